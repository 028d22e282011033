import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAutoAdvance, wrapIndex, type AutoAdvanceOptions } from './autoAdvance';
import { isRotationPlaying } from './RotationToggle';

describe('wrapIndex', () => {
  it('loops past either end', () => {
    expect(wrapIndex(4, 4)).toBe(0);
    expect(wrapIndex(-1, 4)).toBe(3);
    expect(wrapIndex(9, 4)).toBe(1);
    expect(wrapIndex(3, 0)).toBe(0);
  });
});

describe('useAutoAdvance', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const render = (options: AutoAdvanceOptions) =>
    renderHook((props: AutoAdvanceOptions) => useAutoAdvance(props), { initialProps: options });
  const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

  it('moves on every interval and loops to the first after the last', () => {
    const { result } = render({ count: 3, intervalMs: 5000, paused: false });
    advance(4999);
    expect(result.current.index).toBe(0);
    advance(1);
    expect(result.current.index).toBe(1);
    advance(5000);
    advance(5000);
    expect(result.current.index).toBe(0);
  });

  it('holds while paused and gives a full interval after resuming', () => {
    const { result, rerender } = render({ count: 3, intervalMs: 4000, paused: false });
    advance(3000);
    rerender({ count: 3, intervalMs: 4000, paused: true });
    advance(60_000);
    expect(result.current.index).toBe(0);
    rerender({ count: 3, intervalMs: 4000, paused: false });
    advance(3999);
    expect(result.current.index).toBe(0);
    advance(1);
    expect(result.current.index).toBe(1);
  });

  it('restarts the interval when the user picks an item', () => {
    const { result } = render({ count: 4, intervalMs: 4000, paused: false });
    advance(3000);
    act(() => result.current.select(2));
    advance(3000);
    expect(result.current.index).toBe(2);
    advance(1000);
    expect(result.current.index).toBe(3);
    act(() => result.current.next());
    expect(result.current.index).toBe(0);
    act(() => result.current.previous());
    expect(result.current.index).toBe(3);
  });

  it('never moves a single item', () => {
    const { result } = render({ count: 1, intervalMs: 1000, paused: false });
    advance(10_000);
    expect(result.current.index).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('isRotationPlaying', () => {
  it('plays unless reduced motion is asked for, and the user choice wins', () => {
    expect(isRotationPlaying(null, false)).toBe(true);
    expect(isRotationPlaying(null, true)).toBe(false);
    expect(isRotationPlaying('play', true)).toBe(true);
    expect(isRotationPlaying('pause', false)).toBe(false);
  });
});
