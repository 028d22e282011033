import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MOBILE_MENU_BREAKPOINT_PX } from '@motes/shared';
import { startFakeIdentityApi, type FakeIdentityApi } from '../../testing/fakeIdentityApi';
import { renderApp, signedInStorage } from '../../testing/renderApp';

// jsdom has no layout and no matchMedia: this stand-in answers `(max-width: …px)` queries for
// a viewport width the test sets, and tells listeners when it changes (as a resize would).
function stubViewport(initialWidth: number) {
  let width = initialWidth;
  const lists = new Set<{ query: string; listeners: Set<() => void> }>();
  const matches = (query: string) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    return max ? width <= Number(max[1]) : false;
  };
  const original = window.matchMedia;
  window.matchMedia = (query: string) => {
    const entry = { query, listeners: new Set<() => void>() };
    lists.add(entry);
    return {
      media: query,
      get matches() {
        return matches(query);
      },
      onchange: null,
      addEventListener: (_type: string, listener: () => void) => entry.listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) =>
        entry.listeners.delete(listener),
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => true,
    } as unknown as MediaQueryList;
  };
  return {
    resize(next: number) {
      width = next;
      act(() => lists.forEach((entry) => entry.listeners.forEach((listener) => listener())));
    },
    restore() {
      window.matchMedia = original;
    },
  };
}

// A lazy route loads its code before the location changes: allow for a busy machine.
const LAZY_ROUTE = { timeout: 5000 };

let api: FakeIdentityApi;
let viewport: ReturnType<typeof stubViewport>;

beforeEach(async () => {
  api = await startFakeIdentityApi();
  viewport = stubViewport(375);
});
afterEach(async () => {
  viewport.restore();
  await api.close();
});

const hamburger = () => screen.findByRole('button', { name: 'Menu' }, LAZY_ROUTE);

describe('mobile menu (§2, §9: below 991.98 px)', () => {
  it('replaces the menus with a hamburger that opens them in a panel', async () => {
    const { user } = renderApp('/', { baseUrl: api.origin });
    const toggle = await hamburger();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(panel).not.toBeNull();
    const nav = within(panel!).getByRole('navigation', { name: 'Main' });
    // Focus moves into the panel.
    expect(within(nav).getByRole('link', { name: 'Product' })).toHaveFocus();
    // The same actions as the wide bar (§2: home page, visitor).
    const account = within(panel!).getByRole('navigation', { name: 'Account' });
    expect(within(account).getByRole('link', { name: 'Login' })).toBeVisible();
    // No trial in this build (issue 14 honest pages): the free-trial action offers a free account.
    expect(within(account).getByRole('link', { name: 'Sign up free' })).toBeVisible();
    // The page behind is neither scrollable nor reachable.
    expect(document.body.style.overflow).toBe('hidden');
    expect(screen.getByRole('main', { hidden: true })).toHaveAttribute('inert');

    // Menus are disclosures.
    const solutions = within(nav).getByRole('button', { name: 'Solutions' });
    expect(within(nav).queryByRole('link', { name: 'Translation' })).not.toBeInTheDocument();
    await user.click(solutions);
    expect(solutions).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav).getByRole('link', { name: 'Translation' })).toHaveAttribute(
      'href',
      '/solutions/voice-translation',
    );

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(document.body.style.overflow).toBe('');
    expect(screen.getByRole('main')).not.toHaveAttribute('inert');
  }, 15_000);

  it('closes on Escape and gives focus back to the hamburger', async () => {
    const { user } = renderApp('/', { baseUrl: api.origin });
    const toggle = await hamburger();
    await user.click(toggle);
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('closes when a link is followed', async () => {
    const { user, router } = renderApp('/', { baseUrl: api.origin });
    const toggle = await hamburger();
    await user.click(toggle);
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '')!;
    await user.click(within(panel).getByRole('link', { name: 'Pricing' }));
    // The router commits the new page in a transition: wait for the page, then look.
    await waitFor(() => expect(panel).not.toBeInTheDocument(), LAZY_ROUTE);
    expect(router.state.location.pathname).toBe('/pricing');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // Focus returns to the button once the dialog's close effect has run.
    await waitFor(() => expect(toggle).toHaveFocus());
  });

  it('closes when the window grows past the breakpoint, showing the wide bar', async () => {
    const { user } = renderApp('/', { baseUrl: api.origin });
    await user.click(await hamburger());
    viewport.resize(Math.ceil(MOBILE_MENU_BREAKPOINT_PX));
    expect(screen.queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeVisible();
    expect(document.body.style.overflow).toBe('');
    // Narrow again: the menu stays closed.
    viewport.resize(375);
    expect(await hamburger()).toHaveAttribute('aria-expanded', 'false');
  });

  it('holds the Account menu of a signed-in user, Sign out included', async () => {
    api.addSession({ userId: 'user-ada', email: 'ada@school.example' }, 'token-ada');
    const storage = signedInStorage('token-ada', 'user-ada', 'ada@school.example');
    const { user, router } = renderApp('/pricing', { baseUrl: api.origin, storage });
    const toggle = await hamburger();
    await user.click(toggle);
    const account = await screen.findByRole('navigation', { name: 'Account' }, LAZY_ROUTE);
    await user.click(
      await within(account).findByRole('button', { name: 'ada@school.example' }, LAZY_ROUTE),
    );
    expect(within(account).getByRole('link', { name: 'My Activity' })).toHaveAttribute(
      'href',
      '/activity',
    );
    await user.click(within(account).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'false'), LAZY_ROUTE);
    expect(router.state.location.pathname).toBe('/login');
  });
});
