// Test helper for the marketing page tests: the real app at a path, against the fake
// identity API on 127.0.0.1 (each page's header talks to it), started and stopped per test.
import { screen } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { startFakeIdentityApi, type FakeIdentityApi } from '../../../../testing/fakeIdentityApi';
import { renderApp, type RenderedApp } from '../../../../testing/renderApp';

/**
 * How long to wait for a page's h1. The first visit of a test file compiles the lazy page
 * module, which takes a few seconds on a busy machine.
 */
export const FIRST_LOAD_TIMEOUT_MS = 15_000;

/** Starts the fake API before each test of the calling file and closes it after. */
export function withFakeIdentityApi(): () => FakeIdentityApi {
  let api: FakeIdentityApi | undefined;
  beforeEach(async () => {
    api = await startFakeIdentityApi();
  });
  afterEach(async () => {
    await api?.close();
    api = undefined;
  });
  return () => {
    if (!api) throw new Error('The fake API runs only inside a test');
    return api;
  };
}

/** Renders the app at `path` and waits for the page's h1 (the lazy route has loaded). */
export async function renderMarketingPage(
  api: FakeIdentityApi,
  path: string,
  heading: string | RegExp,
): Promise<RenderedApp & { h1: HTMLElement }> {
  const app = renderApp(path, { baseUrl: api.origin });
  const h1 = await screen.findByRole(
    'heading',
    { level: 1, name: heading },
    { timeout: FIRST_LOAD_TIMEOUT_MS },
  );
  return { ...app, h1 };
}
