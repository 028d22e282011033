import { useState, type RefObject } from 'react';
import { Button, useTranslate } from '@motes/ui';

/**
 * The action row under a recording this device still keeps (a kept recording, a failed
 * upload): the caller's main action, "Save a copy", and "Discard", which asks first.
 */
export function KeptRecordingActions({
  primaryLabel,
  primaryRef,
  questionClassName,
  onPrimary,
  onSave,
  onDiscard,
}: {
  primaryLabel: string;
  /** The main button, for the caller to move focus to. */
  primaryRef?: RefObject<HTMLButtonElement | null>;
  /** The class of the "Discard this recording?" paragraph. */
  questionClassName?: string;
  onPrimary(): void;
  onSave(): void;
  onDiscard(): void;
}) {
  const t = useTranslate();
  const [confirming, setConfirming] = useState(false);
  return confirming ? (
    <>
      <p className={questionClassName}>{t('recorder-discard-question')}</p>
      <div className="motes-alert__actions">
        <Button size="sm" variant="danger" onClick={onDiscard}>
          {t('recorder-discard-confirm')}
        </Button>
        <Button size="sm" variant="secondary" onClick={() => setConfirming(false)}>
          {t('recorder-discard-keep')}
        </Button>
      </div>
    </>
  ) : (
    <div className="motes-alert__actions">
      <Button ref={primaryRef} size="sm" onClick={onPrimary}>
        {primaryLabel}
      </Button>
      <Button size="sm" variant="secondary" onClick={onSave}>
        {t('recorder-save-copy')}
      </Button>
      <Button size="sm" variant="ghost" onClick={() => setConfirming(true)}>
        {t('recorder-kept-discard')}
      </Button>
    </div>
  );
}
