// §2 Google one-tap on the website: who sees it and where, and §7/§8 what picking an account
// does. Google's Identity Services (https://accounts.google.com/gsi/client) cannot be reached
// from this offline sandbox, and a test must not depend on it anyway: every test injects a
// fake `google.accounts.id` through renderApp's `googleIdentity` loader and plays the user's
// choice by calling the callback the app initialised it with. The Motes API calls
// (`i/signIn/providers`, `i/signIn/oneTap`, status, analytics) go to a real node:http fake.
import type { ServerResponse } from 'node:http';
import { configure, act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  GOOGLE_LOGIN_DEFAULT_ERROR,
  GOOGLE_LOGIN_FAILED_TOAST,
  GOOGLE_LOGIN_IN_PROGRESS_TOAST,
  USER_STORAGE_KEY,
} from '@motes/shared';
import { isReady } from '@motes/identity';
import {
  sendError,
  sendJson,
  startFakeIdentityApi,
  type FakeIdentityApi,
} from '../../../testing/fakeIdentityApi';
import { renderApp, signedInStorage, type RenderedApp } from '../../../testing/renderApp';
import type { GoogleAccountsId, GoogleIdConfiguration } from './googleIdentity';

// Pages load their code on first visit, and signing in switches the interface to the
// account's language: on a busy machine that takes longer than Testing Library's 1 s default.
configure({ asyncUtilTimeout: 5000 });

const CLIENT_ID = 'client-123.apps.googleusercontent.com';
const ADA = {
  userId: 'user-ada',
  email: 'ada@school.example',
  givenName: 'Ada',
  goals: { userOnboarding: 'completed', productOnboarding: 'completed' },
} as const;

let api: FakeIdentityApi;

beforeEach(async () => {
  api = await startFakeIdentityApi();
  enableOneTap();
});
afterEach(async () => {
  vi.restoreAllMocks();
  await api.close();
});

function enableOneTap(oneTap: { enabled: boolean; clientId?: string } = fullOneTap()) {
  api.override('i/signIn/providers', (_request, response) =>
    sendJson(response, 200, {
      oidc: { enabled: true, displayName: 'Google' },
      oneTap,
      emailLink: { enabled: true },
    }),
  );
}
const fullOneTap = () => ({ enabled: true, clientId: CLIENT_ID });

/** A stand-in for Google's `google.accounts.id` that records what the app asks of it. */
function createFakeGoogle() {
  const calls: string[] = [];
  let configuration: GoogleIdConfiguration | undefined;
  const id: GoogleAccountsId = {
    initialize: (options) => {
      configuration = options;
      calls.push('initialize');
    },
    prompt: () => void calls.push('prompt'),
    cancel: () => void calls.push('cancel'),
  };
  const loader = vi.fn(() => Promise.resolve(id));
  return {
    loader,
    calls,
    configuration: () => configuration,
    /** The user picks an account in the prompt: Google calls back with an ID token. */
    pick(credential: string) {
      if (!configuration) throw new Error('google.accounts.id was never initialised');
      const { callback } = configuration;
      act(() => callback({ credential, select_by: 'user' }));
    },
  };
}

function render(path: string, google = createFakeGoogle(), options: { signedIn?: boolean } = {}) {
  const storage = options.signedIn
    ? signedInStorage('token-ada', ADA.userId, ADA.email)
    : undefined;
  if (options.signedIn) api.addSession(ADA, 'token-ada');
  const app = renderApp(path, { baseUrl: api.origin, googleIdentity: google.loader, storage });
  return { ...app, google };
}

/** Waits until the store has its status, then a little longer for any effects to run. */
async function settle(app: RenderedApp) {
  await waitFor(() => expect(isReady(app.identity.store.getState())).toBe(true));
  await new Promise((resolve) => setTimeout(resolve, 80));
}

async function prompted(google: ReturnType<typeof createFakeGoogle>) {
  await waitFor(() => expect(google.calls).toContain('prompt'));
}

const toastRegion = () => screen.getByRole('region', { name: 'Notifications' });

