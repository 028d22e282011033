// §8 403 handlers in isolation: failures to send the extension's logout message are reported,
// never thrown into the request that got the 403.
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './apiError';
import { createExtension403Handler, createWebsite403Handler } from './forbiddenHandlers';

const forbidden = new ApiError({ status: 403, method: 'GET', url: '/api/m/list', body: null });

describe('§8 403 handlers', () => {
  it('§8 extension: a rejected or throwing sendMessage goes to onSendError', async () => {
    const onSendError = vi.fn();
    createExtension403Handler(
      () => Promise.reject(new Error('no receiver')),
      onSendError,
    )(forbidden);
    createExtension403Handler(() => {
      throw new Error('context invalidated');
    }, onSendError)(forbidden);
    await vi.waitFor(() => expect(onSendError).toHaveBeenCalledTimes(2));
  });

  it('§2 website: navigates to the forced sign-out URL for the current path', () => {
    const navigate = vi.fn();
    createWebsite403Handler(navigate, () => '/')(forbidden);
    expect(navigate).toHaveBeenCalledWith('/login?force=1&error=403&returnTo=%2F');
  });
});
