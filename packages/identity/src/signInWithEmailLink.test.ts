// §7 sign-in by emailed one-time link with the polling helper (§9: 2000 ms, 120000 ms,
// cancellable); §4 login completion with withOTL and withEmail; §8 login error event.
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@motes/api-client';
import { isLoggedIn } from './identityState';
import { loginErrorText, signInWithEmailLink } from './signInWithEmailLink';
import { sendJson } from './testSupport/fakeMotesApi';
import { useIdentityTestbed } from './testSupport/storeHarness';

const testbed = useIdentityTestbed();
const fastPoll = { intervalMs: 20, totalMs: 3000 };
const request = { email: 'Ada@School.test', returnTo: '/my-classes' };

function start(
  options: { poll?: { intervalMs?: number; totalMs?: number }; onLinkSent?: () => void } = {},
) {
  const tab = testbed.openTab();
  const signIn = signInWithEmailLink(tab.store, tab.apiClient, request, {
    analytics: tab.analytics,
    poll: options.poll ?? fastPoll,
    onLinkSent: options.onLinkSent,
  });
  return { tab, signIn };
}

const pollCount = () => testbed.api.requestsTo('i/signIn/clientOTL/poll').length;
const pollsReach = (count: number) =>
  vi.waitFor(() => expect(pollCount()).toBeGreaterThanOrEqual(count));
const events = () => testbed.api.requestsTo('s/event').map((call) => call.body);

describe('§7 email-link sign-in', () => {
  it('§7 asks for a link, polls until it is opened, then completes the login', async () => {
    const { tab, signIn } = start();
    await pollsReach(2);
    testbed.api.openLink('ada@school.test', true);
    const outcome = await signIn.promise;
    expect(outcome).toMatchObject({
      status: 'complete',
      login: { isNewUser: true, returnTo: '/my-classes' },
    });
    expect(isLoggedIn(tab.store.getState())).toBe(true);
    const [ask] = testbed.api.requestsTo('i/signIn/clientOTL');
    expect(ask?.body).toEqual({ email: 'ada@school.test', returnTo: '/my-classes' });
    expect(ask?.headers.authorization).toBeUndefined();
  });

  it('§4 completes the login with withOTL true and withEmail true', async () => {
    const { signIn } = start();
    await pollsReach(1);
    testbed.api.openLink('ada@school.test');
    await signIn.promise;
    await vi.waitFor(() => {
      const bodies = testbed.api.requestsTo('s/track/everything').map((call) => call.body);
      expect(bodies).toContainEqual(
        expect.objectContaining({ event: 'Login Completed', withOTL: true, withEmail: true }),
      );
    });
  });

  it('§9 polls every 2000 ms by default (and never faster than the server asks)', async () => {
    const { signIn } = start({ poll: { totalMs: 5000 } });
    await pollsReach(1);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(pollCount()).toBe(1);
    signIn.cancel();
  });

  it('§7 gives up after the total time', async () => {
    const { signIn } = start({ poll: { intervalMs: 20, totalMs: 150 } });
    await expect(signIn.promise).resolves.toEqual({ status: 'timedOut' });
  });

  it('§7 can be cancelled: no more polls, not logged in', async () => {
    const { tab, signIn } = start();
    await pollsReach(1);
    signIn.cancel();
    await expect(signIn.promise).resolves.toEqual({ status: 'cancelled' });
    // A request already on the wire when cancel() ran may still reach the server (it is
    // aborted on the client): let it land before counting, then no new poll may start.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const polls = pollCount();
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(pollCount()).toBe(polls);
    expect(tab.store.getState().user.accessToken).toBe('');
  });

  it('can be cancelled before the link request answers', async () => {
    const { signIn } = start();
    signIn.cancel();
    await expect(signIn.promise).resolves.toEqual({ status: 'cancelled' });
    expect(pollCount()).toBe(0);
  });

  it('reports an expired link as an outcome', async () => {
    const { signIn } = start();
    await pollsReach(1);
    testbed.api.expireLinks();
    await expect(signIn.promise).resolves.toEqual({ status: 'expired' });
  });

  it('keeps polling through server errors', async () => {
    testbed.api.override('i/signIn/clientOTL/poll', (_request, response) => {
      if (pollCount() < 3) {
        sendJson(response, 503, {});
        return true;
      }
      return false;
    });
    const { signIn } = start();
    await pollsReach(3);
    testbed.api.openLink('ada@school.test');
    await expect(signIn.promise).resolves.toMatchObject({ status: 'complete' });
  });

  it('refuses an invalid email before any call', async () => {
    const tab = testbed.openTab();
    const signIn = signInWithEmailLink(tab.store, tab.apiClient, { email: 'not-an-email' });
    await expect(signIn.promise).rejects.toThrow('Enter a valid email address');
    expect(testbed.api.requests).toHaveLength(0);
  });
});

