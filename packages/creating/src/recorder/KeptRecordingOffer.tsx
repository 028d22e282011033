import { formatClock } from '@motes/shared';
import { useTranslate, useTranslator } from '@motes/ui';
import { KeptRecordingActions } from './KeptRecordingActions';
import type { StoredRecording } from './recordingStore';

/**
 * Issue 6 item 2: "We kept a recording you didn't finish": a recording an earlier page left
 * (reload, crash, lost connection), with its length and when it was made, to finish
 * uploading or to discard.
 */
export function KeptRecordingOffer({
  recording,
  onFinish,
  onSave,
  onDiscard,
}: {
  recording: StoredRecording;
  onFinish(): void;
  onSave(): void;
  onDiscard(): void;
}) {
  const t = useTranslate();
  const { locale } = useTranslator();
  const headingId = `kept-${recording.id}`;
  const recordedAt = new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(recording.createdAt));
  return (
    <section className="motes-alert motes-alert--info recorder-kept" aria-labelledby={headingId}>
      <div className="motes-alert__body">
        <h2 id={headingId} className="motes-alert__title recorder-kept__title">
          {t('recorder-kept-title')}
        </h2>
        <p className="motes-alert__message">
          {t('recorder-kept-details', {
            duration: formatClock(recording.durationMs / 1000),
            recordedAt,
          })}
        </p>
        <KeptRecordingActions
          primaryLabel={t('recorder-kept-finish')}
          questionClassName="motes-alert__message"
          onPrimary={onFinish}
          onSave={onSave}
          onDiscard={onDiscard}
        />
      </div>
    </section>
  );
}
