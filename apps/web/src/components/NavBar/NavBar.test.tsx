import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  startFakeIdentityApi,
  sendJson,
  type FakeIdentityApi,
} from '../../testing/fakeIdentityApi';
import { renderApp, signedInStorage } from '../../testing/renderApp';
import { buildTestStatus, type TestUser } from '../../testing/testStatus';

// A lazy route loads its code before the location changes: allow for a busy machine.
const LAZY_ROUTE = { timeout: 5000 };

let api: FakeIdentityApi;

beforeEach(async () => {
  api = await startFakeIdentityApi();
});
afterEach(async () => {
  await api.close();
});

const ADA: TestUser = {
  userId: 'user-ada',
  email: 'ada@school.example',
  goals: { userOnboarding: 'completed', productOnboarding: 'completed' },
};

function signIn(user: TestUser = ADA) {
  api.addSession(user, 'token-ada');
  return signedInStorage('token-ada', user.userId, user.email);
}

/** Puts the signed-in user on the staff list (§6), as the server's status would say. */
function makeStaff() {
  api.override('i/status', (_request, response) => {
    const status = buildTestStatus(api.user(ADA.userId), 'token-ada');
    sendJson(response, 200, { ...status, user: { ...status.user, isGodMode: true } });
  });
}

// The first render waits for lazy routes and the status: allow for a busy machine.
const accountNav = () => screen.findByRole('navigation', { name: 'Account' }, LAZY_ROUTE);
const mainNav = () => screen.findByRole('navigation', { name: 'Main' }, LAZY_ROUTE);

async function openAccountMenu(user: ReturnType<typeof renderApp>['user']) {
  const trigger = await within(await accountNav()).findByRole(
    'button',
    { name: 'ada@school.example' },
    LAZY_ROUTE,
  );
  await user.click(trigger);
  return screen.getByRole('menu', { name: 'ada@school.example' });
}

