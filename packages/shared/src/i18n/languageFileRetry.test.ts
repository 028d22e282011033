import { describe, expect, it, vi } from 'vitest';
import {
  LANGUAGE_FILE_FIRST_RETRY_WAIT_MS,
  LANGUAGE_FILE_MAX_RETRIES,
  LANGUAGE_FILE_RETRY_WAITS_MS,
  loadWithRetries,
} from './languageFileRetry';

// §5 "Language-file loading retries up to 5 times with a 350 ms wait that doubles."
describe('language-file retry schedule (§5)', () => {
  it('retries up to 5 times, waiting 350 ms and doubling', () => {
    expect(LANGUAGE_FILE_MAX_RETRIES).toBe(5);
    expect(LANGUAGE_FILE_FIRST_RETRY_WAIT_MS).toBe(350);
    expect(LANGUAGE_FILE_RETRY_WAITS_MS).toEqual([350, 700, 1400, 2800, 5600]);
  });
});

describe('loadWithRetries (§5)', () => {
  it('returns at once when the first load succeeds', async () => {
    const sleep = vi.fn(async () => {});
    const load = vi.fn(async () => 'fr');
    await expect(loadWithRetries(load, { sleep })).resolves.toBe('fr');
    expect(load).toHaveBeenCalledTimes(1);
    expect(sleep).not.toHaveBeenCalled();
  });

  it('waits 350, 700 ms between failures and returns the first success', async () => {
    const sleep = vi.fn(async (_ms: number) => {});
    const load = vi
      .fn<(attempt: number) => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue('loaded');
    await expect(loadWithRetries(load, { sleep })).resolves.toBe('loaded');
    expect(sleep.mock.calls.map(([ms]) => ms)).toEqual([350, 700]);
    expect(load.mock.calls.map(([attempt]) => attempt)).toEqual([0, 1, 2]);
  });

  it('gives up after the first try plus 5 retries with the last error', async () => {
    const sleep = vi.fn(async (_ms: number) => {});
    const onRetry = vi.fn();
    let calls = 0;
    const load = async () => {
      calls += 1;
      throw new Error(`failure ${calls}`);
    };
    await expect(loadWithRetries(load, { sleep, onRetry })).rejects.toThrow('failure 6');
    expect(calls).toBe(6);
    expect(sleep.mock.calls.map(([ms]) => ms)).toEqual([350, 700, 1400, 2800, 5600]);
    expect(onRetry.mock.calls.map(([, retry, ms]) => [retry, ms])).toEqual([
      [1, 350],
      [2, 700],
      [3, 1400],
      [4, 2800],
      [5, 5600],
    ]);
  });

  it('stops early when shouldRetry refuses', async () => {
    const sleep = vi.fn(async () => {});
    const load = vi.fn(async () => {
      throw new Error('404');
    });
    await expect(loadWithRetries(load, { sleep, shouldRetry: () => false })).rejects.toThrow('404');
    expect(load).toHaveBeenCalledTimes(1);
    expect(sleep).not.toHaveBeenCalled();
  });

  it('waits with real timers by default', async () => {
    vi.useFakeTimers();
    try {
      let calls = 0;
      const promise = loadWithRetries(async () => {
        calls += 1;
        if (calls < 2) throw new Error('once');
        return 'ok';
      });
      await vi.advanceTimersByTimeAsync(349);
      expect(calls).toBe(1);
      await vi.advanceTimersByTimeAsync(1);
      await expect(promise).resolves.toBe('ok');
      expect(calls).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
