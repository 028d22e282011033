// §2 `/r/{code}`, §5 referral links valid only for signing up, §8 the referral toast and the
// "referral code used" event (§7) with isNewUser false when used while logged in or known.
import { describe, expect, it, vi } from 'vitest';
import { handleReferralVisit } from './referralVisit';
import { useIdentityTestbed } from './testSupport/storeHarness';

const testbed = useIdentityTestbed();
const ada = { userId: 'u-ada', email: 'ada@school.test' };
const login = { accessToken: 'token-1', userId: 'u-ada', primaryEmailAddress: 'ada@school.test' };
const events = () => testbed.api.requestsTo('s/event').map((call) => call.body);
const toastText =
  'Whoops - The referral link you clicked can only be used when signing up for a new account';

describe('§5/§8 referral visit', () => {
  it('§5 a new visitor goes on to sign up; the event says isNewUser true', async () => {
    const { store, analytics } = testbed.openTab();
    await store.start();
    expect(handleReferralVisit('abc123', store.getState(), analytics)).toMatchObject({
      kind: 'signUp',
      code: 'abc123',
    });
    await vi.waitFor(() =>
      expect(events()).toEqual([
        {
          type: 'referralCodeUsed',
          variables: { isNewUser: true, isLoggedIn: false, referralCode: 'abc123' },
        },
      ]),
    );
  });

  it('§8 used while logged in: the toast (top centre, 5 s), event with isNewUser false', async () => {
    testbed.api.signIn(ada, login.accessToken);
    const { store, analytics } = testbed.openTab();
    await store.completeLogin(login, { withOTL: true, withEmail: true });
    const decision = handleReferralVisit('abc123', store.getState(), analytics);
    expect(decision).toMatchObject({
      kind: 'rejected',
      toast: { message: toastText, position: 'top-center', duration: 5000 },
    });
    await vi.waitFor(() =>
      expect(events()).toContainEqual({
        type: 'referralCodeUsed',
        variables: { isNewUser: false, isLoggedIn: true, referralCode: 'abc123' },
      }),
    );
  });

  it('§8 used by a known user who signed out: the same toast, isNewUser false', async () => {
    testbed.api.signIn(ada, login.accessToken);
    const { store, analytics } = testbed.openTab();
    await store.completeLogin(login, { withOTL: true, withEmail: true });
    await store.logout();
    expect(handleReferralVisit('abc123', store.getState(), analytics)).toMatchObject({
      kind: 'rejected',
      event: { isNewUser: false, isLoggedIn: false },
    });
  });

  it('§5 a code of 10 characters is an error and sends nothing', async () => {
    const { store, analytics } = testbed.openTab();
    expect(handleReferralVisit('1234567890', store.getState(), analytics)).toEqual({
      kind: 'invalid',
      error: 'A referral code must be 1 to 9 characters long',
    });
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(events()).toHaveLength(0);
  });
});
