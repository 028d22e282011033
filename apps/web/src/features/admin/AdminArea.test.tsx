import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  sendJson,
  startFakeIdentityApi,
  type FakeIdentityApi,
} from '../../testing/fakeIdentityApi';
import { renderApp, signedInStorage } from '../../testing/renderApp';
import { buildTestStatus } from '../../testing/testStatus';

// §2 `admin/*` exists only among signed-in routes; §6 only accounts on the built-in staff list
// (the server's STAFF_EMAILS, seen by the app as god mode) may use it.

let api: FakeIdentityApi;
const SLOW = { timeout: 5000 };

beforeEach(async () => {
  api = await startFakeIdentityApi();
});
afterEach(async () => {
  await api.close();
});

const ADA = { userId: 'user-ada', email: 'ada@school.example', goals: {} };
const GRACE = { userId: 'user-grace', email: 'grace@motes.example', goals: {} };

function renderAs(user: typeof ADA, token: string, path: string, { staff = false } = {}) {
  api.addSession(user, token);
  if (staff) {
    // The fake's users are never staff; the server marks staff in the status it sends.
    api.override('i/status', (_request, response) => {
      const status = buildTestStatus(user, token);
      if (status.user) status.user.isGodMode = true;
      sendJson(response, 200, status);
    });
  }
  return renderApp(path, {
    baseUrl: api.origin,
    storage: signedInStorage(token, user.userId, user.email),
  });
}

describe('the admin area', { timeout: 20_000 }, () => {
  it('sends an anonymous visitor to sign in first', async () => {
    const { router } = renderApp('/admin', { baseUrl: api.origin });
    await screen.findByRole('heading', { level: 1, name: 'Sign in to Motes' }, SLOW);
    expect(router.state.location.search).toBe('?returnTo=%2Fadmin');
  });

  it('tells a signed-in user who is not staff that they are not allowed, with a way home', async () => {
    renderAs(ADA, 'token-ada', '/admin/insights');
    const heading = await screen.findByRole(
      'heading',
      { level: 1, name: "You can't open the admin area" },
      SLOW,
    );
    const main = screen.getByRole('main');
    expect(heading).toBeVisible();
    expect(within(main).getByText('ada@school.example')).toBeVisible();
    expect(within(main).getByRole('link', { name: 'Go to the Motes home page' })).toHaveAttribute(
      'href',
      '/',
    );
    await waitFor(() => expect(document.title).toBe('Not allowed – Motes'));
    // Nothing of the admin area is shown or loaded.
    expect(screen.queryByRole('heading', { name: 'Admin insights' })).not.toBeInTheDocument();
    expect(api.requestsTo('z/health')).toEqual([]);
  });

  it('shows staff what exists today: the live service status, links and honest empty states', async () => {
    renderAs(GRACE, 'token-grace', '/admin', { staff: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin' }, SLOW)).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Admin – Motes'));
    const status = screen.getByRole('region', { name: 'Service status' });
    expect(await within(status).findByText('All systems working', {}, SLOW)).toBeVisible();
    expect(within(status).getByText('Version 0.1.0')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Service status page' })).toHaveAttribute(
      'href',
      '/status',
    );
    const insights = screen.getByRole('region', { name: 'Admin insights' });
    expect(insights).toHaveTextContent('Nothing is counted yet, so there are no numbers to show.');
    expect(screen.getByRole('region', { name: 'Account support' })).toBeVisible();
    expect(within(screen.getByRole('main')).getByText('grace@motes.example')).toBeVisible();
  });

  it('shows staff a 404 inside the area for an admin page that does not exist', async () => {
    renderAs(GRACE, 'token-grace', '/admin/no-such-tool', { staff: true });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }, SLOW),
    ).toBeVisible();
  });
});
