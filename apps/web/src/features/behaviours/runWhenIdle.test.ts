// §9 "Help widget idle load timeout: 3 s."
import { afterEach, describe, expect, it, vi } from 'vitest';
import { runWhenIdle, type IdleScheduler } from './runWhenIdle';

afterEach(() => vi.useRealTimers());

describe('runWhenIdle', () => {
  it('asks for an idle callback with the §9 3 s timeout', () => {
    const requestIdleCallback = vi.fn((_callback: () => void, _options?: { timeout: number }) => 7);
    const cancelIdleCallback = vi.fn();
    const scheduler = { requestIdleCallback, cancelIdleCallback } as unknown as IdleScheduler;
    const callback = vi.fn();
    const cancel = runWhenIdle(callback, undefined, scheduler);
    expect(requestIdleCallback).toHaveBeenCalledWith(callback, { timeout: 3000 });
    cancel();
    expect(cancelIdleCallback).toHaveBeenCalledWith(7);
  });

  it('waits 3 s where the browser has no idle callbacks', () => {
    vi.useFakeTimers();
    const scheduler: IdleScheduler = {
      setTimeout: (callback, ms) => setTimeout(callback, ms) as unknown as number,
      clearTimeout: (handle) => clearTimeout(handle),
    };
    const callback = vi.fn();
    runWhenIdle(callback, undefined, scheduler);
    vi.advanceTimersByTime(2999);
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledTimes(1);

    const cancelled = vi.fn();
    runWhenIdle(cancelled, undefined, scheduler)();
    vi.advanceTimersByTime(5000);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
