import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import {
  DIALOG_ANIMATION_MS,
  DIALOG_MAX_WIDTH_PX,
  DIALOG_OVERLAY_OPACITY,
  DIALOG_Z_INDEX,
  LAYER_MAX,
} from '@motes/shared';
import { createPortal } from 'react-dom';
import { Button } from '../Button/Button';
import { classNames } from '../classNames';
import { useTranslate } from '../i18n/LocalizationProvider';
import { tabbableElements } from '../internal/focusable';
import { usePrefersReducedMotion } from '../internal/usePrefersReducedMotion';
import { usePresence } from '../internal/usePresence';
import { useStableId } from '../internal/useStableId';
import { inertOthers } from '../Portal/inertOthers';
import { PortalContainerProvider, usePortalContainer } from '../Portal/PortalContainer';
import { isTopDialog, pushDialog } from './dialogStack';

/** Why a dialog asked to close (§4 "Dialog": a close reports its reason). */
export type DialogCloseReason = 'escape' | 'overlay' | 'button';

/** Props of {@link Dialog}. */
export interface DialogProps {
  /** Whether the dialog is shown. It stays mounted for the 150 ms leave animation. */
  open: boolean;
  /** Called with the reason when the user asks to close; the caller sets `open` to false. */
  onClose: (reason: DialogCloseReason) => void;
  /** The dialog's heading; it also names the dialog (`aria-labelledby`). */
  title: ReactNode;
  /** Optional text that describes the dialog (`aria-describedby`). */
  description?: ReactNode;
  children?: ReactNode;
  /** Actions shown at the bottom, e.g. Cancel and Save buttons. */
  footer?: ReactNode;
  /** Escape closes the dialog when it is on top. Defaults to true. */
  closeOnEscape?: boolean;
  /** A click on the overlay closes the dialog when it is on top. Defaults to true. */
  closeOnOverlayClick?: boolean;
  /** Shows the close button in the header. Defaults to true. */
  showCloseButton?: boolean;
  /** Accessible name of the close button. Defaults to "Close". */
  closeLabel?: string;
  /** Max width in px; §9 default 480. */
  maxWidth?: number;
  /** Puts the dialog on the highest layer instead of the §9 z-index 10000. */
  max?: boolean;
  /** Receives focus on open; by default the first focusable element, else the dialog. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Id of the dialog element; generated when omitted. */
  id?: string;
  className?: string;
}

