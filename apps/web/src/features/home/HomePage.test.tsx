import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startFakeIdentityApi, type FakeIdentityApi } from '../../testing/fakeIdentityApi';
import { renderApp } from '../../testing/renderApp';

// The home page at / in the app's real route table, against a real HTTP server (§2).

const TITLE = 'Voice notes and reading support for every classroom';
let api: FakeIdentityApi;

beforeEach(async () => {
  api = await startFakeIdentityApi();
});

afterEach(async () => {
  vi.useRealTimers();
  Reflect.deleteProperty(window, 'matchMedia');
  await api.close();
});

async function renderHome() {
  const app = renderApp('/', { baseUrl: api.origin });
  // The route's module loads lazily; the first load in a test file transforms it.
  await screen.findByRole('heading', { level: 1, name: TITLE }, { timeout: 10_000 });
  // The page's effects (which would start the rotations) run now.
  await act(async () => {});
  return { ...app, main: screen.getByRole('main') };
}

/** Makes `prefers-reduced-motion: reduce` match, as a user's system setting would. */
function preferReducedMotion() {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches: query.includes('prefers-reduced-motion: reduce'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }),
  });
}

describe('home page (§2 "/ is the marketing home page")', () => {
  it('shows the sections of §2 in order, each under its heading', async () => {
    const { main } = await renderHome();

    const headings = within(main)
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(headings).toEqual([
      'One sidebar, three modes',
      'In classrooms in the US, England and Canada',
      'Stories from schools',
      'Made for the classroom',
      'Ways teachers use Motes',
      'Works with anything that accepts a link',
      'Privacy and accessibility, built in',
      'Start with a free account',
    ]);
    expect(within(main).getAllByRole('heading', { level: 1 })).toHaveLength(1);
    // The hero's video is a preview until played (§2 "Play video").
    const play = within(main).getByRole('button', { name: 'Play video' });
    expect(play).toHaveAttribute('title', 'Getting started with Motes: a tour for new users');
    await waitFor(() =>
      expect(document.title).toBe(
        'Voice notes and reading support for teachers and learners – Motes',
      ),
    );
  });

  // §2 names the call to action "Start your Free Trial Now"; this build has no trial
  // (registry: trial), so it offers what signing up gives today (issue 14 honest pages).
  it('leads "Sign up free" to /signup, and "See how it works" to /product', async () => {
    const { main } = await renderHome();

    const signUpLinks = within(main).getAllByRole('link', { name: 'Sign up free' });
    expect(signUpLinks).toHaveLength(2);
    for (const link of signUpLinks) expect(link).toHaveAttribute('href', '/signup');
    expect(within(main).queryByRole('link', { name: /trial/i })).toBeNull();
    expect(within(main).getByRole('link', { name: 'See how it works' })).toHaveAttribute(
      'href',
      '/product',
    );
  });

  it('quotes the §9 figures in the trust section, crediting schools as §9 describes them', async () => {
    const { main } = await renderHome();

    const trust = within(main).getByRole('region', {
      name: 'In classrooms in the US, England and Canada',
    });
    for (const text of ['3,200+', 'About 45 min', '40,000+', '2,000+']) {
      expect(within(trust).getByText(text)).toBeInTheDocument();
    }
    expect(within(trust).getByText('A New York district')).toBeInTheDocument();
    expect(within(trust).getByText(/about 6,000 students across 22 schools/)).toBeInTheDocument();
  });

  it('switches the sidebar modes by keyboard (arrows loop, Home and End jump)', async () => {
    const { user } = await renderHome();
    const tablist = screen.getByRole('tablist', { name: 'Sidebar modes' });
    const tab = (name: string) => within(tablist).getByRole('tab', { name });

    expect(tab('Reading')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Reading' })).toHaveTextContent('Read aloud');
    expect(tab('Writing')).toHaveAttribute('tabindex', '-1');

    act(() => tab('Reading').focus());
    await user.keyboard('{ArrowRight}');
    expect(tab('Writing')).toHaveFocus();
    expect(tab('Writing')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Writing' })).toHaveTextContent('Voice typing');
    expect(screen.queryByRole('tabpanel', { name: 'Reading' })).not.toBeInTheDocument();

    await user.keyboard('{End}');
    expect(tab('Creating')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(tab('Reading')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(tab('Creating')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}');
    expect(tab('Reading')).toHaveAttribute('aria-selected', 'true');
    expect(
      screen.getByRole('img', { name: /The Mote Sidebar in Reading mode/ }),
    ).toBeInTheDocument();
  });

  it('lists the feature highlights, integrations and compliance badges', async () => {
    const { main } = await renderHome();

    for (const name of [
      'A share page for every mote',
      'Text to speech in about 60 languages',
      'Translation',
      'Teacher controls',
      'Loops',
      'Privacy for minors',
      'Any web page',
      'Learning management systems',
      'Email and chat',
      'WCAG 2.2 AA',
      'GDPR rights built in',
      'Student data never sold',
      'No ads',
    ]) {
      expect(within(main).getByRole('heading', { level: 3, name })).toBeInTheDocument();
    }
  });

  // §2 page behaviours respect reduced motion: nothing turns by itself.
  it('does not rotate stories or slides when the system asks for reduced motion', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    preferReducedMotion();
    const { main } = await renderHome();

    act(() => vi.advanceTimersByTime(20_000));

    expect(within(main).getByRole('tab', { name: 'A New York district' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(within(main).getByRole('group', { name: '1 of 4' })).toBeInTheDocument();
    expect(within(main).getByRole('button', { name: 'Play stories' })).toBeInTheDocument();
    expect(within(main).getByRole('button', { name: 'Play slides' })).toBeInTheDocument();
  });
});
