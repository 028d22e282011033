// §7 generic HTTP client defaults and polling helper, §9 Timing
import { describe, expect, it } from 'vitest';
import {
  HTTP_BACKOFF_FACTOR_MS,
  HTTP_DEFAULT_RETRIES,
  HTTP_DEFAULT_TIMEOUT_MS,
  HTTP_RETRY_METHODS,
  HTTP_RETRY_STATUSES,
  POLL_INTERVAL_MS,
  POLL_TOTAL_MS,
  httpBackoffMs,
} from './httpDefaults';
import { normalizeHttpMethod } from './httpMethod';

describe('§7 generic HTTP client defaults', () => {
  it('§9 10 s timeout, 2 retries', () => {
    expect(HTTP_DEFAULT_TIMEOUT_MS).toBe(10_000);
    expect(HTTP_DEFAULT_RETRIES).toBe(2);
  });

  it('§7 retries get, put, head, delete, options, trace on 408/413/429/500/502/503/504', () => {
    expect(HTTP_RETRY_METHODS).toEqual(['get', 'put', 'head', 'delete', 'options', 'trace']);
    expect(HTTP_RETRY_STATUSES).toEqual([408, 413, 429, 500, 502, 503, 504]);
  });

  it('§7 backoff is 0.3 * 2^(n-1) s', () => {
    expect(HTTP_BACKOFF_FACTOR_MS).toBe(300);
    expect([1, 2, 3].map((n) => httpBackoffMs(n))).toEqual([300, 600, 1200]);
    expect(httpBackoffMs(2, 10)).toBe(20);
    expect(() => httpBackoffMs(0)).toThrow(RangeError);
  });

  it('§9 polling: 2000 ms interval, 120000 ms total', () => {
    expect(POLL_INTERVAL_MS).toBe(2000);
    expect(POLL_TOTAL_MS).toBe(120_000);
  });

  it('normalises method names', () => {
    expect(normalizeHttpMethod('POST')).toBe('post');
    expect(() => normalizeHttpMethod('BREW')).toThrow('Unsupported HTTP method: BREW');
  });
});
