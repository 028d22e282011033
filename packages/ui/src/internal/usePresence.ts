import { useEffect, useState } from 'react';

/** Where an animated piece is in its life: shown, or playing its leave animation. */
export type PresenceState = 'open' | 'closed';

/**
 * Keeps a piece mounted for `durationMs` after `open` turns false, so its leave animation
 * can play (§4 "Dialog": mounted, open or closed). The enter animation is a CSS animation
 * that runs when the element mounts; `state` drives the `data-state` attribute.
 */
export function usePresence(
  open: boolean,
  durationMs: number,
): { mounted: boolean; state: PresenceState } {
  const [mounted, setMounted] = useState(open);
  const [previousOpen, setPreviousOpen] = useState(open);
  // Adjusting state while rendering (not in an effect) mounts the piece in the same pass.
  if (open !== previousOpen) {
    setPreviousOpen(open);
    if (open) setMounted(true);
  }

  useEffect(() => {
    if (open || !mounted) return;
    const timer = setTimeout(() => setMounted(false), Math.max(0, durationMs));
    return () => clearTimeout(timer);
  }, [open, mounted, durationMs]);

  return { mounted: mounted || open, state: open ? 'open' : 'closed' };
}
