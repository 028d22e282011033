// §9 access-token cookie written through document.cookie (jsdom's real cookie jar).
import { afterEach, describe, expect, it } from 'vitest';
import { createApiClient } from '@motes/api-client';
import { createMemoryStorage, createStorageWrapper } from '@motes/shared';
import { accessTokenCookieAttributes, createDocumentCookieJar } from './accessTokenCookie';
import { createIdentityStore } from './identityStore';

afterEach(() => {
  document.cookie = 'motes_access_token=; Max-Age=0; Path=/';
});

describe('§9 access-token cookie', () => {
  it('§9 90 days, SameSite lax, path /; Secure only when asked (https pages)', () => {
    expect(accessTokenCookieAttributes(false)).toEqual({
      maxAgeSeconds: 90 * 24 * 60 * 60,
      sameSite: 'Lax',
      path: '/',
      secure: false,
    });
    expect(accessTokenCookieAttributes(true, 'motes.test')).toMatchObject({
      secure: true,
      domain: 'motes.test',
    });
  });

  it('sets and removes the cookie in the document', () => {
    const jar = createDocumentCookieJar(document);
    const attributes = accessTokenCookieAttributes(false);
    jar.set('motes_access_token', 'token-1', attributes);
    expect(document.cookie).toContain('motes_access_token=token-1');
    jar.remove('motes_access_token', attributes);
    expect(document.cookie).not.toContain('motes_access_token');
  });

  it('is the default jar of a website store', async () => {
    const storage = createStorageWrapper(createMemoryStorage());
    const store = createIdentityStore({
      apiClient: createApiClient({
        baseUrl: 'http://127.0.0.1:9',
        clientType: 'website',
        clientVersion: 'test',
        environment: 'test',
        getAccessToken: () => undefined,
        getDeviceId: () => 'd',
        getLastUserId: () => undefined,
      }),
      storage,
      clientType: 'website',
      tabSync: false,
    });
    // No server on port 9: the login's refresh fails, the cookie is set before it.
    await store.completeLogin(
      { accessToken: 'token-9', userId: 'u', primaryEmailAddress: 'u@x.test' },
      { withOTL: false, withEmail: false },
    );
    expect(document.cookie).toContain('motes_access_token=token-9');
    store.dispose();
  });
});
