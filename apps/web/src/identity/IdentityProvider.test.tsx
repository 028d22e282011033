import { render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_HEADER, ATTRIBUTION_STORAGE_KEY, LAST_USER_ID_HEADER } from '@motes/shared';
import { startFakeIdentityApi, type FakeIdentityApi } from '../testing/fakeIdentityApi';
import { renderApp, signedInStorage } from '../testing/renderApp';
import { useIdentity } from './IdentityProvider';

let api: FakeIdentityApi;

beforeEach(async () => {
  api = await startFakeIdentityApi();
});
afterEach(async () => {
  await api.close();
});

describe('identity wiring', () => {
  // §7 common headers: the access token and the last user id come from the identity store.
  it("sends the store's token and last user id on API calls", async () => {
    api.addSession({ userId: 'user-ada', email: 'ada@school.example' }, 'token-ada');
    // The status page asks the API for its health as soon as it shows.
    renderApp('/status', {
      baseUrl: api.origin,
      storage: signedInStorage('token-ada', 'user-ada', 'ada@school.example'),
    });
    await waitFor(() => expect(api.requestsTo('z/health')).toHaveLength(1), { timeout: 5000 });
    const health = api.requestsTo('z/health')[0];
    expect(health?.headers[ACCESS_TOKEN_HEADER]).toBe('Bearer token-ada');
    expect(health?.headers[LAST_USER_ID_HEADER]).toBe('user-ada');
  });

  it('starts the store once and reaches ready with the status (§4 idle → ready)', async () => {
    const { identity } = renderApp('/', { baseUrl: api.origin });
    expect(identity.store.getState().phase).toBe('idle');
    await waitFor(() => expect(identity.store.getState().phase).toBe('ready'));
    expect(api.requestsTo('i/status')).toHaveLength(1);
  });

  it('refuses use outside the provider with a clear message', () => {
    function Orphan() {
      useIdentity();
      return null;
    }
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Orphan />)).toThrow('useIdentity needs an <IdentityProvider> above it');
    vi.restoreAllMocks();
  });
});

// §3 attribution parameters and §7 utm action: captured when the visitor lands.
describe('entry attribution', () => {
  it('keeps the utm fields of the landing page and sends the utm action once', async () => {
    window.history.replaceState(null, '', '/?utm_source=newsletter&utm_campaign=autumn');
    try {
      const { identity } = renderApp('/', { baseUrl: api.origin });
      await waitFor(() => expect(api.requestsTo('s/event')).toHaveLength(1));
      expect(api.requestsTo('s/event')[0]?.body).toMatchObject({
        type: 'utmAction',
        variables: { utm_source: 'newsletter', utm_campaign: 'autumn' },
      });
      expect(identity.storage.get(ATTRIBUTION_STORAGE_KEY)).toEqual({
        utm_source: 'newsletter',
        utm_campaign: 'autumn',
      });
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });
});
