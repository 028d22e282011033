// §2 "Page behaviours" as the layout mounts them: analytics page names (page views), hash
// scroll, the preloader (§9) and error monitoring that stays off by default.
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  COOKIE_CONSENT_STORAGE_KEY,
  PRELOADER_ELEMENT_ID,
  createMemoryStorage,
  createStorageWrapper,
} from '@motes/shared';
import { startFakeIdentityApi, type FakeIdentityApi } from '../../testing/fakeIdentityApi';
import { signedInStorage } from '../../testing/renderApp';
import { renderBehaviours } from './behavioursTestHarness';

let api: FakeIdentityApi;

beforeEach(async () => {
  api = await startFakeIdentityApi();
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await api.close();
});

const pageViews = () =>
  api
    .requestsTo('s/track/everything')
    .map((request) => request.body as { event: string; page?: string })
    .filter((body) => body.event === 'Page Viewed');

function acceptedStorage() {
  const storage = createStorageWrapper(createMemoryStorage());
  storage.set(COOKIE_CONSENT_STORAGE_KEY, { acceptedAt: Date.now(), analytics: true });
  return storage;
}

describe('page views with the §2 analytics page names', () => {
  it('sends one page view per arrival on a named page, with the name only', async () => {
    const { router } = renderBehaviours('/', { baseUrl: api.origin, storage: acceptedStorage() });
    await screen.findByRole('heading', { name: 'Home' });
    await waitFor(() => expect(pageViews()).toHaveLength(1));
    expect(pageViews()[0]).toMatchObject({ event: 'Page Viewed', page: 'home' });
    expect(JSON.stringify(pageViews()[0])).not.toContain('/account');

    await act(() => router.navigate('/pricing'));
    await act(() => router.navigate('/account?tab=profile'));
    await screen.findByRole('heading', { name: 'My account' });
    await act(() => router.navigate('/account#faq'));
    await waitFor(() => expect(pageViews().map((view) => view.page)).toEqual(['home', 'profile']));
  });

  it('sends nothing before the visitor accepts, then counts the page they accept on', async () => {
    const { user } = renderBehaviours('/account', { baseUrl: api.origin });
    await screen.findByRole('heading', { name: 'My account' });
    await waitFor(() => expect(api.requestsTo('i/status').length).toBeGreaterThan(0));
    expect(pageViews()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Accept all' }));
    await waitFor(() => expect(pageViews().map((view) => view.page)).toEqual(['profile']));
  });

  it('sends nothing after "Necessary only"', async () => {
    const { user, router } = renderBehaviours('/', { baseUrl: api.origin });
    await user.click(await screen.findByRole('button', { name: 'Necessary only' }));
    await act(() => router.navigate('/account'));
    await screen.findByRole('heading', { name: 'My account' });
    await act(() => router.navigate('/'));
    await screen.findByRole('heading', { name: 'Home' });
    expect(pageViews()).toEqual([]);
  });

  it('sends a minor the same page view, nothing extra', async () => {
    api.addSession({ userId: 'minor-1', email: 'pupil@school.example', isMinor: true }, 'tok-m');
    const storage = signedInStorage('tok-m', 'minor-1', 'pupil@school.example');
    storage.set(COOKIE_CONSENT_STORAGE_KEY, { acceptedAt: Date.now(), analytics: true });
    renderBehaviours('/account', { baseUrl: api.origin, storage });
    await waitFor(() => expect(pageViews()).toHaveLength(1));
    const { event, page, pageContext } = pageViews()[0] as Record<string, unknown>;
    expect({ event, page }).toEqual({ event: 'Page Viewed', page: 'profile' });
    expect(pageContext).toBeUndefined();
    expect(Object.keys(pageViews()[0]!)).not.toContain('email');
  });
});

describe('hash scroll (§2)', () => {
  it('scrolls smoothly to the element the URL hash names, once', async () => {
    const scrolled: string[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this.id);
    };
    const { router } = renderBehaviours('/pricing#faq', { baseUrl: api.origin });
    await screen.findByRole('heading', { name: 'Pricing' });
    await waitFor(() => expect(scrolled).toEqual(['faq']));
    await act(() => router.navigate('/pricing#faq', { replace: true }));
    expect(scrolled).toEqual(['faq']);
  });
});

describe('preloader (§9)', () => {
  it('is hidden once the first route renders', async () => {
    const preloader = document.createElement('div');
    preloader.id = PRELOADER_ELEMENT_ID;
    document.body.prepend(preloader);
    renderBehaviours('/', { baseUrl: api.origin });
    await screen.findByRole('heading', { name: 'Home' });
    expect(preloader.dataset.state).toBe('hidden');
    preloader.remove();
  });
});

describe('error monitoring', () => {
  it('asks nothing of the server until the visitor accepts analytics', async () => {
    const idle: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    vi.stubGlobal('cancelIdleCallback', () => {});
    renderBehaviours('/', { baseUrl: api.origin });
    await screen.findByRole('heading', { name: 'Home' });
    await waitFor(() => expect(api.requestsTo('i/status').length).toBeGreaterThan(0));
    act(() => idle.forEach((callback) => callback()));
    expect(api.requestsTo('z/client-config')).toEqual([]);
  });

  it('reads the client config when idle once analytics are accepted (off: nothing loads)', async () => {
    const idle: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    vi.stubGlobal('cancelIdleCallback', () => {});
    renderBehaviours('/', { baseUrl: api.origin, storage: acceptedStorage() });
    await screen.findByRole('heading', { name: 'Home' });
    await waitFor(() => expect(idle.length).toBeGreaterThan(1));
    act(() => idle.forEach((callback) => callback()));
    await waitFor(() => expect(api.requestsTo('z/client-config')).toHaveLength(1));
  });
});
