import { useCallback, useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import { ToastItem, type ToastDismissReason } from './ToastItem';
import type { ToastListProps } from './ToastRegionFrame';
import { TOAST_POSITIONS, type ToastPosition, type ToastRecord } from './toastTypes';

function groupByPosition(toasts: readonly ToastRecord[], fallback: ToastPosition) {
  return TOAST_POSITIONS.map((position) => ({
    position,
    toasts: toasts.filter((toast) => (toast.position ?? fallback) === position),
  })).filter((group) => group.toasts.length > 0);
}

// Compared in code rather than in a selector: toast ids are caller-chosen strings.
function findToastElement(region: HTMLElement | null, id: string): HTMLElement | undefined {
  const items = region?.querySelectorAll<HTMLElement>('[data-toast-id]') ?? [];
  return [...items].find((item) => item.dataset.toastId === id);
}

/**
 * A {@link Toaster}'s visible toasts, one list per position. Escape dismisses the focused
 * toast and focus moves to the next one, or back where it was before Alt+T.
 */
export function ToastList({
  toaster,
  position,
  paused,
  dismissLabel,
  regionRef,
  focusBeforeHotkeyRef,
  onFocusReturned,
}: ToastListProps) {
  const visible = useSyncExternalStore(
    toaster.subscribe,
    toaster.getVisibleToasts,
    toaster.getVisibleToasts,
  );
  const focusAfterDismiss = useRef<string | null | undefined>(undefined);

  const handleDismiss = useCallback(
    (id: string, reason: ToastDismissReason) => {
      const item = findToastElement(regionRef.current, id);
      if (reason === 'user' && item?.contains(document.activeElement)) {
        const ids = toaster.getVisibleToasts().map((toast) => toast.id);
        const index = ids.indexOf(id);
        focusAfterDismiss.current = ids[index + 1] ?? ids[index - 1] ?? null;
      }
      toaster.dismiss(id);
    },
    [regionRef, toaster],
  );

  // Focus must not fall to <body> when the focused toast goes away.
  useLayoutEffect(() => {
    const target = focusAfterDismiss.current;
    if (target === undefined) return;
    focusAfterDismiss.current = undefined;
    const next = target ? findToastElement(regionRef.current, target) : undefined;
    if (next) {
      next.focus();
      return;
    }
    const previous = focusBeforeHotkeyRef.current;
    focusBeforeHotkeyRef.current = null;
    if (previous?.isConnected) previous.focus();
    onFocusReturned();
  }, [visible, regionRef, focusBeforeHotkeyRef, onFocusReturned]);

  return groupByPosition(visible, position).map((group) => (
    <ol
      key={group.position}
      className={`motes-toast-list motes-toast-list--${group.position}`}
      data-position={group.position}
    >
      {group.toasts.map((toast) => (
        <ToastItem
          key={toast.id}
          toast={toast}
          position={group.position}
          paused={paused}
          dismissLabel={dismissLabel}
          onDismiss={handleDismiss}
        />
      ))}
    </ol>
  ));
}
