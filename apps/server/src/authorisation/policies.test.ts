// Table tests of every policy with constructed actors: the roles to come (teacher, co-teacher,
// student, school admin) have no data yet, so their memberships are built here by hand — the
// issues that add classes and schools only fill `actor.memberships` in.
import { describe, expect, it } from 'vitest';
import type { SessionRow, UserRow } from '../auth/sessionStore.js';
import { DomainError } from '../domain/errors.js';
import { actorFrom, deviceOwnerKey, userOwnerKey, type Actor, type Memberships } from './actor.js';
import { allows, authorise } from './authorise.js';
import { ACTIONS, type Action } from './policies/index.js';
import type { MoteFacts } from './policies/motes.js';
import type { OwnedFacts } from './policy.js';

const STAFF_EMAIL = 'staff@example.test';

function user(id: string, email = `${id}@example.test`): UserRow {
  return { id, primaryEmail: email } as UserRow;
}

function signedIn(id: string, memberships?: Memberships, email?: string): Actor {
  const session = { id: `session-${id}`, deviceId: `device-of-${id}` } as SessionRow;
  return actorFrom(
    { kind: 'user', user: user(id, email), session },
    undefined,
    new Set([STAFF_EMAIL]),
    memberships,
  );
}

const DEVICE = 'anonymous:from_website:6f1c1b7e-3f0e-4a53-9a53-1c1f3b0e9d11';
const owner = signedIn('owner');
const otherUser = signedIn('other');
const staff = signedIn('staff', undefined, STAFF_EMAIL);
const device = actorFrom({ kind: 'anonymous' }, DEVICE, new Set());
const otherDevice = actorFrom({ kind: 'anonymous' }, `${DEVICE}x`, new Set());
const noDevice = actorFrom({ kind: 'anonymous' }, undefined, new Set());
const deadToken = actorFrom({ kind: 'invalid' }, DEVICE, new Set());
const teacher = signedIn('teacher', { classes: [{ classId: 'c1', role: 'teacher' }], schools: [] });
const coTeacher = signedIn('co', { classes: [{ classId: 'c1', role: 'coTeacher' }], schools: [] });
const student = signedIn('student', { classes: [{ classId: 'c1', role: 'student' }], schools: [] });
const teacherElsewhere = signedIn('t2', {
  classes: [{ classId: 'c2', role: 'teacher' }],
  schools: [],
});
const schoolAdmin = signedIn('admin', {
  classes: [],
  schools: [{ schoolId: 's1', role: 'admin' }],
});

const ownersPrivateMote: MoteFacts = {
  ownerKey: userOwnerKey('owner'),
  visibility: 'private',
  allowDownload: false,
};
const devicesMote: MoteFacts = { ...ownersPrivateMote, ownerKey: deviceOwnerKey(DEVICE) };
/** A private mote the owner posted to class c1 (wave 2), the owner a student there. */
const postedToClass: MoteFacts = { ...ownersPrivateMote, classIds: ['c1'], ownerClassIds: ['c1'] };
const ownersThing: OwnedFacts = { ownerKey: userOwnerKey('owner') };
const ownersThingAtSchool: OwnedFacts = {
  ...ownersThing,
  ownerClassIds: ['c1'],
  ownerSchoolId: 's1',
};

function outcome<A extends Action>(actor: Actor, action: A, object?: unknown): number {
  try {
    if (object === undefined) authorise(actor, action);
    else authorise(actor, action, object as never);
    return 200;
  } catch (error) {
    if (error instanceof DomainError) return error.statusCode;
    throw error;
  }
}

describe('authorise: the gates', () => {
  it('a dead token answers 403 for every action, so the client signs out (§8)', () => {
    for (const action of ACTIONS) expect(outcome(deadToken, action), action).toBe(403);
  });

  it('signed-in-only actions answer 401 to an anonymous caller, with or without a device', () => {
    for (const action of [
      'highlight.list',
      'vocabulary.add',
      'settings.update',
      'job.create',
    ] as const) {
      expect(outcome(device, action)).toBe(401);
      expect(outcome(noDevice, action)).toBe(401);
    }
  });

  it('owner actions take an anonymous device; without its id the caller gets 400', () => {
    expect(outcome(device, 'mote.create')).toBe(200);
    expect(outcome(noDevice, 'mote.create')).toBe(400);
    expect(authorise(device, 'tote.list')).toEqual({
      kind: 'device',
      key: deviceOwnerKey(DEVICE),
      deviceId: DEVICE,
    });
    expect(authorise(owner, 'upload.create').key).toBe(userOwnerKey('owner'));
  });

  it('an unknown action is a programming error, not an answer', () => {
    expect(() => authorise(owner, 'mote.fly' as Action)).toThrow(/No authorisation policy/);
  });
});

