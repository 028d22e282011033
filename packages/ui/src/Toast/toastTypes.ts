import type { ReactNode } from 'react';

/** §2 "Shared interface pieces": the toast types. */
export const TOAST_TYPES = ['success', 'error', 'info', 'warning', 'loading', 'primary'] as const;
export type ToastType = (typeof TOAST_TYPES)[number];

/** Where a toast stack sits on screen; §8's referral toast uses `top-center`. */
export const TOAST_POSITIONS = [
  'top-left',
  'top-center',
  'top-right',
  'bottom-left',
  'bottom-center',
  'bottom-right',
] as const;
export type ToastPosition = (typeof TOAST_POSITIONS)[number];

/** The optional action button of a toast, with the caller's own text. */
export interface ToastAction {
  label: string;
  onClick: () => void;
}

/** What a caller may say about a toast. Everything is optional except the message. */
export interface ToastOptions {
  /**
   * Reusing an id replaces that toast in place (e.g. "Logging you in ..." becoming
   * "Failed to login ..."), restarting its timer, instead of stacking a second one.
   */
  id?: string;
  type?: ToastType;
  /** A second, quieter line under the message. */
  description?: ReactNode;
  /**
   * How long the toast stays once visible, in ms. Defaults to §9's 4000 ms, except that a
   * `loading` toast stays until it is updated or dismissed. `Infinity` keeps any toast.
   */
  duration?: number;
  /** Defaults to the region's position. */
  position?: ToastPosition;
  action?: ToastAction;
  /** Called once when the toast goes away, however that happened. */
  onDismiss?: () => void;
}

/** A toast as the store holds it. */
export interface ToastRecord {
  id: string;
  type: ToastType;
  message: ReactNode;
  description?: ReactNode;
  /** Undefined means "the default for the type". */
  duration?: number;
  position?: ToastPosition;
  action?: ToastAction;
  onDismiss?: () => void;
  /** Bumped on every update so the toast's timer restarts. */
  revision: number;
}
