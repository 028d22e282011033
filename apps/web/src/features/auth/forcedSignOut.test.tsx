import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  sendError,
  startFakeIdentityApi,
  type FakeIdentityApi,
} from '../../testing/fakeIdentityApi';
import { renderApp, signedInStorage } from '../../testing/renderApp';

// §2 "Forced sign-out" and §8 "HTTP 403 on the website": a 403 from the API goes to /login
// with force=1, error=403 and returnTo set to the current path; the login page then signs the
// dead session out locally (LoginPage.test.tsx) and brings the user back after signing in.

let api: FakeIdentityApi;

beforeEach(async () => {
  api = await startFakeIdentityApi();
});
afterEach(async () => {
  await api.close();
  window.history.replaceState(null, '', '/');
});

describe('forced sign-out', { timeout: 20_000 }, () => {
  it('sends a 403 on a signed-in page to /login?force=1&error=403&returnTo=<page>', async () => {
    api.addSession({ userId: 'user-ada', email: 'ada@school.example', goals: {} }, 'token-ada');
    // The session ends on the server while the page is open: its next call gets 403.
    api.override('i/sessions', (_request, response) =>
      sendError(response, 403, 'forbidden', 'This session has ended.'),
    );
    // The website's 403 handler reads the browser's address, as it does in the real app.
    window.history.replaceState(null, '', '/account?tab=devices');
    const on403 = vi.fn();
    renderApp('/account?tab=devices', {
      baseUrl: api.origin,
      storage: signedInStorage('token-ada', 'user-ada', 'ada@school.example'),
      on403,
    });

    await screen.findByRole('heading', { level: 1, name: 'Your account' }, { timeout: 5000 });
    await waitFor(() =>
      expect(on403).toHaveBeenCalledWith(
        '/login?force=1&error=403&returnTo=%2Faccount%3Ftab%3Ddevices',
      ),
    );
  });
});
