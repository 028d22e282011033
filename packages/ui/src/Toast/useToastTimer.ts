import { useEffect, useRef } from 'react';

/**
 * Calls `onExpire` once `durationMs` of unpaused time has passed. Pausing keeps the time
 * left (WCAG 2.2.1: a user reading or pointing at a toast gets to finish); a new
 * `revision` starts the full duration again.
 */
export function useToastTimer(
  durationMs: number,
  paused: boolean,
  revision: number,
  onExpire: () => void,
): void {
  const remainingMs = useRef(durationMs);
  const timedRevision = useRef(revision);
  const expire = useRef(onExpire);

  useEffect(() => {
    expire.current = onExpire;
  }, [onExpire]);

  useEffect(() => {
    if (timedRevision.current !== revision) {
      timedRevision.current = revision;
      remainingMs.current = durationMs;
    }
    if (paused || !Number.isFinite(durationMs)) return;
    const startedAt = Date.now();
    const timer = setTimeout(() => expire.current(), Math.max(0, remainingMs.current));
    return () => {
      clearTimeout(timer);
      remainingMs.current -= Date.now() - startedAt;
    };
  }, [durationMs, paused, revision]);
}
