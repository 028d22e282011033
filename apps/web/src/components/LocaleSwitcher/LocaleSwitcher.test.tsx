import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { UX_LOCALE_STORAGE_KEY, createMemoryStorage, createStorageWrapper } from '@motes/shared';
import { startFakeIdentityApi, type FakeIdentityApi } from '../../testing/fakeIdentityApi';
import { renderApp } from '../../testing/renderApp';

// Rendering the app and loading a locale file take a while on a busy machine.
const SLOW = { timeout: 5000 };

let api: FakeIdentityApi;

beforeEach(async () => {
  api = await startFakeIdentityApi();
});
afterEach(async () => {
  await api.close();
  document.documentElement.lang = '';
  document.documentElement.dir = '';
});

describe('locale switcher (issue 4 "a locale switcher")', () => {
  it('lists every interface language by its own name, marked with its language', async () => {
    renderApp('/', { baseUrl: api.origin });
    const select = await within(await screen.findByRole('contentinfo', {}, SLOW)).findByRole(
      'combobox',
      {
        name: 'Language',
      },
    );
    const options = within(select).getAllByRole('option');
    expect(options.map((option) => [option.textContent, option.getAttribute('lang')])).toEqual([
      ['English (US)', 'en-US'],
      ['English (UK)', 'en-GB'],
      ['Français', 'fr'],
      ['Español', 'es'],
      ['العربية', 'ar'],
      ['中文（简体）', 'zh-CN'],
    ]);
    expect(select).toHaveValue('en-US');
  });

  it('turns the page right to left for Arabic, remembers it, and back', async () => {
    const storage = createStorageWrapper(createMemoryStorage());
    const { user } = renderApp('/', { baseUrl: api.origin, storage });
    const select = await within(await screen.findByRole('contentinfo', {}, SLOW)).findByRole(
      'combobox',
    );

    await user.selectOptions(select, 'ar');
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'), SLOW);
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(storage.get(UX_LOCALE_STORAGE_KEY)).toBe('ar');
    // The Arabic file is loaded: the bar reads in Arabic.
    expect(screen.getByRole('navigation', { name: 'القائمة الرئيسية' })).toBeVisible();
    expect(screen.getAllByRole('link', { name: 'المنتج' })[0]).toBeVisible();

    await user.selectOptions(screen.getByRole('combobox'), 'en-GB');
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'ltr'), SLOW);
    expect(document.documentElement).toHaveAttribute('lang', 'en-GB');
    // The British file is loaded: its spelling shows in the footer.
    expect(await screen.findByRole('link', { name: 'Privacy Centre' }, SLOW)).toBeInTheDocument();
  });
});
