// §7 "A new request aborts the previous one when the request is abortable": one controller
// per abort key; starting a request under a key aborts the one before it.
import type { AbortReason } from './requestResult';

const SUPERSEDED = Symbol('superseded');
const CANCELLED = Symbol('cancelled');

export interface AbortRegistry {
  /** Aborts the request running under `key` (as superseded) and returns a controller for the new one. */
  start(key: string): AbortController;
  /** Forgets `controller` if it is still the one registered under `key`. */
  finish(key: string, controller: AbortController): void;
  /** Aborts the request running under `key` (as cancelled); false when none is running. */
  abort(key: string): boolean;
}

/** Creates an empty registry; each client owns one. */
export function createAbortRegistry(): AbortRegistry {
  const running = new Map<string, AbortController>();
  return {
    start(key) {
      running.get(key)?.abort(SUPERSEDED);
      const controller = new AbortController();
      running.set(key, controller);
      return controller;
    },
    finish(key, controller) {
      if (running.get(key) === controller) running.delete(key);
    },
    abort(key) {
      const controller = running.get(key);
      if (!controller) return false;
      controller.abort(CANCELLED);
      running.delete(key);
      return true;
    },
  };
}

/** Makes `controller` abort (as cancelled) when `signal` does; returns the unlink function. */
export function linkSignal(
  signal: AbortSignal | undefined,
  controller: AbortController,
): () => void {
  if (!signal) return () => {};
  const onAbort = () => controller.abort(CANCELLED);
  if (signal.aborted) onAbort();
  else signal.addEventListener('abort', onAbort, { once: true });
  return () => signal.removeEventListener('abort', onAbort);
}

/** Why a controller made by this module was aborted. */
export function abortReasonOf(signal: AbortSignal): AbortReason {
  return signal.reason === SUPERSEDED ? 'superseded' : 'cancelled';
}
