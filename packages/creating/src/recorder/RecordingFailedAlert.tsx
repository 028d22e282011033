import type { RefObject } from 'react';
import { useTranslate } from '@motes/ui';
import { KeptRecordingActions } from './KeptRecordingActions';

/**
 * Issue 6 item 2: the upload or the mote could not be finished. The recording is still kept
 * on this device: try again, save a copy, or discard it (after a confirmation).
 */
export function RecordingFailedAlert({
  kind,
  message,
  retryRef,
  onRetry,
  onSave,
  onDiscard,
}: {
  kind: 'connection' | 'refused' | 'stopped';
  /** The server's reason, for `refused`. */
  message: string | undefined;
  /** The "Try again" button, for the caller to move focus to. */
  retryRef?: RefObject<HTMLButtonElement | null>;
  onRetry(): void;
  onSave(): void;
  onDiscard(): void;
}) {
  const t = useTranslate();
  const title = {
    connection: t('recorder-failed-connection-title'),
    refused: t('recorder-failed-refused-title'),
    stopped: t('recorder-failed-stopped-title'),
  }[kind];
  return (
    <div role="alert" className="motes-alert motes-alert--warn recorder-failed">
      <div className="motes-alert__body">
        <p className="motes-alert__title">{title}</p>
        <div className="motes-alert__message">
          {message && <p>{message}</p>}
          <p>
            {kind === 'connection'
              ? t('recorder-failed-connection-body')
              : t('recorder-failed-kept')}
          </p>
        </div>
        <KeptRecordingActions
          primaryLabel={t('recorder-try-again')}
          primaryRef={retryRef}
          onPrimary={onRetry}
          onSave={onSave}
          onDiscard={onDiscard}
        />
      </div>
    </div>
  );
}
