import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GOOGLE_LOGIN_DEFAULT_ERROR, GOOGLE_LOGIN_FAILED_TOAST } from '@motes/shared';
import {
  sendJson,
  startFakeIdentityApi,
  type FakeIdentityApi,
} from '../../testing/fakeIdentityApi';
import { renderApp } from '../../testing/renderApp';

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

const CODE = 'one-time-code-0123456789';

function answerExchangeAs(invoker: 'extension' | null, returnTo: string | null) {
  api.addSession({ userId: 'user-ada', email: 'ada@school.example', goals: {} }, 'token-oidc');
  api.override('i/signIn/exchange', (_request, response) =>
    sendJson(response, 200, {
      accessToken: 'token-oidc',
      userId: 'user-ada',
      primaryEmailAddress: 'ada@school.example',
      isNewUser: false,
      returnTo,
      invoker,
    }),
  );
}

describe('/login/complete', { timeout: 20_000 }, () => {
  it('exchanges the code, completes the login and goes where the sign-in started', async () => {
    answerExchangeAs(null, '/account');
    const { router } = renderApp(`/login/complete?code=${CODE}`, { baseUrl: api.origin });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/account');
    expect(api.requestsTo('i/signIn/exchange')[0]?.body).toEqual({ code: CODE });
  });

  it('tells an extension sign-in that the tab can be closed', async () => {
    answerExchangeAs('extension', null);
    renderApp(`/login/complete?code=${CODE}`, { baseUrl: api.origin });
    expect(await screen.findByRole('heading', { name: "You're signed in" })).toBeVisible();
  });

  // §8 Google login failure toast; error state holds the text, or the default text.
  it('shows the failure toast and the server error text when the exchange fails', async () => {
    api.override('i/signIn/exchange', (_request, response) =>
      sendJson(response, 400, {
        error: 'login_code_invalid',
        message: 'This sign-in has expired. Please start again.',
        requestId: 'r',
      }),
    );
    renderApp(`/login/complete?code=${CODE}`, { baseUrl: api.origin });
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(await within(region).findByRole('alert')).toHaveTextContent(GOOGLE_LOGIN_FAILED_TOAST);
    expect(
      screen.getByRole('heading', { level: 1, name: "We couldn't sign you in" }),
    ).toBeVisible();
    expect(screen.getByRole('main')).toHaveTextContent(
      'This sign-in has expired. Please start again.',
    );
    await waitFor(() =>
      expect(api.requestsTo('s/event')[0]?.body).toMatchObject({
        type: 'loginErrorOccurred',
        variables: { withOTL: false, withEmail: false },
      }),
    );
  });

  it('holds the default §8 text when there is no code to exchange', async () => {
    renderApp('/login/complete', { baseUrl: api.origin });
    expect(await within(await screen.findByRole('main')).findByRole('alert')).toHaveTextContent(
      GOOGLE_LOGIN_DEFAULT_ERROR,
    );
    expect(api.requestsTo('i/signIn/exchange')).toHaveLength(0);
  });
});
