import { ToastList } from './ToastList';
import { ToastRegionFrame, type ToastRegionProps } from './ToastRegionFrame';

export type { ToastRegionProps } from './ToastRegionFrame';

/**
 * The landmark that shows a {@link Toaster}'s visible toasts. Alt+T (§2) moves focus to the
 * first toast; Tab walks through them; Escape dismisses the focused one and focus moves to
 * the next toast, or back where it was before Alt+T. Timers pause while the pointer is over
 * the toasts, focus is in them, or the page is hidden. It renders in a portal and stays live
 * behind an open dialog, so a toast raised from a dialog is still announced and usable.
 */
export function ToastRegion(props: ToastRegionProps) {
  return <ToastRegionFrame {...props} List={ToastList} />;
}
