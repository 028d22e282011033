import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  BREAKPOINTS_PX,
  CONTAINER_MAX_WIDTHS_PX,
  DIALOG_Z_INDEX,
  DROPDOWN_PLACEMENTS,
  LAYERS,
} from '@motes/shared';
import { COLOR_TOKENS } from '@motes/ui';
import { englishTranslator } from '../../testing/testTranslator';
import { startFakeIdentityApi, type FakeIdentityApi } from '../../testing/fakeIdentityApi';
import { renderApp } from '../../testing/renderApp';

const HEADING = 'Design system style guide';

/** The first visit compiles the lazy page module, which takes a few seconds when busy. */
const FIRST_LOAD_TIMEOUT_MS = 15_000;

let api: FakeIdentityApi;
beforeEach(async () => {
  api = await startFakeIdentityApi();
});
afterEach(async () => {
  await api.close();
});

/** The real app at /style-guide against the fake API, once the page's h1 is there. */
async function renderStyleGuide() {
  const app = renderApp('/style-guide', { baseUrl: api.origin });
  await screen.findByRole(
    'heading',
    { level: 1, name: HEADING },
    { timeout: FIRST_LOAD_TIMEOUT_MS },
  );
  return app;
}

// The whole guide renders in every test: generous time on a busy machine.
const TEST_TIMEOUT_MS = 4 * FIRST_LOAD_TIMEOUT_MS;

describe('/style-guide (outside production)', () => {
  it(
    'shows every piece under one h1, each section a labelled region in the contents',
    async () => {
      await renderStyleGuide();
      await waitFor(() => expect(document.title).toBe('Style guide – Motes'));
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
      const contents = screen.getByRole('navigation', { name: 'On this page' });
      const sections = [
        'Colors',
        'Typography',
        'Layout',
        'Buttons',
        'Alerts',
        'Toasts',
        'Loading wave',
        'Cards',
        'Dialog',
        'Dropdowns',
        'Tooltips',
        'Avatars',
        'Hamburger and links',
        'Video player',
      ];
      for (const name of sections) {
        const region = screen.getByRole('region', { name });
        expect(within(contents).getByRole('link', { name })).toHaveAttribute(
          'href',
          `#${region.id}`,
        );
      }
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'prints the §9 numbers from the shared constants',
    async () => {
      await renderStyleGuide();
      const layers = screen.getByRole('table', { name: 'Layers (z-index)' });
      expect(
        within(layers).getByRole('row', { name: `dropdown ${LAYERS.dropdown}` }),
      ).toBeVisible();
      expect(within(layers).getByRole('row', { name: `tooltip ${LAYERS.tooltip}` })).toBeVisible();
      expect(within(layers).getByRole('row', { name: `dialog ${DIALOG_Z_INDEX}` })).toBeVisible();
      const breakpoints = screen.getByRole('table', { name: 'Breakpoints' });
      expect(
        within(breakpoints).getByRole('row', { name: `2xl ${BREAKPOINTS_PX['2xl']} px` }),
      ).toBeVisible();
      expect(within(breakpoints).getByRole('row', { name: 'mobile-menu 991.98 px' })).toBeVisible();
      const containers = screen.getByRole('table', { name: 'Containers and navigation bar' });
      expect(
        within(containers).getByRole('row', { name: `wide ${CONTAINER_MAX_WIDTHS_PX.wide} px` }),
      ).toBeVisible();
      expect(within(containers).getByRole('row', { name: 'nav-height 90 px' })).toBeVisible();
      for (const { name, value } of COLOR_TOKENS) {
        expect(screen.getByText(`--motes-color-${name}`).parentElement).toHaveTextContent(value);
      }
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'shows the button heights, the states and the eight dropdown placements',
    async () => {
      await renderStyleGuide();
      const buttons = screen.getByRole('region', { name: 'Buttons' });
      for (const label of ['xs · 24 px', 'sm · 32 px', 'md · 40 px', 'lg · 48 px']) {
        expect(within(buttons).getAllByRole('button', { name: label })).toHaveLength(4);
      }
      expect(within(buttons).getByRole('button', { name: 'Saving ...' })).toBeDisabled();
      expect(within(buttons).getByRole('button', { name: 'Share' })).toHaveAttribute(
        'aria-disabled',
        'true',
      );
      const dropdowns = screen.getByRole('region', { name: 'Dropdowns' });
      for (const placement of DROPDOWN_PLACEMENTS) {
        expect(within(dropdowns).getByRole('button', { name: placement })).toHaveAttribute(
          'aria-haspopup',
          'menu',
        );
      }
      expect(screen.getByRole('button', { name: 'Play video' })).toBeInTheDocument();
      const avatars = screen.getByRole('region', { name: 'Avatars' });
      expect(within(avatars).getByRole('img', { name: 'Generic avatar' })).toBeInTheDocument();
      expect(within(avatars).getByRole('img', { name: 'Audio note' })).toBeInTheDocument();
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'raises a toast of each type',
    async () => {
      const { user } = await renderStyleGuide();
      await user.click(screen.getByRole('button', { name: 'Show a success toast' }));
      expect(await screen.findByText('Voice note saved.')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Show a error toast' }));
      expect(
        await screen.findByText('The voice note could not be saved. Try again.'),
      ).toBeInTheDocument();
    },
    TEST_TIMEOUT_MS,
  );

  // §4: Escape closes only the top-most dialog.
  it(
    'opens a dialog with a nested dialog that closes first',
    async () => {
      const { user } = await renderStyleGuide();
      await user.click(screen.getByRole('button', { name: 'Open a dialog' }));
      const outer = screen.getByRole('dialog', { name: 'Share a voice note' });
      await user.click(within(outer).getByRole('button', { name: 'Pick a class' }));
      expect(screen.getByRole('dialog', { name: 'Pick a class' })).toBeInTheDocument();
      await user.keyboard('{Escape}');
      await waitFor(() =>
        expect(screen.queryByRole('dialog', { name: 'Pick a class' })).not.toBeInTheDocument(),
      );
      expect(screen.getByRole('dialog', { name: 'Share a voice note' })).toBeInTheDocument();
      expect(screen.getByText('Last closed by: escape')).toBeInTheDocument();
    },
    TEST_TIMEOUT_MS,
  );

  it('has a description for every colour token and type sample (ids built from data)', () => {
    const translator = englishTranslator();
    const built = [
      ...COLOR_TOKENS.map(({ name }) => `style-guide-colour-${name}`),
      ...['display', 'heading', 'body', 'small'].map((sample) => `style-guide-type-${sample}`),
    ];
    expect(built.filter((id) => !translator.has(id))).toEqual([]);
  });
});