describe('navigation bar (§2)', () => {
  it('has the brand link home, Product, Pricing and the two menus inside the header', async () => {
    renderApp('/pricing', { baseUrl: api.origin });
    const nav = await mainNav();
    expect(screen.getByRole('banner')).toContainElement(nav);
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Motes' })).toHaveAttribute(
      'href',
      '/',
    );
    expect(within(nav).getByRole('link', { name: 'Product' })).toHaveAttribute('href', '/product');
    expect(within(nav).getByRole('link', { name: 'Pricing' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    for (const name of ['Solutions', 'Resources']) {
      expect(within(nav).getByRole('button', { name })).toHaveAttribute('aria-haspopup', 'menu');
    }
  });

  // §2's free-trial action; this build has no trial yet, so it offers a free account (issue 14).
  it('shows a visitor Login and Sign up free (no trial in this build) on the home page', async () => {
    renderApp('/', { baseUrl: api.origin });
    const nav = await accountNav();
    expect(within(nav).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(within(nav).queryByRole('link', { name: 'Start Free Trial' })).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Sign up free' })).toHaveAttribute(
      'href',
      '/signup',
    );
    expect(within(nav).queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
  });

  it('offers "Sign in" that comes back to this page (§2 login redirect helper)', async () => {
    renderApp('/no/such/page?x=1', { baseUrl: api.origin });
    const nav = await accountNav();
    expect(within(nav).getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/login?returnTo=%2Fno%2Fsuch%2Fpage%3Fx%3D1',
    );
    expect(within(nav).getByRole('link', { name: 'Sign up free' })).toHaveAttribute(
      'href',
      '/signup',
    );
  });

  it('shows only sign-up on /login and only sign-in on /signup', async () => {
    renderApp('/login', { baseUrl: api.origin });
    const nav = await accountNav();
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Sign up free']);
  });

  it('shows only sign-in on /signup', async () => {
    renderApp('/signup', { baseUrl: api.origin });
    const nav = await accountNav();
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Sign in']);
  });

  it('hides the actions on a referral page but keeps the menus', async () => {
    renderApp('/r/abc', { baseUrl: api.origin });
    await mainNav();
    expect(screen.queryByRole('navigation', { name: 'Account' })).not.toBeInTheDocument();
  });

  it('gives a signed-in user the Account menu headed by their email', async () => {
    const { user, router } = renderApp('/pricing', { baseUrl: api.origin, storage: signIn() });
    const menu = await openAccountMenu(user);
    expect(within(menu).getByRole('menuitem', { name: 'My Account' })).toHaveAttribute(
      'href',
      '/account',
    );
    expect(within(menu).getByRole('menuitem', { name: 'My Activity' })).toHaveAttribute(
      'href',
      '/activity',
    );
    expect(within(menu).queryByRole('menuitem', { name: 'Admin' })).not.toBeInTheDocument();

    // §2: Sign out returns to /login.
    await user.click(within(menu).getByRole('menuitem', { name: 'Sign out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), LAZY_ROUTE);
    expect(
      await within(await accountNav()).findByRole('link', { name: 'Sign up free' }, LAZY_ROUTE),
    ).toBeVisible();
  });

  it('adds Admin to the Account menu for staff only', async () => {
    const storage = signIn();
    makeStaff();
    const { user } = renderApp('/', { baseUrl: api.origin, storage });
    const menu = await openAccountMenu(user);
    expect(within(menu).getByRole('menuitem', { name: 'Admin' })).toHaveAttribute('href', '/admin');
  });

  it('shows only Admin and Sign out on an onboarding page', async () => {
    const storage = signIn({ ...ADA, goals: { userOnboarding: 'required' } });
    makeStaff();
    renderApp('/onboarding/survey', { baseUrl: api.origin, storage });
    const nav = await accountNav();
    await within(nav).findByRole('button', { name: 'Sign out' }, LAZY_ROUTE);
    expect(within(nav).getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
    expect(within(nav).getAllByRole('link')).toHaveLength(1);
    expect(nav).not.toHaveTextContent('ada@school.example');
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });

  it('shows Go to Dashboard on /landing', async () => {
    renderApp('/landing', { baseUrl: api.origin, storage: signIn() });
    const nav = await accountNav();
    expect(
      await within(nav).findByRole('link', { name: 'Go to Dashboard' }, LAZY_ROUTE),
    ).toHaveAttribute('href', '/activity');
  });
});

describe('navigation menus by keyboard', () => {
  it('opens with Enter, moves with arrows, closes with Escape back on the button', async () => {
    const { user } = renderApp('/', { baseUrl: api.origin });
    const solutions = within(await mainNav()).getByRole('button', { name: 'Solutions' });
    solutions.focus();
    await user.keyboard('{Enter}');
    expect(solutions).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('menu', { name: 'Solutions' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Diverse Learners', 'Assessment', 'Translation', 'Administration']);
    expect(within(menu).getByRole('menuitem', { name: 'Diverse Learners' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('menuitem', { name: 'Assessment' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(solutions).toHaveAttribute('aria-expanded', 'false');
    expect(solutions).toHaveFocus();
  });

  it('opens Resources with ArrowDown and follows a link with Enter', async () => {
    const { user, router } = renderApp('/', { baseUrl: api.origin });
    const resources = within(await mainNav()).getByRole('button', { name: 'Resources' });
    resources.focus();
    await user.keyboard('{ArrowDown}');
    const menu = screen.getByRole('menu', { name: 'Resources' });
    expect(within(menu).getAllByRole('menuitem')).toHaveLength(7);
    expect(within(menu).getByRole('menuitem', { name: 'Support' })).toHaveAttribute(
      'href',
      '/learning-zone?tab=howto',
    );
    await user.keyboard('{End}');
    expect(within(menu).getByRole('menuitem', { name: 'Ask an Expert' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/expert'), LAZY_ROUTE);
  });
});
