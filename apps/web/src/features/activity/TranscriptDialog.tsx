import { useId, useState } from 'react';
import { updateMote } from '@motes/api-client';
import { MOTE_TRANSCRIPT_MAX_LENGTH, type Mote } from '@motes/shared';
import { Alert, Button, Dialog, useTranslate } from '@motes/ui';
import { useApiClient } from '../../api/ApiClientContext';
import { describeApiError } from '../../api/describeApiError';
import { useMoteTitle } from '../share/useMoteTitle';

/** Props of {@link TranscriptDialog}. */
export interface TranscriptDialogProps {
  mote: Mote;
  open: boolean;
  onClose(): void;
  onSaved(mote: Mote): void;
}

/**
 * The transcript of a mote, for its owner to read and correct (issue 6 item 7). Saving sends
 * `transcriptText`; the server then drops the word timings, which the dialog says beforehand.
 */
export function TranscriptDialog({ mote, open, onClose, onSaved }: TranscriptDialogProps) {
  const t = useTranslate();
  const titleOf = useMoteTitle();
  const apiClient = useApiClient();
  const [text, setText] = useState(mote.transcript.text);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const fieldId = useId();
  const noteId = useId();
  const tooLong = text.length > MOTE_TRANSCRIPT_MAX_LENGTH;
  const pending = mote.transcript.status === 'pending' && !mote.transcript.text;

  async function save() {
    if (tooLong) return;
    setSaving(true);
    setError(undefined);
    try {
      onSaved(await updateMote(apiClient, mote.id, { transcriptText: text }));
      onClose();
    } catch (failure) {
      setError(describeApiError(failure, t('activity-save-failed')));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('activity-transcript-title', { title: titleOf(mote) })}
      closeLabel={t('activity-close')}
      maxWidth={640}
      footer={
        <>
          <Button variant="ghost" onClick={onClose} disabled={saving}>
            {t('activity-cancel')}
          </Button>
          <Button onClick={() => void save()} loading={saving} disabled={tooLong}>
            {t('activity-transcript-save')}
          </Button>
        </>
      }
    >
      <div className="transcript-editor">
        {pending && <p>{t('activity-transcript-pending-note')}</p>}
        <label htmlFor={fieldId} className="transcript-editor__label">
          {t('activity-transcript-label')}
        </label>
        <p id={noteId} className="transcript-editor__note">
          {mote.transcript.words.length > 0
            ? t('activity-transcript-timings-note')
            : t('activity-transcript-plain-note')}
        </p>
        <textarea
          id={fieldId}
          className="transcript-editor__field"
          value={text}
          rows={10}
          aria-describedby={noteId}
          aria-invalid={tooLong || undefined}
          onChange={(event) => setText(event.currentTarget.value)}
        />
        {tooLong && (
          <p className="transcript-editor__error" role="alert">
            {t('activity-transcript-too-long', { max: MOTE_TRANSCRIPT_MAX_LENGTH })}
          </p>
        )}
        {error !== undefined && <Alert type="error">{error}</Alert>}
      </div>
    </Dialog>
  );
}
