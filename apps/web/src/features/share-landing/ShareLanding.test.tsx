import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakeIdentityApi, type FakeIdentityApi } from '../../testing/fakeIdentityApi';
import { renderApp, signedInStorage } from '../../testing/renderApp';

// §2: `m/{productId}` and `t/{toteId}` are open to everyone; a signed-in user whose survey is
// still needed answers it first. A link to nothing gets an honest "not found" page.

let api: FakeIdentityApi;
const SLOW = { timeout: 5000 };

beforeEach(async () => {
  api = await startFakeIdentityApi();
});
afterEach(async () => {
  await api.close();
});

function renderSignedIn(path: string, goals: Record<string, string>) {
  api.addSession({ userId: 'user-ada', email: 'ada@school.example', goals }, 'token-ada');
  return renderApp(path, {
    baseUrl: api.origin,
    storage: signedInStorage('token-ada', 'user-ada', 'ada@school.example'),
  });
}

const SURVEY_NEEDED = { userOnboarding: 'required', productOnboarding: 'completed' };

describe('share links', { timeout: 20_000 }, () => {
  it('shows an anonymous visitor an honest "not found" page, with no player', async () => {
    renderApp('/m/4f9a2c', { baseUrl: api.origin });
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'This recording could not be found' },
        SLOW,
      ),
    ).toBeVisible();
    expect(screen.getByText('/m/4f9a2c')).toBeVisible();
    expect(screen.getByRole('link', { name: 'What is Motes?' })).toHaveAttribute(
      'href',
      '/product',
    );
    expect(screen.queryByRole('button', { name: /play/i })).not.toBeInTheDocument();
    expect(document.querySelector('audio, video')).toBeNull();
  });

  it.each(['/m/4f9a2c', '/t/box-17'])(
    'sends a signed-in user who still needs the survey from %s to it, then back',
    async (path) => {
      const { router, user } = renderSignedIn(path, SURVEY_NEEDED);
      expect(
        await screen.findByRole(
          'heading',
          { level: 1, name: 'Welcome! Two quick questions' },
          SLOW,
        ),
      ).toBeVisible();
      expect(router.state.location.pathname).toBe('/onboarding/survey');
      expect(new URLSearchParams(router.state.location.search).get('returnTo')).toBe(path);

      await user.click(screen.getByRole('button', { name: 'Skip for now' }));
      await waitFor(() => expect(router.state.location.pathname).toBe(path), SLOW);
      expect(
        await screen.findByRole('heading', { level: 1, name: /could not be found$/ }, SLOW),
      ).toBeVisible();
    },
  );

  it('lets a signed-in user who has done the survey straight through', async () => {
    const { router } = renderSignedIn('/t/box-17', {
      userOnboarding: 'completed',
      productOnboarding: 'required',
    });
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'This shared item could not be found' },
        SLOW,
      ),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/t/box-17');
  });

  // §4: a link with `iid` or `uid` marks onboarding as not required.
  it('skips the survey for a link that carries iid', async () => {
    const { router } = renderSignedIn('/m/4f9a2c?iid=class-1', SURVEY_NEEDED);
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'This recording could not be found' },
        SLOW,
      ),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/m/4f9a2c');
  });
});
