import { screen, waitFor, within } from '@testing-library/react';
import { matchRoutes, type Location } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { REDIRECTS_CONFIG } from '@motes/shared';
import { startFakeIdentityApi, type FakeIdentityApi } from '../testing/fakeIdentityApi';
import { renderApp, signedInStorage } from '../testing/renderApp';
import { appRoutes } from './appRoutes';

// The app's real route table in a memory router, against a real HTTP server on 127.0.0.1:
// every route of this table's own pages, anonymous and signed in (§2), and every redirect.

let api: FakeIdentityApi;
/** The home page's h1 (apps/web/locales/en-US/home.ftl). */
const HOME_TITLE = 'Voice notes and reading support for every classroom';
/** Lazy pages load their code on first visit, which is slow on a busy machine. */
const SLOW = { timeout: 5000 };
/** Test time limit: a page's first visit in a file also compiles its code. */
const TEST_TIME = { timeout: 20_000 };

beforeEach(async () => {
  api = await startFakeIdentityApi();
});

afterEach(async () => {
  await api.close();
});

const ADA = { userId: 'user-ada', email: 'ada@school.example', givenName: 'Ada', goals: {} };

function renderSignedIn(path: string) {
  api.addSession(ADA, 'token-ada');
  const storage = signedInStorage('token-ada', ADA.userId, ADA.email);
  return renderApp(path, { baseUrl: api.origin, storage });
}

const addressOf = ({ location: { pathname, search, hash } }: { location: Location }) =>
  `${pathname}${search}${hash}`;
const here = (router: ReturnType<typeof renderApp>['router']) => addressOf(router.state);

const loginFor = (path: string) => `/login?${new URLSearchParams({ returnTo: path }).toString()}`;

/** The pages of this route table that need a signed-in user, with their h1 and tab title. */
const SIGNED_IN_PAGES: ReadonlyArray<[path: string, heading: string, title: string]> = [
  ['/activity', 'My Activity', 'My Activity – Motes'],
  ['/my-classes', 'My Classes', 'My Classes – Motes'],
  ['/my-loops', 'My Loops', 'My Loops – Motes'],
  ['/my-school/manage-users', 'Manage users', 'Manage users – Motes'],
  ['/my-school/analytics', 'Admin insights', 'Admin insights – Motes'],
  ['/account', 'Your account', 'Your account – Motes'],
  // Signed in but not staff (§6): the admin area says no.
  ['/admin', "You can't open the admin area", 'Not allowed – Motes'],
];

/** Pages anyone can open, the same whether signed in or not. */
const OPEN_PAGES: ReadonlyArray<[path: string, heading: string, title: string]> = [
  ['/status', 'Motes service status', 'Service status – Motes'],
  ['/m/not-a-real-mote', 'This recording could not be found', 'Recording not found – Motes'],
  ['/t/not-a-real-tote', 'This shared item could not be found', 'Shared item not found – Motes'],
  ['/no/such/page', 'Page not found', 'Page not found – Motes'],
];

describe('app routes', TEST_TIME, () => {
  it('serves the home page at /, inside the main landmark', async () => {
    renderApp('/', { baseUrl: api.origin });

    const heading = await screen.findByRole('heading', { level: 1, name: HOME_TITLE }, SLOW);
    expect(screen.getByRole('main')).toContainElement(heading);
    expect(screen.getByText(/record a short voice note/i)).toBeInTheDocument();
  });

  it('titles the home page with the brand name', async () => {
    renderApp('/', { baseUrl: api.origin });

    await screen.findByRole('heading', { level: 1, name: HOME_TITLE }, SLOW);
    await waitFor(() => expect(document.title).toMatch(/ – Motes$/));
  });

  it('shows a helpful 404 page for an unknown path, with a way home', async () => {
    const { router, user } = renderApp('/no/such/page', { baseUrl: api.origin });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }, SLOW),
    ).toBeInTheDocument();
    expect(screen.getByText('/no/such/page')).toBeInTheDocument();
    const suggestions = screen.getByRole('navigation', { name: 'Where to go from here' });
    const suggested = (name: string) => within(suggestions).getByRole('link', { name });
    expect(suggested('See what Motes does')).toHaveAttribute('href', '/product');
    expect(suggested('Visit the Learning Zone')).toHaveAttribute('href', '/learning-zone');
    // §2 login redirect helper: signing in comes back to the address that was asked for.
    expect(suggested('Sign in')).toHaveAttribute('href', loginFor('/no/such/page'));

    await user.click(suggested('Go to the Motes home page'));
    expect(
      await screen.findByRole('heading', { level: 1, name: HOME_TITLE }, SLOW),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('lets keyboard users skip straight to the main content', async () => {
    const { user } = renderApp('/', { baseUrl: api.origin });
    await screen.findByRole('heading', { level: 1, name: HOME_TITLE }, SLOW);

    await user.tab();
    const skipLink = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skipLink).toHaveFocus();
    expect(skipLink).toHaveAttribute('href', '#main-content');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
  });
});

