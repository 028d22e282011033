import { useId, useRef, useState, type FormEvent } from 'react';
import { createTote, newIdempotencyKey } from '@motes/api-client';
import {
  formatClock,
  TOTE_MAX_MOTES,
  TOTE_TITLE_MAX_LENGTH,
  type Mote,
  type Tote,
} from '@motes/shared';
import { Alert, Button, Dialog, TextField, useTranslate } from '@motes/ui';
import { useApiClient } from '../../api/ApiClientContext';
import { describeApiError } from '../../api/describeApiError';

/** Props of {@link MakeToteDialog}. */
export interface MakeToteDialogProps {
  /** The motes to choose from (the library's, as loaded). */
  motes: readonly Mote[];
  open: boolean;
  onClose(): void;
  onMade(tote: Tote): void;
}

/**
 * "Make a tote" (issue 6 item 9): name it and tick the motes it holds; they play in the order
 * they were ticked, which each box shows as its number. One idempotency key per dialog, so a
 * second press after a lost answer never makes a second tote.
 */
export function MakeToteDialog({ motes, open, onClose, onMade }: MakeToteDialogProps) {
  const t = useTranslate();
  const apiClient = useApiClient();
  const formId = useId();
  const orderNoteId = useId();
  const [title, setTitle] = useState('');
  const [picked, setPicked] = useState<readonly string[]>([]);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | undefined>();
  const [titleMissing, setTitleMissing] = useState(false);
  const keyRef = useRef(newIdempotencyKey());

  function toggle(moteId: string, checked: boolean) {
    setPicked((current) =>
      checked ? [...current, moteId] : current.filter((id) => id !== moteId),
    );
  }

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!title.trim()) {
      setTitleMissing(true);
      return;
    }
    if (picked.length === 0) {
      setProblem(t('tote-make-none-picked'));
      return;
    }
    setSaving(true);
    setProblem(undefined);
    try {
      const tote = await createTote(
        apiClient,
        { title: title.trim(), moteIds: [...picked] },
        { idempotencyKey: keyRef.current },
      );
      onMade(tote);
    } catch (failure) {
      setProblem(describeApiError(failure, t('tote-make-failed')));
    } finally {
      setSaving(false);
    }
  }

  const full = picked.length >= TOTE_MAX_MOTES;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('tote-make-title')}
      closeLabel={t('activity-close')}
      maxWidth={560}
      footer={
        <>
          <Button variant="ghost" onClick={onClose} disabled={saving}>
            {t('activity-cancel')}
          </Button>
          <Button type="submit" form={formId} loading={saving}>
            {t('tote-make-submit', { count: picked.length })}
          </Button>
        </>
      }
    >
      <form id={formId} className="tote-maker" onSubmit={(event) => void handleSubmit(event)}>
        <TextField
          label={t('tote-name-label')}
          value={title}
          maxLength={TOTE_TITLE_MAX_LENGTH}
          aria-required="true"
          error={titleMissing && !title.trim() ? t('tote-name-missing') : undefined}
          onChange={(event) => setTitle(event.currentTarget.value)}
        />
        <fieldset className="tote-maker__motes" aria-describedby={orderNoteId}>
          <legend>{t('tote-make-pick')}</legend>
          <p id={orderNoteId} className="tote-maker__note">
            {t('tote-make-order-note', { max: TOTE_MAX_MOTES })}
          </p>
          {motes.length === 0 && <p>{t('tote-make-no-motes')}</p>}
          <ul className="tote-maker__list">
            {motes.map((mote) => {
              const position = picked.indexOf(mote.id);
              const checked = position >= 0;
              return (
                <li key={mote.id}>
                  <label className="tote-maker__choice">
                    <input
                      type="checkbox"
                      checked={checked}
                      disabled={!checked && full}
                      onChange={(event) => toggle(mote.id, event.currentTarget.checked)}
                    />
                    <span className="tote-maker__title">
                      {mote.title || t('activity-untitled')}
                    </span>{' '}
                    <span className="tote-maker__clock">{formatClock(mote.durationMs / 1000)}</span>
                    {checked && ' '}
                    {checked && (
                      <span className="tote-maker__position">
                        {t('tote-make-position', { position: position + 1 })}
                      </span>
                    )}
                  </label>
                </li>
              );
            })}
          </ul>
        </fieldset>
        {problem !== undefined && <Alert type="error">{problem}</Alert>}
      </form>
    </Dialog>
  );
}