describe('onLinkSent', () => {
  it('is called once the server accepted the request, before the first poll', async () => {
    const pollsWhenSent: number[] = [];
    const tab = testbed.openTab();
    const onLinkSent = vi.fn(() => void pollsWhenSent.push(pollCount()));
    const signIn = signInWithEmailLink(tab.store, tab.apiClient, request, {
      poll: fastPoll,
      onLinkSent,
    });
    await pollsReach(2);
    expect(onLinkSent).toHaveBeenCalledTimes(1);
    expect(onLinkSent).toHaveBeenCalledWith({
      email: 'ada@school.test',
      expiresAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(pollsWhenSent).toEqual([0]);
    testbed.api.openLink('ada@school.test');
    await expect(signIn.promise).resolves.toMatchObject({ status: 'complete' });
    expect(onLinkSent).toHaveBeenCalledTimes(1);
  });

  it.each([
    [400, 'invalid_email', 'Enter a valid email address, like name@example.com.'],
    [429, 'rate_limited', 'Too many sign-in requests for this email. Please wait a few minutes.'],
  ])('is never called when the server refuses the request (%i)', async (status, error, message) => {
    testbed.api.override('i/signIn/clientOTL', (_request, response) =>
      sendJson(response, status, { error, message, requestId: 'r1' }),
    );
    const onLinkSent = vi.fn();
    const { signIn } = start({ onLinkSent });
    const refusal = await signIn.promise.then(
      () => undefined,
      (reason: unknown) => reason,
    );
    expect(refusal).toBeInstanceOf(ApiError);
    expect((refusal as ApiError).status).toBe(status);
    expect((refusal as ApiError).body).toMatchObject({ error, message });
    expect(onLinkSent).not.toHaveBeenCalled();
    expect(pollCount()).toBe(0);
  });

  it('is not called for an attempt cancelled before the server answered', async () => {
    const onLinkSent = vi.fn();
    const { signIn } = start({ onLinkSent });
    signIn.cancel();
    await expect(signIn.promise).resolves.toEqual({ status: 'cancelled' });
    expect(onLinkSent).not.toHaveBeenCalled();
  });
});

describe("§8 'Login Error Occurred'", () => {
  it('§8 is sent with the error text plus withOTL and withEmail', async () => {
    testbed.api.override('i/signIn/clientOTL/poll', (_request, response) =>
      sendJson(response, 409, { error: 'sign_in_wrong_device' }),
    );
    const { signIn } = start();
    await expect(signIn.promise).rejects.toBeInstanceOf(ApiError);
    await vi.waitFor(() => expect(events()).toHaveLength(1));
    expect(events()[0]).toEqual({
      type: 'loginErrorOccurred',
      variables: {
        error: expect.stringMatching(/^Request failed with status code 409: POST /),
        withOTL: true,
        withEmail: true,
      },
    });
  });

  it("§8 uses 'Unknown error' when the error has no text", () => {
    expect(loginErrorText(new Error(''))).toBe('Unknown error');
    expect(loginErrorText(undefined)).toBe('Unknown error');
    expect(loginErrorText('boom')).toBe('boom');
    expect(loginErrorText(new Error('login missing param on login: userId'))).toBe(
      'login missing param on login: userId',
    );
  });
});
