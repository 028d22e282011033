// §7 route groups, §9 Timing (API timeouts)
import { describe, expect, it } from 'vitest';
import {
  API_PREFIX,
  FIRST_CLASS_RETRIES,
  FIRST_CLASS_TIMEOUT_MS,
  RETRY_TIMEOUT_INCREMENT_MS,
  ROUTE_GROUPS,
  SECOND_CLASS_RETRIES,
  SECOND_CLASS_TIMEOUT_MS,
  resolveRouteGroup,
  routeAttemptTimeoutMs,
  routeRetriesFor,
  stripApiVersion,
} from './routeGroups';

describe('§7 route groups', () => {
  it('§9 uses the spec numbers exactly', () => {
    expect(API_PREFIX).toBe('api/');
    expect(FIRST_CLASS_TIMEOUT_MS).toBe(4000);
    expect(FIRST_CLASS_RETRIES).toBe(3);
    expect(SECOND_CLASS_TIMEOUT_MS).toBe(5000);
    expect(SECOND_CLASS_RETRIES).toBe(0);
    expect(RETRY_TIMEOUT_INCREMENT_MS).toBe(4000);
  });

  it.each(['a', 'm', 'i', 'c'])('§7 %s/ is first class: 4 s, 3 retries for get and post', (g) => {
    expect(resolveRouteGroup(`${g}/anything`)).toEqual({
      group: g,
      timeoutMs: 4000,
      retries: 3,
      retryMethods: ['get', 'post'],
    });
  });

  it.each(['b', 'd', 'f', 's', 't', 'u', 'x', 'z'])(
    '§7 %s/ is second class: 5 s, no retry',
    (g) => {
      expect(resolveRouteGroup(`${g}/anything`)).toEqual({
        group: g,
        timeoutMs: 5000,
        retries: 0,
        retryMethods: [],
      });
    },
  );

  it('§7 lists exactly twelve groups', () => {
    expect(Object.keys(ROUTE_GROUPS).sort().join('')).toBe('abcdfimstuxz');
  });

  it('§7 reads the letter after an optional v1/ and a leading slash', () => {
    for (const path of ['i/status', '/i/status', 'v1/i/status', '/v1/i/status']) {
      expect(resolveRouteGroup(path).group).toBe('i');
    }
    expect(stripApiVersion('/v1/i/signIn/clientOTL')).toBe('i/signIn/clientOTL');
    expect(resolveRouteGroup('s/track/everything').group).toBe('s');
  });

  it.each(['e/x', 'v1/e/x', 'v2/i/status', '', '/', 'v1/', 'M/list', 'locales/en-US.ftl'])(
    "§7 '%s' raises 'Domain/Route is not handled'",
    (path) => {
      expect(() => resolveRouteGroup(path)).toThrow(new Error('Domain/Route is not handled'));
    },
  );

  it('§7 retries apply to get and post only', () => {
    const motes = resolveRouteGroup('m/list');
    expect(routeRetriesFor(motes, 'get')).toBe(3);
    expect(routeRetriesFor(motes, 'post')).toBe(3);
    expect(routeRetriesFor(motes, 'put')).toBe(0);
    expect(routeRetriesFor(motes, 'delete')).toBe(0);
    expect(routeRetriesFor(resolveRouteGroup('t/tts'), 'get')).toBe(0);
  });

  it('§7 each retry timeout grows by 4000 ms', () => {
    expect([0, 1, 2, 3].map((attempt) => routeAttemptTimeoutMs(4000, attempt))).toEqual([
      4000, 8000, 12000, 16000,
    ]);
    expect(routeAttemptTimeoutMs(40, 2, 40)).toBe(120);
  });
});
