import { describe, expect, it } from 'vitest';
import type { IdentityState } from '@motes/identity';
import { buildTestStatus } from '../../testing/testStatus';
import { recordingLimitFor, recordingOwnerId, recordingOwnerIds } from './recorderStanding';

const anonymousId = 'anonymous:from_website:00000000-0000-4000-8000-000000000000';
const freeUser = { userId: 'user-1', email: 'free@school.test' };

function state(overrides: Partial<IdentityState> = {}): IdentityState {
  return {
    phase: 'ready',
    user: { accessToken: '', anonymousUserId: anonymousId, anonymousCreatedAt: 1 },
    status: buildTestStatus(),
    statusSource: 'server',
    statusError: undefined,
    settingsSavePending: false,
    settingsSaveError: undefined,
    ...overrides,
  } as IdentityState;
}

function signedIn(plan: { isVIP?: boolean; isPaid?: boolean; isInFreeTrial?: boolean } = {}) {
  const status = buildTestStatus(freeUser, 'token-1');
  return state({
    user: {
      accessToken: 'token-1',
      userId: 'user-1',
      primaryEmailAddress: freeUser.email,
      anonymousUserId: anonymousId,
      anonymousCreatedAt: 1,
    } as IdentityState['user'],
    status: { ...status, user: { ...status.user!, ...plan } },
  });
}

describe('§9 recording limit from the identity store', () => {
  it('gives anonymous visitors 300 s at once', () => {
    expect(recordingLimitFor(state({ phase: 'idle', status: undefined }))).toBe(300);
    expect(recordingLimitFor(state())).toBe(300);
  });

  it('gives a signed-in user without VIP, plan or trial 60 s', () => {
    expect(recordingLimitFor(signedIn())).toBe(60);
  });

  it('gives VIP, paid and trial users 300 s', () => {
    expect(recordingLimitFor(signedIn({ isVIP: true }))).toBe(300);
    expect(recordingLimitFor(signedIn({ isPaid: true }))).toBe(300);
    expect(recordingLimitFor(signedIn({ isInFreeTrial: true }))).toBe(300);
  });

  it('waits for the status when a session token exists (it may say 60 s)', () => {
    const waiting = { ...signedIn(), phase: 'idle' as const, status: undefined };
    expect(recordingLimitFor(waiting)).toBeUndefined();
  });

  it('keeps recordings under the user id, and finds this device’s anonymous ones too', () => {
    expect(recordingOwnerId(signedIn())).toBe('user-1');
    expect(recordingOwnerIds(signedIn())).toEqual(['user-1', anonymousId]);
    expect(recordingOwnerId(state())).toBe(anonymousId);
    expect(recordingOwnerIds(state())).toEqual([anonymousId]);
  });
});
