// §8 message texts
import { describe, expect, it } from 'vitest';
import {
  ROUTE_NOT_HANDLED_MESSAGE,
  networkFailureMessage,
  requestFailedMessage,
  requestTimedOutMessage,
} from './messages';

describe('§8 message texts', () => {
  it('HTTP failure', () => {
    expect(requestFailedMessage(500, 'post', 'https://x.test/api/m/list')).toBe(
      'Request failed with status code 500: POST https://x.test/api/m/list',
    );
  });

  it('timeout', () => {
    expect(requestTimedOutMessage('GET', '/api/i/status')).toBe(
      'Request timed out: GET /api/i/status',
    );
  });

  it('§7 unknown route', () => {
    expect(ROUTE_NOT_HANDLED_MESSAGE).toBe('Domain/Route is not handled');
  });

  it('network failure (ours, §8 is silent)', () => {
    expect(networkFailureMessage('get', '/api/z/health')).toBe('Network error: GET /api/z/health');
  });
});
