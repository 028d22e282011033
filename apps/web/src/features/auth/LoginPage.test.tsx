import type { ServerResponse } from 'node:http';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  GOOGLE_LOGIN_DEFAULT_ERROR,
  GOOGLE_LOGIN_IN_PROGRESS_TOAST,
  INVALID_EMAIL_MESSAGE,
  SIGN_IN_MESSAGES,
  USER_STORAGE_KEY,
} from '@motes/shared';
import {
  sendJson,
  startFakeIdentityApi,
  type FakeIdentityApi,
} from '../../testing/fakeIdentityApi';
import { renderApp, signedInStorage } from '../../testing/renderApp';

// Pages load their code on first visit, and signing in switches the interface to the
// account's language: on a busy machine that takes longer than Testing Library's 1 s default.
configure({ asyncUtilTimeout: 5000 });

/** §2 forced sign-out notice on /login. */
const SIGNED_OUT_MESSAGE = 'You were signed out. Please sign in again.';

let api: FakeIdentityApi;

beforeEach(async () => {
  api = await startFakeIdentityApi();
});
afterEach(async () => {
  await api.close();
});

const ADA = { userId: 'user-ada', email: 'ada@school.example', givenName: 'Ada', goals: {} };

/** Records whether `text` ever appears in the document, however briefly. */
function watchForText(text: string): () => boolean {
  let seen = document.body.textContent.includes(text);
  const observer = new MutationObserver(() => {
    seen ||= document.body.textContent.includes(text);
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  return () => {
    observer.disconnect();
    return seen;
  };
}

async function askForLink(user: ReturnType<typeof renderApp>['user'], email: string) {
  await user.type(await screen.findByRole('textbox', { name: 'Email address' }), email);
  await user.click(screen.getByRole('button', { name: 'Email me a sign-in link' }));
}

describe('/login', { timeout: 20_000 }, () => {
  it('has a heading, a labelled email field and a link to sign up that keeps returnTo', async () => {
    renderApp('/login?returnTo=%2Faccount', { baseUrl: api.origin });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sign in to Motes' }),
    ).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveAccessibleDescription(
      /no password needed/i,
    );
    expect(screen.getByRole('link', { name: 'Create a free account' })).toHaveAttribute(
      'href',
      '/signup?returnTo=%2Faccount',
    );
    await waitFor(() => expect(document.title).toBe('Sign in – Motes'));
  });

  // §2 Navigation bar: on the login page only sign-up shows.
  it('shows only the sign-up action in the header', async () => {
    renderApp('/login', { baseUrl: api.origin });
    const header = await screen.findByRole('navigation', { name: 'Account' });
    expect(within(header).getByRole('link', { name: 'Sign up free' })).toBeVisible();
    expect(within(header).queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
  });

  it('says what is wrong with an invalid address, on the field, and keeps focus there', async () => {
    const { user } = renderApp('/login', { baseUrl: api.origin });
    await askForLink(user, 'not-an-address');
    const field = screen.getByRole('textbox', { name: 'Email address' });
    expect(screen.getByRole('alert')).toHaveTextContent(INVALID_EMAIL_MESSAGE);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();
    expect(api.requestsTo('i/signIn/clientOTL')).toHaveLength(0);
  });

  it('waits on "Check your email" and signs in when the link is opened, then returns', async () => {
    api.addSession(ADA, 'token-elsewhere');
    const { user, router, identity } = renderApp('/login?returnTo=%2Faccount', {
      baseUrl: api.origin,
    });
    await askForLink(user, 'Ada@School.example ');

    const heading = await screen.findByRole('heading', { name: 'Check your email' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText('ada@school.example')).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Waiting for you to open the link');
    expect(api.requestsTo('i/signIn/clientOTL')[0]?.body).toEqual({
      email: 'ada@school.example',
      returnTo: '/account',
    });

    api.openLink('ada@school.example');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/account');
    expect(identity.storage.get(USER_STORAGE_KEY)).toMatchObject({ userId: 'user-ada' });
  });

  it('offers a new link when the link expired, and a way back to the form', async () => {
    const { user } = renderApp('/login', { baseUrl: api.origin });
    await askForLink(user, 'ada@school.example');
    await screen.findByRole('heading', { name: 'Check your email' });
    api.expireLinks();
    expect(await screen.findByText(SIGN_IN_MESSAGES.linkExpired)).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Send a new link' }));
    await waitFor(() => expect(api.requestsTo('i/signIn/clientOTL')).toHaveLength(2));
    expect(await screen.findByRole('status')).toHaveTextContent('Waiting for you');

    await user.click(screen.getByRole('button', { name: 'Use a different email' }));
    expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveValue(
      'ada@school.example',
    );
  });

  it('keeps the form, busy, until the server accepted the request', async () => {
    let held: ServerResponse | undefined;
    api.override('i/signIn/clientOTL', (_request, response) => {
      held = response;
      return true;
    });
    const seen = watchForText('Check your email');
    const { user } = renderApp('/login', { baseUrl: api.origin });
    await askForLink(user, 'ada@school.example');
    await waitFor(() => expect(api.requestsTo('i/signIn/clientOTL')).toHaveLength(1));
    const submit = screen.getByRole('button', { name: 'Email me a sign-in link' });
    expect(submit).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('textbox', { name: 'Email address' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Check your email' })).not.toBeInTheDocument();
    expect(seen()).toBe(false);

    api.override('i/signIn/clientOTL', () => false);
    sendJson(held!, 200, {
      pollToken: 'poll-held',
      expiresAt: new Date(Date.now() + 60_000).toISOString(),
      pollIntervalMs: 2000,
    });
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeVisible();
  });

  // A refused request (§5 invalid address, a rate limit) never reaches "Check your email".
  it.each([
    [400, 'invalid_request', 'Enter a valid email address, like name@example.com.'],
    [
      429,
      'rate_limited',
      'Too many sign-in requests for this email. Please wait a few minutes and try again.',
    ],
  ])('shows a %i refusal on the form, never "Check your email"', async (status, error, message) => {
    api.override('i/signIn/clientOTL', (_request, response) =>
      sendJson(response, status, { error, message, requestId: 'r1' }),
    );
    const seen = watchForText('Check your email');
    const { user } = renderApp('/login', { baseUrl: api.origin });
    await askForLink(user, 'ada@school.example');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    const field = screen.getByRole('textbox', { name: 'Email address' });
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveValue('ada@school.example');
    await waitFor(() => expect(field).toHaveFocus());
    expect(seen()).toBe(false);

    // Trying again once the server accepts goes on to "Check your email" as usual.
    api.override('i/signIn/clientOTL', () => false);
    await user.click(screen.getByRole('button', { name: 'Email me a sign-in link' }));
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeVisible();
  });

  // §2 Forced sign-out: /login with force=1, error=403; §4: a 403 logout skips the server call.
  it('clears a dead session locally after a forced sign-out and says so', async () => {
    const storage = signedInStorage('token-dead', 'user-ada', 'ada@school.example');
    renderApp('/login?force=1&error=403&returnTo=%2Faccount', { baseUrl: api.origin, storage });
    expect(await screen.findByRole('alert')).toHaveTextContent(SIGNED_OUT_MESSAGE);
    await waitFor(() =>
      expect(storage.get(USER_STORAGE_KEY)).toMatchObject({
        accessToken: '',
        lastUserId: 'user-ada',
      }),
    );
    expect(api.requestsTo('i/signOut')).toHaveLength(0);
    expect(screen.getByRole('textbox', { name: 'Email address' })).toBeVisible();
  });

  // §8 Google login error state: the error text, or the default text if none.
  it.each([
    ['oidc_denied', /Signing in with Google was cancelled/],
    ['something_new', GOOGLE_LOGIN_DEFAULT_ERROR],
  ])('shows the §8 text for error=%s and sends the login error event', async (code, text) => {
    renderApp(`/login?error=${code}`, { baseUrl: api.origin });
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    await waitFor(() => expect(api.requestsTo('s/event')).toHaveLength(1));
    expect(api.requestsTo('s/event')[0]?.body).toMatchObject({
      type: 'loginErrorOccurred',
      variables: { error: code, withOTL: false, withEmail: false },
    });
  });

  it('offers "Continue with Google" as a full-page link that carries returnTo and invoker', async () => {
    const { user } = renderApp('/login?returnTo=%2Faccount&invoker=extension', {
      baseUrl: api.origin,
    });
    const link = await screen.findByRole('link', { name: 'Continue with Google' });
    expect(link).toHaveAttribute(
      'href',
      '/api/i/signIn/oidc/start?returnTo=%2Faccount&invoker=extension',
    );
    // jsdom cannot leave the page; stop the navigation and look at the toast it leaves behind.
    link.addEventListener('click', (event) => event.preventDefault());
    await user.click(link);
    // §8 Google login in progress.
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(await within(region).findByRole('status')).toHaveTextContent(
      GOOGLE_LOGIN_IN_PROGRESS_TOAST,
    );
  });

  it('hides "Continue with Google" when the provider is not enabled', async () => {
    api.override('i/signIn/providers', (_request, response) =>
      sendJson(response, 200, {
        oidc: { enabled: false, displayName: 'Google' },
        oneTap: { enabled: false },
        emailLink: { enabled: true },
      }),
    );
    renderApp('/login', { baseUrl: api.origin });
    await screen.findByRole('textbox', { name: 'Email address' });
    await waitFor(() => expect(api.requestsTo('i/signIn/providers')).toHaveLength(1));
    expect(screen.queryByRole('link', { name: /Continue with/ })).not.toBeInTheDocument();
  });

  // §2 invoker=extension: the tab's job ends at "signed in".
  it('tells an extension sign-in that the tab can be closed', async () => {
    api.addSession(ADA, 'token-elsewhere');
    const { user } = renderApp('/login?invoker=extension', { baseUrl: api.origin });
    expect(await screen.findByText(/Sign in here to use the Motes extension/)).toBeVisible();
    await askForLink(user, 'ada@school.example');
    await screen.findByRole('heading', { name: 'Check your email' });
    api.openLink('ada@school.example');
    expect(await screen.findByRole('heading', { name: "You're signed in" })).toBeVisible();
    expect(screen.getByText(/You can close this tab/)).toBeVisible();
  });

  it('recognises a signed-in visitor and offers to continue or switch account', async () => {
    api.addSession(ADA, 'token-ada');
    const storage = signedInStorage('token-ada', 'user-ada', 'ada@school.example');
    const { user } = renderApp('/login?returnTo=%2Faccount', { baseUrl: api.origin, storage });
    expect(await screen.findByRole('heading', { name: "You're already signed in" })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/account');
    await user.click(screen.getByRole('button', { name: 'Sign out and use another account' }));
    expect(await screen.findByRole('textbox', { name: 'Email address' })).toBeVisible();
    await waitFor(() => expect(api.requestsTo('i/signOut')).toHaveLength(1));
  });
});
