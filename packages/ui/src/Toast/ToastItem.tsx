import { useCallback, type CSSProperties, type KeyboardEvent } from 'react';
import { Button } from '../Button/Button';
import { classNames } from '../classNames';
import { resolveToastDuration } from './toaster';
import { ToastIcon } from './ToastIcon';
import type { ToastPosition, ToastRecord } from './toastTypes';
import { useSwipeToDismiss } from './useSwipeToDismiss';
import { useToastTimer } from './useToastTimer';

/** Why a toast left: its time ran out, or the user dismissed it. */
export type ToastDismissReason = 'timeout' | 'user';

interface ToastItemProps {
  toast: ToastRecord;
  position: ToastPosition;
  /** True while the user points at or has focus in the toasts: no timer runs then. */
  paused: boolean;
  dismissLabel: string;
  onDismiss(id: string, reason: ToastDismissReason): void;
}

/**
 * One toast. Errors are `role="alert"` (announced at once), the rest `role="status"`
 * (announced when the reader is idle). The item itself is focusable so that Alt+T can land
 * on it and Escape can dismiss it.
 */
export function ToastItem({ toast, position, paused, dismissLabel, onDismiss }: ToastItemProps) {
  const { id, type, message, description, action, revision } = toast;
  const dismissByUser = useCallback(() => onDismiss(id, 'user'), [id, onDismiss]);
  const expire = useCallback(() => onDismiss(id, 'timeout'), [id, onDismiss]);
  useToastTimer(resolveToastDuration(toast), paused, revision, expire);
  const edge = position.startsWith('top') ? 'top' : 'bottom';
  const swipe = useSwipeToDismiss(edge, dismissByUser);
  const isError = type === 'error';

  function handleKeyDown(event: KeyboardEvent<HTMLLIElement>) {
    if (event.key !== 'Escape') return;
    // Stop here: an Escape meant for this toast must not also close a dialog behind it.
    event.stopPropagation();
    event.preventDefault();
    dismissByUser();
  }

  const dragging = swipe.offset.x !== 0 || swipe.offset.y !== 0;
  const style: CSSProperties | undefined = dragging
    ? { transform: `translate(${swipe.offset.x}px, ${swipe.offset.y}px)`, transition: 'none' }
    : undefined;

  return (
    <li
      className={classNames('motes-toast', `motes-toast--${type}`)}
      data-toast-id={id}
      tabIndex={0}
      style={style}
      onKeyDown={handleKeyDown}
      {...swipe.handlers}
    >
      <ToastIcon type={type} />
      <div
        className="motes-toast__body"
        role={isError ? 'alert' : 'status'}
        aria-live={isError ? 'assertive' : 'polite'}
        aria-atomic="true"
      >
        <p className="motes-toast__message">{message}</p>
        {description !== undefined && <p className="motes-toast__description">{description}</p>}
      </div>
      {action && (
        <Button
          variant="secondary"
          size="sm"
          className="motes-toast__action"
          onClick={() => {
            action.onClick();
            dismissByUser();
          }}
        >
          {action.label}
        </Button>
      )}
      <Button
        variant="ghost"
        size="sm"
        className="motes-toast__close"
        aria-label={dismissLabel}
        icon={<CloseIcon />}
        onClick={dismissByUser}
      />
    </li>
  );
}

function CloseIcon() {
  return (
    <svg viewBox="0 0 16 16" width="14" height="14" focusable="false">
      <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
