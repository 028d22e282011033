// §2 "A cookie consent banner is shown until accepted"; §5/§9 valid 365 days, shown again when
// expired or the stored value is unreadable.
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  COOKIE_CONSENT_STORAGE_KEY,
  createMemoryStorage,
  createStorageWrapper,
} from '@motes/shared';
import { startFakeIdentityApi, type FakeIdentityApi } from '../../testing/fakeIdentityApi';
import { renderBehaviours } from './behavioursTestHarness';

const DAY = 24 * 60 * 60 * 1000;
let api: FakeIdentityApi;

beforeEach(async () => {
  api = await startFakeIdentityApi();
});
afterEach(async () => {
  await api.close();
});

const banner = () => screen.queryByRole('region', { name: 'Cookie consent' });

describe('CookieConsentBanner', () => {
  it('is a named region, not a dialog, with both choices and the privacy notice', async () => {
    renderBehaviours('/', { baseUrl: api.origin });
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(banner()).toHaveTextContent(/keep you signed in/);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read our privacy notice' })).toHaveAttribute(
      'href',
      '/privacy?tab=gdpr',
    );
    expect(screen.getByRole('button', { name: 'Accept all' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Necessary only' })).toBeInTheDocument();
  });

  it('is reached and answered by keyboard; focus stays in the page', async () => {
    const storage = createStorageWrapper(createMemoryStorage());
    const { user } = renderBehaviours('/', { baseUrl: api.origin, storage });
    await screen.findByRole('heading', { name: 'Home' });
    await user.tab();
    expect(screen.getByRole('link', { name: 'Read our privacy notice' })).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Accept all' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(banner()).not.toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveFocus();
    const stored = storage.get(COOKIE_CONSENT_STORAGE_KEY) as { acceptedAt: number };
    expect(Math.abs(stored.acceptedAt - Date.now())).toBeLessThan(60_000);
  });

  it('stays hidden on the next visit after an answer, for 365 days', async () => {
    const storage = createStorageWrapper(createMemoryStorage());
    storage.set(COOKIE_CONSENT_STORAGE_KEY, {
      acceptedAt: Date.now() - 364 * DAY,
      analytics: false,
    });
    renderBehaviours('/', { baseUrl: api.origin, storage });
    await screen.findByRole('heading', { name: 'Home' });
    expect(banner()).not.toBeInTheDocument();
  });

  it.each([
    ['an answer older than 365 days', { acceptedAt: Date.now() - 366 * DAY }],
    ['an unreadable stored value', 'accepted!'],
  ])('shows again after %s', async (_, stored) => {
    const storage = createStorageWrapper(createMemoryStorage());
    storage.set(COOKIE_CONSENT_STORAGE_KEY, stored);
    renderBehaviours('/', { baseUrl: api.origin, storage });
    await screen.findByRole('heading', { name: 'Home' });
    expect(banner()).toBeInTheDocument();
  });

  it('records "Necessary only" as an answer that keeps analytics off', async () => {
    const storage = createStorageWrapper(createMemoryStorage());
    const { user } = renderBehaviours('/', { baseUrl: api.origin, storage });
    await user.click(await screen.findByRole('button', { name: 'Necessary only' }));
    expect(banner()).not.toBeInTheDocument();
    expect(storage.get(COOKIE_CONSENT_STORAGE_KEY)).toMatchObject({ analytics: false });
  });

  it('tells the page how tall it is while it shows, so the help button can move up', async () => {
    const { user } = renderBehaviours('/', { baseUrl: api.origin });
    await screen.findByRole('heading', { name: 'Home' });
    const property = () =>
      document.documentElement.style.getPropertyValue('--motes-cookie-banner-block-size');
    expect(property()).toMatch(/px$/);
    await user.click(screen.getByRole('button', { name: 'Accept all' }));
    await waitFor(() => expect(property()).toBe(''));
  });
});