describe('authorise: objects', () => {
  it('someone else’s object answers the same 404 as a missing one, never 403', () => {
    for (const action of ['mote.update', 'mote.delete', 'mote.restore', 'mote.read'] as const) {
      expect(outcome(owner, action, ownersPrivateMote)).toBe(200);
      expect(outcome(otherUser, action, ownersPrivateMote)).toBe(404);
      expect(outcome(device, action, ownersPrivateMote)).toBe(404);
    }
    expect(() => authorise(owner, 'mote.read', undefined)).toThrow(
      expect.objectContaining({ statusCode: 404, code: 'mote_not_found' }),
    );
  });

  it('an anonymous device owns its own motes, and no other device does', () => {
    expect(outcome(device, 'mote.update', devicesMote)).toBe(200);
    expect(outcome(otherDevice, 'mote.update', devicesMote)).toBe(404);
    // Signing in adopts the device's motes (moteAdopter.ts); until then they are the device's.
    expect(outcome(owner, 'mote.update', devicesMote)).toBe(404);
  });

  it('a mote shared by link is read and played by anyone, changed by its owner only', () => {
    const shared: MoteFacts = { ...ownersPrivateMote, visibility: 'link' };
    for (const actor of [otherUser, device, noDevice, student]) {
      expect(allows(actor, 'mote.read', shared)).toBe(true);
      expect(allows(actor, 'mote.play', shared)).toBe(true);
      expect(allows(actor, 'mote.update', shared)).toBe(false);
      expect(allows(actor, 'mote.download', shared)).toBe(false);
    }
    expect(allows(otherUser, 'mote.download', { ...shared, allowDownload: true })).toBe(true);
    expect(allows(owner, 'mote.download', ownersPrivateMote)).toBe(true);
  });

  it('totes are read by whoever has the link; changed by the owner only', () => {
    expect(allows(noDevice, 'tote.read', ownersThing)).toBe(true);
    expect(allows(otherUser, 'tote.update', ownersThing)).toBe(false);
    expect(allows(owner, 'tote.delete', ownersThing)).toBe(true);
  });
});

describe('roles to come (constructed memberships)', () => {
  it('a class’s teacher, co-teacher and students read a mote posted to it; nobody else', () => {
    for (const actor of [teacher, coTeacher, student]) {
      expect(allows(actor, 'mote.read', postedToClass)).toBe(true);
      expect(allows(actor, 'mote.update', postedToClass)).toBe(false);
      expect(allows(actor, 'mote.delete', postedToClass)).toBe(false);
    }
    expect(allows(teacherElsewhere, 'mote.read', postedToClass)).toBe(false);
    expect(allows(schoolAdmin, 'mote.read', postedToClass)).toBe(false);
    // Not posted: a pupil's private mote stays theirs, even to their teacher.
    expect(allows(teacher, 'mote.read', { ...ownersPrivateMote, ownerClassIds: ['c1'] })).toBe(
      false,
    );
  });

  it('a teacher or co-teacher of the owner’s class reads their vocabulary, never changes it', () => {
    expect(allows(teacher, 'vocabulary.read', ownersThingAtSchool)).toBe(true);
    expect(allows(coTeacher, 'vocabulary.read', ownersThingAtSchool)).toBe(true);
    expect(allows(student, 'vocabulary.read', ownersThingAtSchool)).toBe(false);
    expect(allows(teacherElsewhere, 'vocabulary.read', ownersThingAtSchool)).toBe(false);
    expect(allows(teacher, 'vocabulary.delete', ownersThingAtSchool)).toBe(false);
  });

  it('a school admin ends the sessions of the school’s accounts, and reads no content', () => {
    expect(allows(schoolAdmin, 'session.revoke', ownersThingAtSchool)).toBe(true);
    expect(allows(schoolAdmin, 'session.revoke', ownersThing)).toBe(false);
    for (const action of ['highlight.update', 'vocabulary.read', 'job.read'] as const) {
      expect(allows(schoolAdmin, action, ownersThingAtSchool), action).toBe(false);
    }
  });

  it('teachers reach no personal notes, settings, account or jobs of a student', () => {
    for (const action of ['highlight.update', 'job.read', 'upload.read', 'upload.use'] as const) {
      expect(allows(teacher, action, ownersThingAtSchool), action).toBe(false);
    }
  });
});

describe('staff (§6 god mode)', () => {
  it('read any mote and tote for support, private ones included', () => {
    expect(allows(staff, 'mote.read', ownersPrivateMote)).toBe(true);
    expect(allows(staff, 'mote.read', devicesMote)).toBe(true);
    expect(allows(staff, 'tote.read', ownersThing)).toBe(true);
  });

  it('change nobody else’s content, and reach no personal notes, uploads, sessions or jobs', () => {
    for (const action of [
      'mote.update',
      'mote.delete',
      'mote.restore',
      'mote.collect',
      'mote.download',
      'tote.update',
      'tote.delete',
      'upload.read',
      'upload.append',
      'upload.use',
      'highlight.update',
      'vocabulary.read',
      'vocabulary.delete',
      'session.revoke',
      'job.read',
    ] as const) {
      expect(outcome(staff, action, ownersPrivateMote), action).toBe(404);
    }
  });

  it('are owners of their own things like anyone', () => {
    const staffsMote: MoteFacts = { ...ownersPrivateMote, ownerKey: userOwnerKey('staff') };
    expect(allows(staff, 'mote.update', staffsMote)).toBe(true);
  });
});

describe('actorFrom', () => {
  it('marks staff by the §6 list, case-insensitively, and only signed-in users', () => {
    expect(signedIn('x', undefined, 'Staff@Example.test').isStaff).toBe(true);
    expect(otherUser.isStaff).toBe(false);
    expect(device.isStaff).toBe(false);
  });

  it('a signed-in actor acts from its session’s device; memberships are empty today', () => {
    expect(owner).toMatchObject({ kind: 'user', deviceId: 'device-of-owner' });
    expect(owner.memberships).toEqual({ classes: [], schools: [] });
  });
});
