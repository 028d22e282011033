import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  createMemoryStorage,
  createStorageWrapper,
  INVALID_REFERRAL_CODE_MESSAGE,
  REFERRAL_SIGNUP_ONLY_MESSAGE,
  USER_STORAGE_KEY,
} from '@motes/shared';
import { startFakeIdentityApi, type FakeIdentityApi } from '../../testing/fakeIdentityApi';
import { renderApp, signedInStorage } from '../../testing/renderApp';

// Pages load their code on first visit, and signing in switches the interface to the
// account's language: on a busy machine that takes longer than Testing Library's 1 s default.
configure({ asyncUtilTimeout: 5000 });

let api: FakeIdentityApi;

beforeEach(async () => {
  api = await startFakeIdentityApi();
});
afterEach(async () => {
  await api.close();
});

function referralEvents() {
  return api.requestsTo('s/event').map((request) => request.body);
}

describe('/r/:code', { timeout: 20_000 }, () => {
  // §5: a referral link is valid only for signing up a new account.
  it('sends a new visitor to sign-up with the code and reports a new user', async () => {
    const { router } = renderApp('/r/FRIEND7', { baseUrl: api.origin });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Create your Motes account' }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/signup');
    expect(router.state.location.search).toBe('?referral_code=FRIEND7');
    expect(screen.getByText('FRIEND7')).toBeVisible();
    // §2 Navigation bar: actions hidden on referral pages.
    expect(screen.queryByRole('navigation', { name: 'Account' })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(referralEvents()).toEqual([
        {
          type: 'referralCodeUsed',
          variables: { isNewUser: true, isLoggedIn: false, referralCode: 'FRIEND7' },
        },
      ]),
    );
  });

  // §8: used while logged in → toast top centre, 5 s; event with isNewUser false.
  it('shows the §8 toast at the top centre and goes home when used while signed in', async () => {
    api.addSession({ userId: 'user-ada', email: 'ada@school.example', goals: {} }, 'token-ada');
    const storage = signedInStorage('token-ada', 'user-ada', 'ada@school.example');
    const { router, toaster } = renderApp('/r/FRIEND7', { baseUrl: api.origin, storage });

    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(await within(region).findByRole('alert')).toHaveTextContent(
      REFERRAL_SIGNUP_ONLY_MESSAGE,
    );
    expect(region.querySelector('[data-position="top-center"]')).toHaveTextContent(
      REFERRAL_SIGNUP_ONLY_MESSAGE,
    );
    expect(toaster.getToasts()[0]).toMatchObject({ duration: 5000, position: 'top-center' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await waitFor(() =>
      expect(referralEvents()).toEqual([
        {
          type: 'referralCodeUsed',
          variables: { isNewUser: false, isLoggedIn: true, referralCode: 'FRIEND7' },
        },
      ]),
    );
  });

  // §8: "used while logged in or known" — known = someone signed in on this device before.
  it('treats a signed-out but known visitor the same way', async () => {
    const storage = createStorageWrapper(createMemoryStorage());
    storage.set(USER_STORAGE_KEY, {
      accessToken: '',
      lastUserId: 'user-ada',
      anonymousUserId: 'anonymous:from_website:00000000-0000-4000-8000-000000000000',
      anonymousCreatedAt: 1,
    });
    const { router } = renderApp('/r/FRIEND7', { baseUrl: api.origin, storage });
    expect(await screen.findByText(REFERRAL_SIGNUP_ONLY_MESSAGE)).toBeVisible();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await waitFor(() =>
      expect(referralEvents()[0]).toMatchObject({
        variables: { isNewUser: false, isLoggedIn: false },
      }),
    );
  });

  // §5: codes of 1 to 9 characters; otherwise an error.
  it('shows an error page for a code longer than 9 characters and sends no event', async () => {
    renderApp('/r/TENLETTERS', { baseUrl: api.origin });
    expect(
      await screen.findByRole('heading', { level: 1, name: "This referral link isn't valid" }),
    ).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(INVALID_REFERRAL_CODE_MESSAGE);
    expect(screen.getByRole('link', { name: 'Create a free account' })).toHaveAttribute(
      'href',
      '/signup',
    );
    expect(referralEvents()).toEqual([]);
  });

  it('accepts a one-character code', async () => {
    const { router } = renderApp('/r/Z', { baseUrl: api.origin });
    await waitFor(() => expect(router.state.location.search).toBe('?referral_code=Z'));
  });
});
