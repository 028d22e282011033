import type { ReactNode } from 'react';
import { TOAST_DURATION_MS, TOAST_MAX_VISIBLE } from '@motes/shared';
import type { ToastOptions, ToastRecord, ToastType } from './toastTypes';

type TypedShow = (message: ReactNode, options?: Omit<ToastOptions, 'type'>) => string;

/**
 * The toast queue, independent of React so that any code (an API error handler, the
 * identity store's listeners) can raise a toast. One per app; the `<ToastRegion>` renders it.
 */
export interface Toaster {
  /** Shows a toast (or replaces the one with the same `id`) and returns its id. */
  show(message: ReactNode, options?: ToastOptions): string;
  success: TypedShow;
  error: TypedShow;
  info: TypedShow;
  warning: TypedShow;
  loading: TypedShow;
  primary: TypedShow;
  /** Removes one toast, or every toast when no id is given. */
  dismiss(id?: string): void;
  /** Every toast waiting or showing, oldest first. */
  getToasts(): readonly ToastRecord[];
  /** The toasts on screen: §4/§9 at most 3, the oldest first; the rest wait their turn. */
  getVisibleToasts(): readonly ToastRecord[];
  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

/**
 * How long a toast stays once visible: its own duration, else §9's 4000 ms, except that a
 * loading toast has no end of its own (it is replaced when the work finishes).
 */
export function resolveToastDuration(toast: Pick<ToastRecord, 'type' | 'duration'>): number {
  if (toast.duration !== undefined) return toast.duration;
  return toast.type === 'loading' ? Infinity : TOAST_DURATION_MS;
}

/** Creates an empty {@link Toaster}. */
export function createToaster(): Toaster {
  let toasts: readonly ToastRecord[] = [];
  // Visible toasts are cached so React's useSyncExternalStore sees a stable snapshot.
  let visible: readonly ToastRecord[] = [];
  let nextId = 1;
  const listeners = new Set<() => void>();

  function commit(next: readonly ToastRecord[]) {
    toasts = next;
    // A queue, not a window over the newest: a waiting toast has not been seen or
    // announced yet, so it gets its full time once a place frees up.
    visible = toasts.slice(0, TOAST_MAX_VISIBLE);
    listeners.forEach((listener) => listener());
  }

  function show(message: ReactNode, options: ToastOptions = {}): string {
    const { id = `toast-${nextId++}`, type = 'info', ...rest } = options;
    const existing = toasts.find((toast) => toast.id === id);
    const record: ToastRecord = {
      ...rest,
      id,
      type,
      message,
      revision: (existing?.revision ?? 0) + 1,
    };
    commit(
      existing ? toasts.map((toast) => (toast.id === id ? record : toast)) : [...toasts, record],
    );
    return id;
  }

  const typed =
    (type: ToastType): TypedShow =>
    (message, options) =>
      show(message, { ...options, type });

  function dismiss(id?: string) {
    const leaving = toasts.filter((toast) => id === undefined || toast.id === id);
    if (leaving.length === 0) return;
    commit(toasts.filter((toast) => !leaving.includes(toast)));
    leaving.forEach((toast) => toast.onDismiss?.());
  }

  return {
    show,
    success: typed('success'),
    error: typed('error'),
    info: typed('info'),
    warning: typed('warning'),
    loading: typed('loading'),
    primary: typed('primary'),
    dismiss,
    getToasts: () => toasts,
    getVisibleToasts: () => visible,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