describe('signed-in pages (§2, §4 guarded routes)', TEST_TIME, () => {
  it.each([...SIGNED_IN_PAGES.map(([path]) => path), '/admin/users', '/my-loops?tab=2'])(
    'sends an anonymous visitor of %s to sign in, coming back afterwards',
    async (path) => {
      const { router } = renderApp(path, { baseUrl: api.origin });
      await screen.findByRole('heading', { level: 1, name: 'Sign in to Motes' }, SLOW);
      expect(here(router)).toBe(loginFor(path));
    },
  );

  it.each(SIGNED_IN_PAGES)('shows %s to a signed-in user', async (path, heading, title) => {
    const { router } = renderSignedIn(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading }, SLOW)).toBeVisible();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(router.state.location.pathname).toBe(path);
    await waitFor(() => expect(document.title).toBe(title));
  });
});

describe('open pages', TEST_TIME, () => {
  it.each(OPEN_PAGES)('shows %s to an anonymous visitor', async (path, heading, title) => {
    renderApp(path, { baseUrl: api.origin });
    expect(await screen.findByRole('heading', { level: 1, name: heading }, SLOW)).toBeVisible();
    await waitFor(() => expect(document.title).toBe(title));
  });

  it.each(OPEN_PAGES)('shows %s to a signed-in user too', async (path, heading) => {
    renderSignedIn(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading }, SLOW)).toBeVisible();
  });
});

describe('§2 redirects', TEST_TIME, () => {
  it.each(Object.entries(REDIRECTS_CONFIG.aliases))(
    'replaces the alias /%s with %s',
    async (alias, target) => {
      const { router } = renderApp(`/${alias}`, { baseUrl: api.origin });
      // A signed-in target (e.g. /my-loops) then goes on to sign in, so look at the way there.
      await waitFor(() => expect(router.visited.map(addressOf)).toContain(target), SLOW);
      // Replaced, not pushed: Back does not bounce through the alias again.
      expect(router.state.historyAction).toBe('REPLACE');
    },
  );

  it('keeps the query of an alias link, e.g. campaign parameters', async () => {
    const { router } = renderApp('/gdpr?utm_source=newsletter', { baseUrl: api.origin });
    await waitFor(() => expect(here(router)).toBe('/privacy?tab=gdpr&utm_source=newsletter'), SLOW);
  });

  it.each(Object.entries(REDIRECTS_CONFIG.signedIn))(
    'sends an anonymous visitor of /%s to sign in first',
    async (path) => {
      const { router } = renderApp(`/${path}`, { baseUrl: api.origin });
      await screen.findByRole('heading', { level: 1, name: 'Sign in to Motes' }, SLOW);
      expect(here(router)).toBe(loginFor(`/${path}`));
    },
  );

  it.each(Object.entries(REDIRECTS_CONFIG.signedIn))(
    'redirects a signed-in user from /%s to %s',
    async (path, target) => {
      const { router } = renderSignedIn(`/${path}`);
      await waitFor(() => expect(here(router)).toBe(target), SLOW);
      expect(router.state.historyAction).toBe('REPLACE');
      const [, heading] = SIGNED_IN_PAGES.find(([page]) => page === target) ?? [];
      expect(await screen.findByRole('heading', { level: 1, name: heading }, SLOW)).toBeVisible();
    },
  );
});

describe('the route table', TEST_TIME, () => {
  /** The path of the route that serves `target` (query and hash ignored). */
  const routeFor = (target: string) =>
    matchRoutes(appRoutes, target.split(/[?#]/, 1)[0]!)?.at(-1)?.route.path;

  it('lets real pages win: an alias is followed only where no page matches', () => {
    expect(routeFor('/status')).toBe('status');
    for (const alias of Object.keys(REDIRECTS_CONFIG.aliases)) {
      expect(routeFor(`/${alias}`), alias).toBe('*');
    }
  });

  it('points every redirect at a page of the app', () => {
    const targets = [
      ...Object.values(REDIRECTS_CONFIG.aliases),
      ...Object.values(REDIRECTS_CONFIG.signedIn),
    ];
    for (const target of targets) expect(routeFor(target), target).not.toBe('*');
  });
});
