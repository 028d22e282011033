// The handshake inside the real app: the identity store, the /status page and the bridge
// created by createWebIdentity. jsdom has no browser extensions and no `chrome` object, so a
// fake `chrome.runtime` stands in for Chromium's (testing/fakeExtensionRuntime.ts); the real
// one is exercised by e2e/extension/handshake.spec.ts.
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEVELOPMENT_EXTENSION_ID } from '@motes/shared';
import {
  answeringExtension,
  createFakeExtensionRuntime,
  type FakeExtensionRuntime,
} from '../../testing/fakeExtensionRuntime';
import { startFakeIdentityApi, type FakeIdentityApi } from '../../testing/fakeIdentityApi';
import { renderApp, signedInStorage } from '../../testing/renderApp';

let api: FakeIdentityApi;
let runtime: FakeExtensionRuntime;
let detach: () => void;

beforeEach(async () => {
  api = await startFakeIdentityApi();
  runtime = createFakeExtensionRuntime();
  detach = runtime.attach();
});
afterEach(async () => {
  detach();
  await api.close();
});

const ada = { userId: 'user-ada', email: 'ada@school.example' };
const typesSent = () => runtime.sent.map(({ message }) => (message as { type: string }).type);
const sentOfType = (type: string) =>
  runtime.sent.filter(({ message }) => (message as { type: string }).type === type);

describe('website ↔ extension handshake', () => {
  it('§4: /status says the extension is installed, with its version', async () => {
    runtime.install(DEVELOPMENT_EXTENSION_ID, answeringExtension('0.4.0'));
    renderApp('/status', { baseUrl: api.origin });
    expect(await screen.findByText('Extension installed, version 0.4.0')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Browser extension' })).toBeVisible();
  });

  it('§4: /status says it is not installed when no probe is answered', async () => {
    renderApp('/status', { baseUrl: api.origin });
    expect(await screen.findByText('Looking for the Motes extension ...')).toBeVisible();
    expect(
      await screen.findByText('The Motes extension is not installed in this browser.', undefined, {
        timeout: 5000,
      }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Get the Motes extension' })).toBeVisible();
  });

  it('§7 save-identity-data: the detected extension gets the signed-in identity', async () => {
    api.addSession(ada, 'token-ada');
    runtime.install(DEVELOPMENT_EXTENSION_ID, answeringExtension('0.4.0'));
    renderApp('/status', {
      baseUrl: api.origin,
      storage: signedInStorage('token-ada', 'user-ada', 'ada@school.example'),
    });
    await waitFor(() => expect(sentOfType('save-identity-data').length).toBeGreaterThan(0));
    expect(sentOfType('save-identity-data')[0]).toEqual({
      extensionId: DEVELOPMENT_EXTENSION_ID,
      message: {
        type: 'save-identity-data',
        identity: expect.objectContaining({
          accessToken: 'token-ada',
          userId: 'user-ada',
          primaryEmailAddress: 'ada@school.example',
        }) as unknown,
      },
    });
  });

  it('§7: a sign-in broadcasts login and last_login_hostname; a sign-out broadcasts logout', async () => {
    api.addSession(ada, 'token-ada');
    runtime.install(DEVELOPMENT_EXTENSION_ID, answeringExtension('0.4.0'));
    const { identity } = renderApp('/status', { baseUrl: api.origin });
    await screen.findByText('Extension installed, version 0.4.0');
    await waitFor(() => expect(identity.store.getState().phase).toBe('ready'));
    // Anonymous on the website: the extension is told nobody is signed in.
    await waitFor(() =>
      expect(sentOfType('save-identity-data').at(-1)?.message).toEqual({
        type: 'save-identity-data',
        identity: null,
      }),
    );

    await identity.store.completeLogin(
      { accessToken: 'token-ada', userId: 'user-ada', primaryEmailAddress: 'ada@school.example' },
      { withOTL: true, withEmail: true },
    );
    expect(sentOfType('login')[0]?.message).toMatchObject({
      type: 'login',
      user: { accessToken: 'token-ada', userId: 'user-ada' },
    });
    expect(sentOfType('last_login_hostname')[0]?.message).toEqual({
      type: 'last_login_hostname',
      hostname: window.location.hostname,
    });

    const beforeLogout = runtime.sent.length;
    await identity.store.logout();
    expect(typesSent().slice(beforeLogout)).toContain('logout');
    // The broadcast already told the extension: no second message about the same sign-out.
    expect(
      runtime.sent
        .slice(beforeLogout)
        .filter(
          ({ message }) =>
            (message as { type: string; identity?: unknown }).type === 'save-identity-data',
        ),
    ).toEqual([]);
  });
});
