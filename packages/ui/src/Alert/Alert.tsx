import type { ReactNode } from 'react';
import { Button } from '../Button/Button';
import { classNames } from '../classNames';
import { useTranslate } from '../i18n/LocalizationProvider';
import { Spinner } from '../Spinner/Spinner';

/** Alert banner types of §2 "Shared interface pieces"; `error` is the default. */
export type AlertType = 'error' | 'warn' | 'success' | 'info' | 'loading' | 'primary';

/** The optional action button of an {@link Alert}, with the caller's own text. */
export interface AlertAction {
  label: ReactNode;
  onClick: () => void;
  /** Shows a spinner on the action while the caller's work runs. */
  loading?: boolean;
}

/** Props of {@link Alert}. */
export interface AlertProps {
  /** Defaults to `error`. */
  type?: AlertType;
  /** Short bold heading, e.g. "Service unavailable". */
  title?: ReactNode;
  /** The message. Say what happened and what the user can do. */
  children?: ReactNode;
  action?: AlertAction;
  /**
   * Called by the Dismiss button (shown beside an action) or the close button (shown when
   * there is no action). Without it the alert has neither: the owner decides when it
   * goes away, so a dismissed alert can never be left half-hidden by stale local state.
   */
  onDismiss?: () => void;
  /** Accessible name of the close button. Defaults to "Close". */
  closeLabel?: string;
  /** Text of the Dismiss button. Defaults to "Dismiss". */
  dismissLabel?: string;
  className?: string;
}

/**
 * An alert banner with `role="alert"` (§2): screen readers announce it when it appears,
 * so render it only when there is something to say.
 */
export function Alert({
  type = 'error',
  title,
  children,
  action,
  onDismiss,
  closeLabel,
  dismissLabel,
  className,
}: AlertProps) {
  const t = useTranslate();
  return (
    <div role="alert" className={classNames('motes-alert', `motes-alert--${type}`, className)}>
      {type === 'loading' && <Spinner className="motes-alert__spinner" />}
      <div className="motes-alert__body">
        {title !== undefined && <p className="motes-alert__title">{title}</p>}
        {children !== undefined && <div className="motes-alert__message">{children}</div>}
        {action && (
          <div className="motes-alert__actions">
            <Button
              variant="secondary"
              size="sm"
              loading={action.loading}
              focusableWhenLoading
              onClick={action.onClick}
            >
              {action.label}
            </Button>
            {onDismiss && (
              <Button variant="ghost" size="sm" onClick={onDismiss}>
                {dismissLabel ?? t('ui-alert-dismiss', undefined, 'Dismiss')}
              </Button>
            )}
          </div>
        )}
      </div>
      {!action && onDismiss && (
        <Button
          variant="ghost"
          size="sm"
          className="motes-alert__close"
          aria-label={closeLabel ?? t('ui-alert-close', undefined, 'Close')}
          icon={<CloseIcon />}
          onClick={onDismiss}
        />
      )}
    </div>
  );
}

function CloseIcon() {
  return (
    <svg viewBox="0 0 16 16" width="16" height="16" focusable="false">
      <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
