// §2 seasonal logo (normal, halloween, christmas; only when the holiday feature and its visual
// flag are on), §4 "Seasonal feature" (on by default only in a holiday period with no stored
// choice), §3/§9 the stored setting under seasonal-holiday-enabled / seasonal-holiday-features.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  SEASONAL_STORAGE_KEYS,
  createMemoryStorage,
  createStorageWrapper,
  type StorageWrapper,
} from '@motes/shared';
import { LocalizationProvider } from '@motes/ui';
import { IdentityProvider } from '../../identity/IdentityProvider';
import { createWebIdentity } from '../../identity/webIdentity';
import { startFakeIdentityApi, type FakeIdentityApi } from '../../testing/fakeIdentityApi';
import { createTestCookieJar } from '../../testing/renderApp';
import { englishTranslator } from '../../testing/testTranslator';
import { BrandLogo } from './BrandLogo';
import { SeasonalLogo } from './SeasonalLogo';
import { SeasonalTouchesToggle } from './SeasonalTouchesToggle';

const HALLOWEEN = new Date(2026, 9, 31, 12);
const CHRISTMAS_EVE = new Date(2026, 11, 24, 12);
const NEW_YEAR = new Date(2027, 0, 1, 12);
const ORDINARY_DAY = new Date(2026, 5, 10, 12);

let api: FakeIdentityApi;
beforeEach(async () => {
  api = await startFakeIdentityApi();
});
afterEach(async () => {
  await api.close();
});

function renderWithStorage(children: React.ReactNode, storage: StorageWrapper) {
  const identity = createWebIdentity({
    baseUrl: api.origin,
    storage,
    tabSync: false,
    cookies: createTestCookieJar(),
  });
  return render(
    <IdentityProvider identity={identity}>
      <LocalizationProvider translator={englishTranslator()}>{children}</LocalizationProvider>
    </IdentityProvider>,
  );
}

const memory = () => createStorageWrapper(createMemoryStorage());
const logoVariant = () => document.querySelector('.brand-logo')?.getAttribute('data-variant');

describe('BrandLogo', () => {
  it.each(['normal', 'halloween', 'christmas'] as const)(
    'reads as the brand name in the %s variant',
    (variant) => {
      render(
        <a href="/">
          <BrandLogo variant={variant} />
        </a>,
      );
      expect(screen.getByRole('link', { name: 'Motes' })).toBeInTheDocument();
      expect(logoVariant()).toBe(variant);
    },
  );

  it('names the mark when shown without the word', () => {
    render(<BrandLogo markOnly />);
    expect(screen.getByRole('img', { name: 'Motes' })).toBeInTheDocument();
  });

  it('gives each logo its own gradient id', () => {
    render(
      <>
        <BrandLogo />
        <BrandLogo />
      </>,
    );
    const ids = [...document.querySelectorAll('linearGradient')].map((gradient) => gradient.id);
    expect(new Set(ids).size).toBe(2);
  });
});

describe('SeasonalLogo', () => {
  it.each([
    [HALLOWEEN, 'halloween'],
    [CHRISTMAS_EVE, 'christmas'],
    [NEW_YEAR, 'christmas'],
    [ORDINARY_DAY, 'normal'],
  ])('with no stored choice, on %s shows the %s logo', (today, variant) => {
    renderWithStorage(<SeasonalLogo today={today} />, memory());
    expect(logoVariant()).toBe(variant);
  });

  it('follows a stored choice during a holiday: off, or visual flag off', () => {
    const off = memory();
    off.set(SEASONAL_STORAGE_KEYS.enabled, false);
    const { unmount } = renderWithStorage(<SeasonalLogo today={HALLOWEEN} />, off);
    expect(logoVariant()).toBe('normal');
    unmount();

    const noVisual = memory();
    noVisual.set(SEASONAL_STORAGE_KEYS.enabled, true);
    noVisual.set(SEASONAL_STORAGE_KEYS.features, { sound: true, visual: false });
    renderWithStorage(<SeasonalLogo today={CHRISTMAS_EVE} />, noVisual);
    expect(logoVariant()).toBe('normal');
  });

  it('stays normal outside the holiday periods whatever is stored', () => {
    const on = memory();
    on.set(SEASONAL_STORAGE_KEYS.enabled, true);
    on.set(SEASONAL_STORAGE_KEYS.features, { sound: true, visual: true });
    renderWithStorage(<SeasonalLogo today={ORDINARY_DAY} />, on);
    expect(logoVariant()).toBe('normal');
  });
});

describe('SeasonalTouchesToggle', () => {
  it('shows the default (all on) and stores the choice under the §9 keys; the logo follows', async () => {
    const user = userEvent.setup();
    const storage = memory();
    renderWithStorage(
      <>
        <SeasonalLogo today={HALLOWEEN} />
        <SeasonalTouchesToggle />
      </>,
      storage,
    );
    const group = screen.getByRole('group', { name: 'Seasonal touches' });
    expect(group).toHaveAccessibleDescription(/Halloween \(October 31\)/);
    const enabled = screen.getByRole('checkbox', { name: 'Holiday touches' });
    const sound = screen.getByRole('checkbox', { name: 'Holiday recording sounds' });
    const visual = screen.getByRole('checkbox', { name: 'Holiday logo' });
    expect([enabled, sound, visual].every((box) => (box as HTMLInputElement).checked)).toBe(true);
    expect(logoVariant()).toBe('halloween');

    await user.click(visual);
    expect(storage.get(SEASONAL_STORAGE_KEYS.enabled)).toBe(true);
    expect(storage.get(SEASONAL_STORAGE_KEYS.features)).toEqual({ sound: true, visual: false });
    expect(logoVariant()).toBe('normal');

    await user.click(visual);
    await user.click(enabled);
    expect(storage.get(SEASONAL_STORAGE_KEYS.enabled)).toBe(false);
    expect(sound).toBeDisabled();
    expect(visual).toBeDisabled();
    expect(logoVariant()).toBe('normal');
  });
});
