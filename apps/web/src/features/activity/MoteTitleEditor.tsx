import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { updateMote } from '@motes/api-client';
import { MOTE_TITLE_MAX_LENGTH, type Mote } from '@motes/shared';
import { Button, TextField, useTranslate } from '@motes/ui';
import { useApiClient } from '../../api/ApiClientContext';
import { describeApiError } from '../../api/describeApiError';

/** Props of {@link MoteTitleEditor}. */
export interface MoteTitleEditorProps {
  mote: Mote;
  onSaved(mote: Mote): void;
  /** Called when editing ends, saved or not (the row then moves focus back). */
  onDone(): void;
}

/**
 * Renames a mote in place: Enter saves, Escape cancels. A title must have some text and at
 * most {@link MOTE_TITLE_MAX_LENGTH} characters; the field says why when it has not.
 */
export function MoteTitleEditor({ mote, onSaved, onDone }: MoteTitleEditorProps) {
  const t = useTranslate();
  const apiClient = useApiClient();
  const [value, setValue] = useState(mote.title);
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const fieldRef = useRef<HTMLInputElement>(null);

  // The user asked to rename: the field takes focus with the old title selected.
  useEffect(() => {
    fieldRef.current?.focus();
    fieldRef.current?.select();
  }, []);

  async function save() {
    const title = value.trim();
    if (!title) return setError(t('activity-rename-empty'));
    if (title.length > MOTE_TITLE_MAX_LENGTH) {
      return setError(t('activity-rename-too-long', { max: MOTE_TITLE_MAX_LENGTH }));
    }
    if (title === mote.title) return onDone();
    setSaving(true);
    try {
      onSaved(await updateMote(apiClient, mote.id, { title }));
      onDone();
    } catch (failure) {
      setSaving(false);
      setError(describeApiError(failure, t('activity-save-failed')));
    }
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault();
      void save();
    } else if (event.key === 'Escape') {
      // The field's own Escape, not a dialog's or a shortcut's.
      event.preventDefault();
      event.stopPropagation();
      onDone();
    }
  }

  return (
    <div className="mote-row__rename">
      <TextField
        label={t('activity-rename-label')}
        hint={t('activity-rename-hint')}
        value={value}
        error={error}
        ref={fieldRef}
        maxLength={MOTE_TITLE_MAX_LENGTH + 50}
        disabled={saving}
        onChange={(event) => {
          setValue(event.currentTarget.value);
          setError(undefined);
        }}
        onKeyDown={handleKeyDown}
      />
      <div className="mote-row__rename-actions">
        <Button size="sm" loading={saving} onClick={() => void save()}>
          {t('activity-rename-save')}
        </Button>
        <Button size="sm" variant="ghost" disabled={saving} onClick={onDone}>
          {t('activity-cancel')}
        </Button>
      </div>
    </div>
  );
}