describe('§2 when the one-tap prompt is offered', { timeout: 20_000 }, () => {
  it('loads Google once, initialises it with the client id and prompts a signed-out visitor', async () => {
    const { google } = render('/');
    await prompted(google);
    expect(google.loader).toHaveBeenCalledTimes(1);
    expect(google.calls).toEqual(['initialize', 'prompt']);
    expect(google.configuration()).toMatchObject({ client_id: CLIENT_ID });
    expect(api.requestsTo('i/signIn/providers')).toHaveLength(1);
  });

  it.each([
    ['/signup'],
    ['/signup?institution_name=Riverside'],
    ['/login'],
    ['/login/complete?code=x'],
    ['/onboarding/survey'],
    ['/r/AB12'],
    ['/?embed=true'],
    ['/?embed=TRUE'],
  ])('is suppressed on %s', async (path) => {
    const app = render(path);
    await settle(app);
    expect(app.google.loader).not.toHaveBeenCalled();
    expect(app.google.calls).toEqual([]);
  });

  it('is offered with embed set to anything but true', async () => {
    const { google } = render('/?embed=false');
    await prompted(google);
  });

  it('is suppressed for a signed-in user', async () => {
    const app = render('/', createFakeGoogle(), { signedIn: true });
    await settle(app);
    expect(app.identity.store.getState().status?.identity.primaryEmailAddress).toBe(ADA.email);
    expect(app.google.loader).not.toHaveBeenCalled();
    expect(api.requestsTo('i/signIn/providers')).toHaveLength(0);
  });

  it('is suppressed inside a frame', async () => {
    vi.spyOn(window, 'top', 'get').mockReturnValue({} as Window);
    const app = render('/');
    await settle(app);
    expect(app.google.loader).not.toHaveBeenCalled();
  });

  it.each([[{ enabled: false }], [{ enabled: true }]])(
    'is not offered when the server says %j',
    async (oneTap) => {
      enableOneTap(oneTap);
      const app = render('/');
      await waitFor(() => expect(api.requestsTo('i/signIn/providers')).toHaveLength(1));
      await settle(app);
      expect(app.google.loader).not.toHaveBeenCalled();
    },
  );

  it('closes the prompt on a suppressed page and offers it again on an allowed one', async () => {
    const { google, router } = render('/');
    await prompted(google);
    await act(() => router.navigate('/login'));
    await waitFor(() => expect(google.calls).toEqual(['initialize', 'prompt', 'cancel']));
    await act(() => router.navigate('/'));
    await waitFor(() => expect(google.calls).toEqual(['initialize', 'prompt', 'cancel', 'prompt']));
    // Initialised once per page load, however often it prompts.
    expect(google.calls.filter((call) => call === 'initialize')).toHaveLength(1);
  });

  it('does not break the page when Google cannot be loaded', async () => {
    const google = createFakeGoogle();
    google.loader.mockRejectedValue(new Error('blocked'));
    const app = render('/', google);
    await waitFor(() => expect(google.loader).toHaveBeenCalled());
    await settle(app);
    expect(google.loader).toHaveBeenCalledTimes(1);
    expect(within(screen.getByRole('main')).queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('§7 signing in with one-tap', { timeout: 20_000 }, () => {
  it('sends the credential and the page URL, completes the login and closes the prompt', async () => {
    let held: ServerResponse | undefined;
    api.override('i/signIn/oneTap', (_request, response) => {
      held = response;
      return true;
    });
    const { google, identity, router } = render('/?from=ad');
    await prompted(google);
    google.pick('id-token-ada');

    // §8 Google login in progress.
    expect(await within(toastRegion()).findByRole('status')).toHaveTextContent(
      GOOGLE_LOGIN_IN_PROGRESS_TOAST,
    );
    await waitFor(() => expect(held).toBeDefined());
    expect(api.requestsTo('i/signIn/oneTap')[0]?.body).toEqual({
      credential: 'id-token-ada',
      pageUrl: window.location.href,
    });
    expect(api.requestsTo('i/signIn/oneTap')[0]?.headers.authorization).toBeUndefined();

    api.addSession(ADA, 'token-one-tap');
    sendJson(held as ServerResponse, 200, {
      accessToken: 'token-one-tap',
      userId: ADA.userId,
      primaryEmailAddress: ADA.email,
      isNewUser: false,
      returnTo: '/',
      invoker: null,
    });

    await waitFor(() =>
      expect(identity.storage.get(USER_STORAGE_KEY)).toMatchObject({
        accessToken: 'token-one-tap',
        userId: ADA.userId,
      }),
    );
    // Signed in: the prompt is closed, the toast gone, and the visitor stays on the page.
    await waitFor(() => expect(google.calls.at(-1)).toBe('cancel'));
    await waitFor(() =>
      expect(within(toastRegion()).queryByText(GOOGLE_LOGIN_IN_PROGRESS_TOAST)).toBeNull(),
    );
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.location.search).toBe('?from=ad');
    // §4 login with withOTL and withEmail false.
    await waitFor(() =>
      expect(api.requestsTo('s/track/everything').map((call) => call.body)).toContainEqual(
        expect.objectContaining({ event: 'Login Completed', withOTL: false, withEmail: false }),
      ),
    );
    expect(api.requestsTo('s/event')).toHaveLength(0);
  });

  it('§8 shows the failure toast, keeps the server message and sends the login error event', async () => {
    const message = 'Your Google account email address is not verified. Sign in with your email.';
    api.override('i/signIn/oneTap', (_request, response) =>
      sendError(response, 401, 'oidc_email_unverified', message),
    );
    const { google, identity } = render('/');
    await prompted(google);
    google.pick('id-token-unverified');

    expect(await within(toastRegion()).findByText(GOOGLE_LOGIN_FAILED_TOAST)).toBeVisible();
    expect(within(toastRegion()).queryByText(GOOGLE_LOGIN_IN_PROGRESS_TOAST)).toBeNull();
    expect(await within(screen.getByRole('main')).findByRole('alert')).toHaveTextContent(message);
    await waitFor(() => expect(api.requestsTo('s/event')).toHaveLength(1));
    expect(api.requestsTo('s/event')[0]?.body).toEqual({
      type: 'loginErrorOccurred',
      variables: { error: message, withOTL: false, withEmail: false },
    });
    expect(identity.storage.get(USER_STORAGE_KEY)).not.toMatchObject({
      accessToken: expect.stringMatching(/./),
    });
  });

  it('§8 keeps the default text when the server gives no message', async () => {
    api.override('i/signIn/oneTap', (_request, response) => sendJson(response, 503, {}));
    const { google, user } = render('/');
    await prompted(google);
    google.pick('id-token');

    expect(await within(toastRegion()).findByText(GOOGLE_LOGIN_FAILED_TOAST)).toBeVisible();
    const alert = await within(screen.getByRole('main')).findByRole('alert');
    expect(alert).toHaveTextContent(GOOGLE_LOGIN_DEFAULT_ERROR);
    await waitFor(() => expect(api.requestsTo('s/event')).toHaveLength(1));
    expect(api.requestsTo('s/event')[0]?.body).toMatchObject({
      type: 'loginErrorOccurred',
      variables: {
        error: expect.stringMatching(/^Request failed with status code 503: POST /),
        withOTL: false,
        withEmail: false,
      },
    });
    await user.click(within(alert).getByRole('button', { name: 'Close' }));
    expect(within(screen.getByRole('main')).queryByRole('alert')).not.toBeInTheDocument();
  });
});
