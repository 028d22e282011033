import {
  useEffect,
  useId,
  useRef,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';

/** Why a dialog closed (§4 "A close reports its reason"). */
export type DialogCloseReason = 'escape' | 'overlay' | 'button';

/** Props of {@link ConfirmDialog}. */
export interface ConfirmDialogProps {
  title: string;
  children: ReactNode;
  onClose(reason: DialogCloseReason): void;
  /** Focused when the dialog opens; default the first focusable element. */
  initialFocusRef?: RefObject<HTMLElement | null>;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog for one confirmation: focus moves in and stays in (Tab wraps), Escape or a
 * click on the overlay closes it, and focus returns to whatever opened it. A minimal stand-in
 * until the design system has its dialog (§4, §9); jsdom lacks `<dialog>.showModal`, which
 * is why this is not a native dialog.
 */
export function ConfirmDialog({ title, children, onClose, initialFocusRef }: ConfirmDialogProps) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    const first =
      initialFocusRef?.current ?? panelRef.current?.querySelector<HTMLElement>(FOCUSABLE);
    first?.focus();
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, [initialFocusRef]);

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose('escape');
      return;
    }
    if (event.key !== 'Tab') return;
    const focusable = [...(panelRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    <div
      className="confirm-dialog__overlay"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose('overlay');
      }}
    >
      <div
        ref={panelRef}
        className="confirm-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onKeyDown={handleKeyDown}
      >
        <h2 id={titleId} className="confirm-dialog__title">
          {title}
        </h2>
        {children}
      </div>
    </div>
  );
}
