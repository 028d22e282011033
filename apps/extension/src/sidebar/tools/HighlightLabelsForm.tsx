// Renaming the four renamable highlighters (§3 "Default highlight colours": blue, Vocabulary,
// is locked). Saved to the account's highlightColours through `POST i/settings`.
import {
  HIGHLIGHT_LABEL_MAX_LENGTH,
  HIGHLIGHTER_TEXTS,
  type HighlightColour,
  type HighlightLabelsUpdate,
} from '@motes/shared';
import { Button, TextField } from '@motes/ui';
import { useState, type FormEvent } from 'react';

export interface HighlightLabelsFormProps {
  colours: readonly HighlightColour[];
  /** Saves the labels; rejects with the message to show when it fails. */
  onSave: (labels: HighlightLabelsUpdate) => Promise<void>;
  onCancel: () => void;
}

export function HighlightLabelsForm({ colours, onSave, onCancel }: HighlightLabelsFormProps) {
  const renamable = colours.filter((entry) => !entry.isLocked);
  const [labels, setLabels] = useState(
    () => new Map(renamable.map((entry) => [entry.colour, entry.label])),
  );
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    setError(null);
    try {
      await onSave(Object.fromEntries(labels) as HighlightLabelsUpdate);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : HIGHLIGHTER_TEXTS.renameFailed);
      setSaving(false);
    }
  }

  return (
    <form className="motes-sidebar__mask-controls" onSubmit={(event) => void handleSubmit(event)}>
      {renamable.map((entry) => (
        <TextField
          key={entry.colour}
          label={HIGHLIGHTER_TEXTS.renameLabel(entry.colour)}
          value={labels.get(entry.colour) ?? ''}
          required
          maxLength={HIGHLIGHT_LABEL_MAX_LENGTH}
          onChange={(event) => {
            const value = event.currentTarget.value;
            setLabels((current) => new Map(current).set(entry.colour, value));
          }}
        />
      ))}
      {error && (
        <p className="motes-sidebar__hint" role="alert">
          {error}
        </p>
      )}
      <div style={{ display: 'flex', gap: 8 }}>
        <Button type="submit" size="sm" loading={saving}>
          {HIGHLIGHTER_TEXTS.saveLabels}
        </Button>
        <Button type="button" size="sm" variant="secondary" onClick={onCancel}>
          {HIGHLIGHTER_TEXTS.cancel}
        </Button>
      </div>
    </form>
  );
}
