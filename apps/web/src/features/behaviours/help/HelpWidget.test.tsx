// §9 "Help widget idle load timeout: 3 s": the widget loads when the browser is idle and links
// to the how-tos, Ask an Expert, the keyboard shortcuts and service status.
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startFakeIdentityApi, type FakeIdentityApi } from '../../../testing/fakeIdentityApi';
import { renderBehaviours } from '../behavioursTestHarness';
import { shortcutKeyParts } from './HelpWidget';

let api: FakeIdentityApi;
let idle: Array<{ callback: () => void; timeout: number | undefined }>;

beforeEach(async () => {
  api = await startFakeIdentityApi();
  idle = [];
  vi.stubGlobal('requestIdleCallback', (callback: () => void, options?: { timeout: number }) =>
    idle.push({ callback, timeout: options?.timeout }),
  );
  vi.stubGlobal('cancelIdleCallback', () => {});
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await api.close();
});

async function renderWithIdleHelp(path = '/') {
  const rendered = renderBehaviours(path, { baseUrl: api.origin });
  await screen.findByRole('heading', { name: 'Home' });
  return rendered;
}

const helpButton = () => screen.getByRole('button', { name: 'Help' });

async function loadWidget() {
  act(() => idle.forEach(({ callback }) => callback()));
  return screen.findByRole('button', { name: 'Help' });
}

describe('HelpWidget', () => {
  it('is not there until the browser is idle (at the latest after 3 s)', async () => {
    await renderWithIdleHelp();
    expect(screen.queryByRole('button', { name: 'Help' })).not.toBeInTheDocument();
    expect(idle.map(({ timeout }) => timeout)).toContain(3000);
    expect(await loadWidget()).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens a panel with the help links and the keyboard shortcuts; Escape closes it', async () => {
    const { user } = await renderWithIdleHelp();
    await loadWidget();
    await user.click(helpButton());
    expect(helpButton()).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('region', { name: 'Need a hand?' });
    expect(helpButton()).toHaveAttribute('aria-controls', panel.id);
    expect(within(panel).getByRole('link', { name: 'How-to guides' })).toHaveAttribute(
      'href',
      '/learning-zone?tab=howto',
    );
    expect(within(panel).getByRole('link', { name: 'Ask an Expert' })).toHaveAttribute(
      'href',
      '/expert',
    );
    expect(within(panel).getByRole('link', { name: 'Service status' })).toHaveAttribute(
      'href',
      '/status',
    );
    // The shortcuts come from the page's registry: the toast hotkey and this widget's own.
    const shortcuts = within(panel).getByRole('heading', { name: 'Keyboard shortcuts' });
    expect(shortcuts).toBeInTheDocument();
    const terms = within(panel)
      .getAllByRole('term')
      .map((term) => term.textContent);
    const definitions = within(panel)
      .getAllByRole('definition')
      .map((definition) => definition.textContent);
    expect(Object.fromEntries(terms.map((keys, index) => [keys, definitions[index]]))).toEqual({
      'Alt + T': 'Go to notifications',
      '?': 'Open this help',
    });

    within(panel).getByRole('link', { name: 'Ask an Expert' }).focus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Need a hand?' })).not.toBeInTheDocument();
    expect(helpButton()).toHaveFocus();
  });

  it('closes when a link is followed or the page is clicked', async () => {
    const { user, router } = await renderWithIdleHelp();
    await loadWidget();
    await user.click(helpButton());
    await user.click(screen.getByRole('link', { name: 'Ask an Expert' }));
    expect(router.state.location.pathname).toBe('/expert');
    expect(screen.queryByRole('region', { name: 'Need a hand?' })).not.toBeInTheDocument();
    await user.click(helpButton());
    await user.click(screen.getByRole('heading', { level: 1 }));
    expect(screen.queryByRole('region', { name: 'Need a hand?' })).not.toBeInTheDocument();
  });

  it('opens with "?" and puts focus on its first link', async () => {
    const { user } = await renderWithIdleHelp();
    await loadWidget();
    await user.keyboard('?');
    const link = await screen.findByRole('link', { name: 'How-to guides' });
    await vi.waitFor(() => expect(link).toHaveFocus());
  });

  it('spells out each key of a combination', () => {
    expect(shortcutKeyParts('Alt+T')).toEqual(['Alt', 'T']);
    expect(shortcutKeyParts('Shift++')).toEqual(['Shift', '+']);
    expect(shortcutKeyParts('?')).toEqual(['?']);
  });
});
