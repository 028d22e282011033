import { useId, useState, type FormEvent } from 'react';
import { updateTote } from '@motes/api-client';
import { TOTE_TITLE_MAX_LENGTH, type Tote } from '@motes/shared';
import { Alert, Button, Dialog, TextField, useTranslate } from '@motes/ui';
import { useApiClient } from '../../api/ApiClientContext';
import { describeApiError } from '../../api/describeApiError';

/** Renames a tote (owner only: `PATCH t/totes/{id}` with a title). */
export function RenameToteDialog({
  tote,
  open,
  onClose,
  onRenamed,
}: {
  tote: Tote;
  open: boolean;
  onClose(): void;
  onRenamed(tote: Tote): void;
}) {
  const t = useTranslate();
  const apiClient = useApiClient();
  const formId = useId();
  const [title, setTitle] = useState(tote.title);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | undefined>();
  const missing = !title.trim();

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (missing) return;
    setSaving(true);
    setProblem(undefined);
    try {
      onRenamed(await updateTote(apiClient, tote.id, { title: title.trim() }));
    } catch (failure) {
      setProblem(describeApiError(failure, t('tote-rename-failed')));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('tote-rename-title', { title: tote.title })}
      closeLabel={t('activity-close')}
      footer={
        <>
          <Button variant="ghost" onClick={onClose} disabled={saving}>
            {t('activity-cancel')}
          </Button>
          <Button type="submit" form={formId} loading={saving} disabled={missing}>
            {t('tote-rename-save')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={(event) => void handleSubmit(event)}>
        <TextField
          label={t('tote-name-label')}
          value={title}
          maxLength={TOTE_TITLE_MAX_LENGTH}
          aria-required="true"
          error={missing ? t('tote-name-missing') : undefined}
          onChange={(event) => setTitle(event.currentTarget.value)}
        />
        {problem !== undefined && <Alert type="error">{problem}</Alert>}
      </form>
    </Dialog>
  );
}
