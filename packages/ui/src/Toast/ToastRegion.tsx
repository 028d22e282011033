import {
  useCallback,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type CSSProperties,
} from 'react';
import { TOAST_GAP_PX, TOAST_HOTKEY_LABEL, TOAST_WIDTH_PX } from '@motes/shared';
import type { Toaster } from './toaster';
import { ToastItem, type ToastDismissReason } from './ToastItem';
import { TOAST_POSITIONS, type ToastPosition, type ToastRecord } from './toastTypes';
import { useTranslate } from '../i18n/LocalizationProvider';
import { STAYS_INTERACTIVE_ATTRIBUTE } from '../Portal/inertOthers';
import { Portal } from '../Portal/PortalContainer';
import { useShortcut } from '../shortcuts/ShortcutProvider';

/** Props of {@link ToastRegion}. */
export interface ToastRegionProps {
  toaster: Toaster;
  /** Where toasts without a position of their own appear. Defaults to `bottom-right`. */
  position?: ToastPosition;
  /** Accessible name of the region. Defaults to "Notifications". */
  label?: string;
  /** Accessible name of each toast's close button. Defaults to "Dismiss notification". */
  dismissLabel?: string;
}

// §9 sizes come from the shared constants, handed to the stylesheet as custom properties.
const REGION_STYLE = {
  '--motes-toast-width': `${TOAST_WIDTH_PX}px`,
  '--motes-toast-gap': `${TOAST_GAP_PX}px`,
} as CSSProperties;

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

function useDocumentHidden(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      document.addEventListener('visibilitychange', onChange);
      return () => document.removeEventListener('visibilitychange', onChange);
    },
    () => document.hidden,
    () => false,
  );
}

/**
 * The landmark that shows a {@link Toaster}'s visible toasts. Alt+T (§2) moves focus to the
 * first toast; Tab walks through them; Escape dismisses the focused one and focus moves to
 * the next toast, or back where it was before Alt+T. Timers pause while the pointer is over
 * the toasts, focus is in them, or the page is hidden. It renders in a portal and stays live
 * behind an open dialog, so a toast raised from a dialog is still announced and usable.
 */
export function ToastRegion({
  toaster,
  position = 'bottom-right',
  label,
  dismissLabel,
}: ToastRegionProps) {
  const visible = useSyncExternalStore(
    toaster.subscribe,
    toaster.getVisibleToasts,
    toaster.getVisibleToasts,
  );
  const regionRef = useRef<HTMLElement>(null);
  const focusBeforeHotkey = useRef<HTMLElement | null>(null);
  const focusAfterDismiss = useRef<string | null | undefined>(undefined);
  const [pointerInside, setPointerInside] = useState(false);
  const [focusInside, setFocusInside] = useState(false);
  const pageHidden = useDocumentHidden();
  const t = useTranslate();
  const paused = pointerInside || focusInside || pageHidden;

  // §2 Alt+T through the page's shortcut registry: not while typing in a field or behind an
  // open dialog, and a listener nearer the target that handled the key press first wins.
  useShortcut(
    TOAST_HOTKEY_LABEL,
    () => {
      const first = regionRef.current?.querySelector<HTMLElement>('[data-toast-id]');
      // No toast to focus: decline, so another Alt+T listener may take the key press.
      if (!first) return false;
      if (!regionRef.current?.contains(document.activeElement)) {
        focusBeforeHotkey.current = document.activeElement as HTMLElement | null;
      }
      first.focus();
    },
    { description: t('ui-toast-hotkey', undefined, 'Go to notifications') },
  );

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
    [toaster],
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
    const previous = focusBeforeHotkey.current;
    focusBeforeHotkey.current = null;
    if (previous?.isConnected) previous.focus();
    setFocusInside(false);
  }, [visible]);

  const regionProps = { [STAYS_INTERACTIVE_ATTRIBUTE]: '' };
  const closeLabel = dismissLabel ?? t('ui-toast-dismiss', undefined, 'Dismiss notification');

  return (
    <Portal>
      <section
        ref={regionRef}
        {...regionProps}
        className="motes-toast-region"
        aria-label={label ?? t('ui-toast-region', undefined, 'Notifications')}
        aria-keyshortcuts={TOAST_HOTKEY_LABEL}
        style={REGION_STYLE}
        onPointerEnter={() => setPointerInside(true)}
        onPointerLeave={() => setPointerInside(false)}
        onFocus={() => setFocusInside(true)}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
            setFocusInside(false);
          }
        }}
      >
        {groupByPosition(visible, position).map((group) => (
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
                dismissLabel={closeLabel}
                onDismiss={handleDismiss}
              />
            ))}
          </ol>
        ))}
      </section>
    </Portal>
  );
}