/**
 * A modal dialog (§4 "Dialog", §9), rendered in a portal (document.body, or the element of
 * a `PortalContainerProvider`). While open, everything else is `inert` and focus stays
 * inside; on close focus returns to the element that had it before. Escape or an overlay
 * click closes only the top-most dialog. Menus, tooltips and nested dialogs opened inside
 * render into this dialog's overlay, so they stay usable while the page behind is inert.
 * It does not use `<dialog>.showModal()`: the stacking rules are ours, and the same markup
 * works inside the extension's shadow root.
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  footer,
  closeOnEscape = true,
  closeOnOverlayClick = true,
  showCloseButton = true,
  closeLabel,
  maxWidth = DIALOG_MAX_WIDTH_PX,
  max = false,
  initialFocusRef,
  id,
  className,
}: DialogProps) {
  const t = useTranslate();
  const container = usePortalContainer();
  const reducedMotion = usePrefersReducedMotion();
  const { mounted, state } = usePresence(open, reducedMotion ? 0 : DIALOG_ANIMATION_MS);
  const dialogId = useStableId('motes-dialog', id);
  const titleId = `${dialogId}-title`;
  const descriptionId = `${dialogId}-description`;
  const panelRef = useRef<HTMLDivElement>(null);
  const overlayRef = useRef<HTMLDivElement | null>(null);
  // Also kept in state: overlays opened inside the dialog render into it once it exists.
  const [overlayElement, setOverlayElement] = useState<HTMLDivElement | null>(null);
  const attachOverlay = useCallback((element: HTMLDivElement | null) => {
    overlayRef.current = element;
    setOverlayElement(element);
  }, []);
  const [token] = useState(() => Symbol('dialog'));
  const pressStartedOnOverlay = useRef(false);
  const latestOnClose = useRef(onClose);
  const escapeEnabled = useRef(closeOnEscape);

  useEffect(() => {
    latestOnClose.current = onClose;
    escapeEnabled.current = closeOnEscape;
  }, [onClose, closeOnEscape]);

  // Stack membership, focus in and focus back out, and the document-level guards.
  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const popDialog = pushDialog(token);
    const panel = panelRef.current;
    const overlay = overlayRef.current;
    const releaseInert = overlay ? inertOthers(overlay) : () => {};
    if (panel) {
      const target = initialFocusRef?.current ?? tabbableElements(panel)[0] ?? panel;
      target.focus();
    }

    function onKeyDown(event: globalThis.KeyboardEvent) {
      // A tooltip or menu that handled Escape first marks it as handled.
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      if (!escapeEnabled.current || !isTopDialog(token)) return;
      event.preventDefault();
      latestOnClose.current('escape');
    }
    // Focus that lands outside the top-most dialog (e.g. a script) is brought back in. The
    // overlay holds the dialog's own menus and tooltips; the event's path gives the real
    // target inside a shadow root, where the document only sees the shadow host.
    function onFocusIn(event: FocusEvent) {
      if (!isTopDialog(token) || !panel || !overlay) return;
      const target = event.composedPath()[0] as Node | undefined;
      if (target && !overlay.contains(target)) (tabbableElements(panel)[0] ?? panel).focus();
    }
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      popDialog();
      // The page must be live again before focus can go back to it.
      releaseInert();
      if (opener?.isConnected) opener.focus();
    };
  }, [open, token, initialFocusRef]);

  if (!mounted || !container) return null;

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'Tab' || !panelRef.current) return;
    const tabbable = tabbableElements(panelRef.current);
    const first = tabbable[0];
    const last = tabbable.at(-1);
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === panelRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  }

  function handleOverlayMouseDown(event: MouseEvent<HTMLDivElement>) {
    pressStartedOnOverlay.current = event.target === event.currentTarget;
  }

  function handleOverlayClick(event: MouseEvent<HTMLDivElement>) {
    // A drag that starts inside the panel and ends on the overlay (selecting text) is not
    // a click on the overlay.
    const onOverlay = event.target === event.currentTarget && pressStartedOnOverlay.current;
    pressStartedOnOverlay.current = false;
    if (onOverlay && open && closeOnOverlayClick && isTopDialog(token)) onClose('overlay');
  }

  const overlayStyle = {
    '--motes-dialog-z': String(max ? LAYER_MAX : DIALOG_Z_INDEX),
    '--motes-dialog-overlay-opacity': String(DIALOG_OVERLAY_OPACITY),
    '--motes-dialog-duration': `${reducedMotion ? 0 : DIALOG_ANIMATION_MS}ms`,
  } as CSSProperties;

  return createPortal(
    <div
      ref={attachOverlay}
      className="motes-dialog-overlay"
      data-state={state}
      style={overlayStyle}
      onMouseDown={handleOverlayMouseDown}
      onClick={handleOverlayClick}
    >
      <div
        ref={panelRef}
        id={dialogId}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description !== undefined ? descriptionId : undefined}
        tabIndex={-1}
        className={classNames('motes-dialog', className)}
        data-state={state}
        style={{ maxWidth: `min(${maxWidth}px, calc(100vw - 32px))` }}
        // While the leave animation plays the dialog no longer takes input.
        inert={!open}
        onKeyDown={handleKeyDown}
      >
        <PortalContainerProvider container={overlayElement}>
          <div className="motes-dialog__header">
            <h2 id={titleId} className="motes-dialog__title">
              {title}
            </h2>
            {showCloseButton && (
              <Button
                variant="ghost"
                size="sm"
                className="motes-dialog__close"
                aria-label={closeLabel ?? t('ui-dialog-close', undefined, 'Close')}
                icon={<CloseIcon />}
                onClick={() => onClose('button')}
              />
            )}
          </div>
          {description !== undefined && (
            <p id={descriptionId} className="motes-dialog__description">
              {description}
            </p>
          )}
          {children !== undefined && <div className="motes-dialog__body">{children}</div>}
          {footer !== undefined && <div className="motes-dialog__footer">{footer}</div>}
        </PortalContainerProvider>
      </div>
    </div>,
    container,
  );
}

function CloseIcon() {
  return (
    <svg viewBox="0 0 16 16" width="16" height="16" focusable="false">
      <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
