import type { IncomingHttpHeaders } from 'node:http';
import { DEVICE_ID_HEADER } from '@motes/shared';
import type { RequestAuth } from '../auth/requestAuth.js';
import type { SessionRow, UserRow } from '../auth/sessionStore.js';

/** A role in a class (wave 2, DESIGN.md "The classroom half"). */
export type ClassRole = 'teacher' | 'coTeacher' | 'student';

/** A role in a school account (wave 2). */
export type SchoolRole = 'owner' | 'admin';

export interface ClassMembership {
  classId: string;
  role: ClassRole;
}

export interface SchoolMembership {
  schoolId: string;
  role: SchoolRole;
}

/**
 * The caller's relations to classes and schools. Empty today: classes and schools do not exist
 * yet. The issues that add them fill these in when the actor is built (one query per request)
 * and the policies already answer for them (see the policies' table tests).
 */
export interface Memberships {
  classes: readonly ClassMembership[];
  schools: readonly SchoolMembership[];
}

export const NO_MEMBERSHIPS: Memberships = Object.freeze({ classes: [], schools: [] });

/**
 * Who is calling, built once per request from `request.auth` and the §7 device id header.
 *
 * - `user`: a live session. `isStaff` is §6 god mode (the `STAFF_EMAILS` list).
 * - `anonymous`: no token. `deviceId` is the caller's anonymous device id
 *   (`anonymous:from_website:<uuid>`) when it sent a valid one; anonymous objects (motes, totes,
 *   uploads) belong to that device.
 * - `deadToken`: a token that names no live session (expired, revoked, account deleted). Every
 *   protected action answers 403 so the client signs out (§8); it never falls back to the device:
 *   the caller believes they are signed in.
 */
export type Actor =
  | {
      kind: 'user';
      user: UserRow;
      session: SessionRow;
      /** The device of the session (the one that signed in). */
      deviceId: string;
      isStaff: boolean;
      memberships: Memberships;
    }
  | { kind: 'anonymous'; deviceId: string | undefined; isStaff: false; memberships: Memberships }
  | { kind: 'deadToken'; isStaff: false; memberships: Memberships };

export type UserActor = Extract<Actor, { kind: 'user' }>;

/**
 * A caller who is nobody in particular: what share pages, embed players and oEmbed answer to
 * (no `Authorization` header reaches them), so they show only what a stranger may see.
 */
export const STRANGER: Actor = Object.freeze({
  kind: 'anonymous',
  deviceId: undefined,
  isStaff: false,
  memberships: NO_MEMBERSHIPS,
});

/** §7 device ids: what the common header may hold (the anonymous ids are `anonymous:…:<uuid>`). */
const DEVICE_ID_PATTERN = /^[A-Za-z0-9._:-]{8,128}$/;

/** The device id header when present and well formed. */
export function deviceIdOf(headers: IncomingHttpHeaders): string | undefined {
  const value = headers[DEVICE_ID_HEADER];
  return typeof value === 'string' && DEVICE_ID_PATTERN.test(value) ? value : undefined;
}

/** Builds the actor; pure (the session and user were loaded by installRequestAuth). */
export function actorFrom(
  auth: RequestAuth,
  deviceId: string | undefined,
  staffEmails: ReadonlySet<string>,
  memberships: Memberships = NO_MEMBERSHIPS,
): Actor {
  if (auth.kind === 'invalid') return { kind: 'deadToken', isStaff: false, memberships };
  if (auth.kind === 'anonymous')
    return { kind: 'anonymous', deviceId, isStaff: false, memberships };
  return {
    kind: 'user',
    user: auth.user,
    session: auth.session,
    deviceId: auth.session.deviceId,
    isStaff: staffEmails.has(auth.user.primaryEmail.toLowerCase()),
    memberships,
  };
}

/** `user:{id}`: what owned rows store for an object a signed-in user made. */
export function userOwnerKey(userId: string): string {
  return `user:${userId}`;
}

/** `device:{deviceId}`: what owned rows store for an object an anonymous device made. */
export function deviceOwnerKey(deviceId: string): string {
  return `device:${deviceId}`;
}

/** The owner key the actor's own objects carry, if it can own any. */
export function ownerKeyOf(actor: Actor): string | undefined {
  if (actor.kind === 'user') return userOwnerKey(actor.user.id);
  if (actor.kind === 'anonymous' && actor.deviceId) return deviceOwnerKey(actor.deviceId);
  return undefined;
}

/** Whether the actor holds `role` (any of `roles`) in the class. */
export function hasClassRole(actor: Actor, classId: string, roles: readonly ClassRole[]): boolean {
  return actor.memberships.classes.some(
    (membership) => membership.classId === classId && roles.includes(membership.role),
  );
}

/** Whether the actor administers the school (its owner or an admin). */
export function administersSchool(actor: Actor, schoolId: string): boolean {
  return actor.memberships.schools.some((membership) => membership.schoolId === schoolId);
}
