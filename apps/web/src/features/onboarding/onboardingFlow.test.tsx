import { configure, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakeIdentityApi, type FakeIdentityApi } from '../../testing/fakeIdentityApi';
import { renderApp, signedInStorage } from '../../testing/renderApp';

// Pages load their code on first visit, and signing in switches the interface to the
// account's language: on a busy machine that takes longer than Testing Library's 1 s default.
configure({ asyncUtilTimeout: 5000 });

const ROLE_REQUIRED_MESSAGE = 'Choose the answer that fits you best, or skip for now.';

let api: FakeIdentityApi;

beforeEach(async () => {
  api = await startFakeIdentityApi();
});
afterEach(async () => {
  await api.close();
});

const NEW_GOALS = {
  captureNameDetailsAfterEmailLogin: 'required',
  userOnboarding: 'required',
  productOnboarding: 'required',
} as const;

function signInNewUser(goals: Record<string, string> = NEW_GOALS) {
  api.addSession({ userId: 'user-new', email: 'new@school.example', goals }, 'token-new');
  return signedInStorage('token-new', 'user-new', 'new@school.example');
}

function goalUpdates() {
  return api.requestsTo('i/goals').map((request) => request.body);
}

describe('onboarding', { timeout: 20_000 }, () => {
  // §4 guarded routes: details → survey → product, then the page the user wanted.
  it('walks a new user through details, survey and tour, then lands where they were going', async () => {
    const { user, router } = renderApp('/account', {
      baseUrl: api.origin,
      storage: signInNewUser(),
    });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'What should we call you?' }),
    ).toBeVisible();
    expect(router.state.location.search).toBe('?returnTo=%2Faccount');
    await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Grace');
    await user.type(screen.getByRole('textbox', { name: 'Last name (optional)' }), 'Hopper');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome! Two quick questions' }),
    ).toBeVisible();
    expect(api.requestsTo('i/account/profile')[0]?.body).toEqual({
      givenName: 'Grace',
      familyName: 'Hopper',
      name: 'Grace Hopper',
    });
    await user.click(screen.getByRole('radio', { name: 'Teacher' }));
    await user.click(
      screen.getByRole('checkbox', { name: "Give spoken feedback on students' work" }),
    );
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome to Motes' }),
    ).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Record a mote' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(
      screen.getByRole('heading', { level: 2, name: 'Have any text read aloud' }),
    ).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Start using Motes' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/account');
    expect(goalUpdates()).toEqual([
      { goal: 'captureNameDetailsAfterEmailLogin', state: 'completed' },
      { goal: 'userOnboarding', state: 'completed' },
      { goal: 'productOnboarding', state: 'completed' },
    ]);
    const track = api
      .requestsTo('s/track/everything')
      .map((request) => JSON.stringify(request.body));
    expect(
      track.some(
        (body) => body.includes('Onboarding Survey Completed') && body.includes('teacher'),
      ),
    ).toBe(true);
  });

  it('asks for a first name before saving the details', async () => {
    const { user } = renderApp('/complete-profile', {
      baseUrl: api.origin,
      storage: signInNewUser(),
    });
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter your first name.');
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveFocus();
    expect(api.requestsTo('i/account/profile')).toHaveLength(0);
  });

  it('asks the survey question again when it is left unanswered', async () => {
    const storage = signInNewUser({ userOnboarding: 'required' });
    const { user } = renderApp('/onboarding/survey', { baseUrl: api.origin, storage });
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('alert')).toHaveTextContent(ROLE_REQUIRED_MESSAGE);
    expect(
      screen.getByRole('group', { name: 'Which best describes you?' }),
    ).toHaveAccessibleDescription(ROLE_REQUIRED_MESSAGE);
    expect(screen.getByRole('radio', { name: 'Teacher' })).toHaveFocus();
  });

  // §4 goal states: skip_for_now counts as done for onboarding completion.
  it('lets the survey and the tour be skipped for now', async () => {
    const storage = signInNewUser({ userOnboarding: 'required', productOnboarding: 'required' });
    const { user, router } = renderApp('/onboarding/survey?returnTo=%2Faccount', {
      baseUrl: api.origin,
      storage,
    });
    await user.click(await screen.findByRole('button', { name: 'Skip for now' }));
    await user.click(await screen.findByRole('button', { name: 'Skip the tour' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account'));
    expect(goalUpdates()).toEqual([
      { goal: 'userOnboarding', state: 'skip_for_now' },
      { goal: 'productOnboarding', state: 'skip_for_now' },
    ]);
  });

  it('keeps the answers and says so when saving fails', async () => {
    const storage = signInNewUser({ userOnboarding: 'required' });
    api.override('i/goals', (_request, response) => {
      response.writeHead(500, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: 'internal', message: 'x', requestId: 'r' }));
    });
    const { user } = renderApp('/onboarding/survey', { baseUrl: api.origin, storage });
    await user.click(await screen.findByRole('radio', { name: 'Student' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't save your answers");
    expect(screen.getByRole('radio', { name: 'Student' })).toBeChecked();
  });
});

describe('guarded routes (§4)', { timeout: 20_000 }, () => {
  it('sends a signed-out visitor to /login with returnTo set to the path', async () => {
    const { router } = renderApp('/account?tab=devices', { baseUrl: api.origin });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sign in to Motes' }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/login');
    expect(new URLSearchParams(router.state.location.search).get('returnTo')).toBe(
      '/account?tab=devices',
    );
  });

  it('sends someone with nothing left to do away from an onboarding page, to returnTo', async () => {
    const storage = signInNewUser({ userOnboarding: 'completed', productOnboarding: 'completed' });
    const { router } = renderApp('/onboarding/survey?returnTo=%2Faccount', {
      baseUrl: api.origin,
      storage,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/account'));
  });

  it('sends the details step before the survey when both are required', async () => {
    const { router } = renderApp('/onboarding/survey', {
      baseUrl: api.origin,
      storage: signInNewUser(),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/complete-profile'));
  });

  // §4: links with `iid` or `uid` mark onboarding as not required and completed.
  it('lets an iid link through and marks onboarding completed', async () => {
    const storage = signInNewUser({ userOnboarding: 'required', productOnboarding: 'required' });
    renderApp('/account?iid=class-42', { baseUrl: api.origin, storage });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
    await waitFor(() =>
      expect(goalUpdates()).toEqual([
        { goal: 'userOnboarding', state: 'completed' },
        { goal: 'productOnboarding', state: 'completed' },
      ]),
    );
  });
});
