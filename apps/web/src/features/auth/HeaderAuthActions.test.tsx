import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMemoryStorage, createStorageWrapper } from '@motes/shared';
import { startFakeIdentityApi, type FakeIdentityApi } from '../../testing/fakeIdentityApi';
import { createTabBus, renderApp, signedInStorage } from '../../testing/renderApp';
import { headerActionsFor } from './headerActions';

let api: FakeIdentityApi;

beforeEach(async () => {
  api = await startFakeIdentityApi();
});
afterEach(async () => {
  await api.close();
});

const ADA = {
  userId: 'user-ada',
  email: 'ada@school.example',
  goals: { userOnboarding: 'completed', productOnboarding: 'completed' },
} as const;

describe('header sign-in actions (§2 navigation bar)', () => {
  it.each([
    ['/', '', false, { kind: 'anonymous', signIn: true, signUp: true }],
    ['/login', '', false, { kind: 'anonymous', signIn: false, signUp: true }],
    ['/signup', '', false, { kind: 'anonymous', signIn: true, signUp: false }],
    ['/signup', '?institution_name=Riverside', false, { kind: 'none' }],
    ['/signup', '?referral_code=AB12', false, { kind: 'none' }],
    ['/r/AB12', '', false, { kind: 'none' }],
    ['/account', '', true, { kind: 'signedIn', account: true }],
    ['/onboarding/survey', '', true, { kind: 'signedIn', account: false }],
    ['/account', '', undefined, { kind: 'none' }],
  ] as const)('%s%s (signed in: %s)', (pathname, search, loggedIn, expected) => {
    expect(headerActionsFor(pathname, search, loggedIn)).toEqual(expected);
  });

  it('offers "Sign in" that comes back to this page (§2 login redirect helper)', async () => {
    renderApp('/no/such/page?x=1', { baseUrl: api.origin });
    const header = await screen.findByRole('navigation', { name: 'Account' });
    expect(within(header).getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/login?returnTo=%2Fno%2Fsuch%2Fpage%3Fx%3D1',
    );
    expect(within(header).getByRole('link', { name: 'Sign up free' })).toHaveAttribute(
      'href',
      '/signup',
    );
  });

  it('shows the signed-in email with My account and Sign out, which returns to /login', async () => {
    api.addSession(ADA, 'token-ada');
    const storage = signedInStorage('token-ada', 'user-ada', 'ada@school.example');
    const { user, router } = renderApp('/', { baseUrl: api.origin, storage });
    const header = await screen.findByRole('navigation', { name: 'Account' });
    await waitFor(() => expect(header).toHaveTextContent('ada@school.example'));
    expect(within(header).getByRole('link', { name: 'My account' })).toHaveAttribute(
      'href',
      '/account',
    );
    await user.click(within(header).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await within(header).findByRole('link', { name: 'Sign up free' })).toBeVisible();
  });
});

// §4 Logout: "every tab logs out together".
describe('two tabs', () => {
  it('follows a sign-out made in the other tab, leaving a guarded page for /login', async () => {
    api.addSession(ADA, 'token-ada');
    const storage = signedInStorage('token-ada', 'user-ada', 'ada@school.example');
    const bus = createTabBus();
    const first = renderApp('/account', { baseUrl: api.origin, storage, tabSync: bus.connect() });
    const second = renderApp('/account', { baseUrl: api.origin, storage, tabSync: bus.connect() });
    await waitFor(() =>
      expect(screen.getAllByRole('heading', { level: 1, name: 'Your account' })).toHaveLength(2),
    );

    await first.identity.store.logout();
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(second.router.state.location.search).get('returnTo')).toBe(
      '/account',
    );
    expect(second.identity.store.getState().user.accessToken).toBe('');
    // Only the tab that signed out told the server.
    expect(api.requestsTo('i/signOut')).toHaveLength(1);
  });

  it('does not treat a visitor without a token as signed in while the status loads', async () => {
    const storage = createStorageWrapper(createMemoryStorage());
    renderApp('/', { baseUrl: api.origin, storage });
    expect(await screen.findByRole('navigation', { name: 'Account' })).toHaveTextContent('Sign in');
  });
});
