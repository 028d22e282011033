import { useCallback, useEffect, useState } from 'react';

/** `index` wrapped into `0 … count - 1`, so stepping past either end loops round. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

/** Options of {@link useAutoAdvance}. */
export interface AutoAdvanceOptions {
  /** How many items take turns. Fewer than two never advance. */
  count: number;
  /** How long each item stays, in ms. */
  intervalMs: number;
  /** Holds the current item (a dialog is open, the pointer or focus is inside, the user paused). */
  paused: boolean;
}

/** What {@link useAutoAdvance} gives back. */
export interface AutoAdvance {
  index: number;
  /** Shows item `index` (wrapped); the interval starts again from it. */
  select: (index: number) => void;
  next: () => void;
  previous: () => void;
}

/**
 * Which item of a rotating set is showing: it moves to the next every `intervalMs` unless
 * `paused`, and after the last comes the first. Every change, by the timer or the user,
 * starts a full interval, so an item the user picked never flips away at once.
 */
export function useAutoAdvance({ count, intervalMs, paused }: AutoAdvanceOptions): AutoAdvance {
  const [rawIndex, setRawIndex] = useState(0);
  const index = wrapIndex(rawIndex, count);

  useEffect(() => {
    if (paused || count < 2) return;
    const timer = setTimeout(
      () => setRawIndex((current) => wrapIndex(current + 1, count)),
      intervalMs,
    );
    return () => clearTimeout(timer);
  }, [index, paused, count, intervalMs]);

  const select = useCallback((next: number) => setRawIndex(wrapIndex(next, count)), [count]);
  const next = useCallback(() => setRawIndex((current) => wrapIndex(current + 1, count)), [count]);
  const previous = useCallback(
    () => setRawIndex((current) => wrapIndex(current - 1, count)),
    [count],
  );
  return { index, select, next, previous };
}
