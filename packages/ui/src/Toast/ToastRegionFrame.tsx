import {
  Suspense,
  useCallback,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type CSSProperties,
  type RefObject,
} from 'react';
import { TOAST_GAP_PX, TOAST_HOTKEY_LABEL, TOAST_WIDTH_PX } from '@motes/shared';
import type { Toaster } from './toaster';
import type { ToastPosition } from './toastTypes';
import { useTranslate } from '../i18n/LocalizationProvider';
import { STAYS_INTERACTIVE_ATTRIBUTE } from '../Portal/staysInteractive';
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

/** What the frame hands the list of toasts inside it. */
export interface ToastListProps {
  toaster: Toaster;
  position: ToastPosition;
  /** True while the pointer or focus is in the region or the page is hidden: timers wait. */
  paused: boolean;
  dismissLabel: string;
  regionRef: RefObject<HTMLElement | null>;
  /** Where focus was before Alt+T, to return to once the last focused toast goes. */
  focusBeforeHotkeyRef: RefObject<HTMLElement | null>;
  /** Focus has gone back out of the region. */
  onFocusReturned(): void;
}

interface ToastRegionFrameProps extends ToastRegionProps {
  /** Renders the toasts; may be lazy (it is then wrapped in Suspense). */
  List: ComponentType<ToastListProps>;
  /** Render `List` only from the first toast on, so a lazy list loads only when needed. */
  untilFirstToast?: boolean;
}

// §9 sizes come from the shared constants, handed to the stylesheet as custom properties.
const REGION_STYLE = {
  '--motes-toast-width': `${TOAST_WIDTH_PX}px`,
  '--motes-toast-gap': `${TOAST_GAP_PX}px`,
} as CSSProperties;

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
 * The landmark around the toasts, there from the start: its name, Alt+T (§2) and when the
 * timers pause. The toasts themselves are drawn by `List` ({@link ToastList}).
 */
export function ToastRegionFrame({
  toaster,
  position = 'bottom-right',
  label,
  dismissLabel,
  List,
  untilFirstToast = false,
}: ToastRegionFrameProps) {
  const regionRef = useRef<HTMLElement>(null);
  const focusBeforeHotkeyRef = useRef<HTMLElement | null>(null);
  const [pointerInside, setPointerInside] = useState(false);
  const [focusInside, setFocusInside] = useState(false);
  const pageHidden = useDocumentHidden();
  const t = useTranslate();
  const paused = pointerInside || focusInside || pageHidden;
  const onFocusReturned = useCallback(() => setFocusInside(false), []);
  const hasToasts = useSyncExternalStore(
    toaster.subscribe,
    () => toaster.getToasts().length > 0,
    () => false,
  );
  // Once shown, the list stays: it moves focus on when the last toast is dismissed.
  const [listShown, setListShown] = useState(!untilFirstToast);
  if (hasToasts && !listShown) setListShown(true);

  // §2 Alt+T through the page's shortcut registry: not while typing in a field or behind an
  // open dialog, and a listener nearer the target that handled the key press first wins.
  useShortcut(
    TOAST_HOTKEY_LABEL,
    () => {
      const first = regionRef.current?.querySelector<HTMLElement>('[data-toast-id]');
      // No toast to focus: decline, so another Alt+T listener may take the key press.
      if (!first) return false;
      if (!regionRef.current?.contains(document.activeElement)) {
        focusBeforeHotkeyRef.current = document.activeElement as HTMLElement | null;
      }
      first.focus();
    },
    { description: t('ui-toast-hotkey', undefined, 'Go to notifications') },
  );

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
        {listShown ? (
          <Suspense fallback={null}>
            <List
              toaster={toaster}
              position={position}
              paused={paused}
              dismissLabel={closeLabel}
              regionRef={regionRef}
              focusBeforeHotkeyRef={focusBeforeHotkeyRef}
              onFocusReturned={onFocusReturned}
            />
          </Suspense>
        ) : null}
      </section>
    </Portal>
  );
}
