import { useId, useState } from 'react';
import {
  DEFAULT_HIGHLIGHT_LABELS,
  HIGHLIGHT_LABEL_MAX_LENGTH,
  type HighlightColour,
  type HighlightColourName,
  type Settings,
} from '@motes/shared';
import { Alert, TextField } from '@motes/ui';
import { useIdentity } from '../../identity/IdentityProvider';
import { speedOptionsWith, voiceSpeedLabel } from './voiceSpeeds';

const COLOUR_NAMES: Record<HighlightColourName, string> = {
  blue: 'Blue',
  yellow: 'Yellow',
  green: 'Green',
  orange: 'Orange',
  purple: 'Purple',
};

function labelError(label: string): string | undefined {
  const trimmed = label.trim();
  if (!trimmed) return 'Enter a label for this highlighter.';
  if (trimmed.length > HIGHLIGHT_LABEL_MAX_LENGTH) {
    return `Use ${HIGHLIGHT_LABEL_MAX_LENGTH} characters or fewer.`;
  }
  return undefined;
}

/** Props of {@link PreferencesSection}. */
export interface PreferencesSectionProps {
  settings: Settings;
  isMinor: boolean;
}

/**
 * Preferences on `/account`: reading speed, highlighter labels (§3: blue "Vocabulary" is
 * locked) and transcription opt-out (§6: always off for minors). Each change goes to the
 * identity store, which saves 500 ms after the last one (§7, §9).
 */
export function PreferencesSection({ settings, isMinor }: PreferencesSectionProps) {
  const { store, state } = useIdentity();
  const speedId = useId();
  const [voiceSpeed, setVoiceSpeed] = useState(settings.voiceSpeed);
  const [labels, setLabels] = useState<HighlightColour[]>(settings.highlightColours);
  const [labelErrors, setLabelErrors] = useState<Partial<Record<HighlightColourName, string>>>({});
  const [optOut, setOptOut] = useState(isMinor || settings.transcriptionOptOutEnabled);
  const [touched, setTouched] = useState(false);

  function save(update: Parameters<typeof store.updateSettings>[0]) {
    setTouched(true);
    store.updateSettings(update);
  }

  function changeLabel(colour: HighlightColourName, label: string) {
    setLabels((current) =>
      current.map((entry) => (entry.colour === colour ? { ...entry, label } : entry)),
    );
    const error = labelError(label);
    setLabelErrors((current) => ({ ...current, [colour]: error }));
    if (!error) save({ highlightColours: { [colour]: label.trim() } });
  }

  return (
    <section className="account-section" aria-labelledby="preferences-heading">
      <h2 id="preferences-heading">Preferences</h2>
      <div className="account-field">
        <label htmlFor={speedId}>Read-aloud speed</label>
        <select
          id={speedId}
          value={String(voiceSpeed)}
          onChange={(event) => {
            const speed = Number(event.target.value);
            setVoiceSpeed(speed);
            save({ voiceSpeed: speed });
          }}
        >
          {speedOptionsWith(voiceSpeed).map((speed) => (
            <option key={speed} value={String(speed)}>
              {voiceSpeedLabel(speed)}
            </option>
          ))}
        </select>
      </div>
      <fieldset className="account-fieldset">
        <legend>Highlighter labels</legend>
        <p className="account-hint">Name each highlighter colour after what you use it for.</p>
        {labels.map((entry) => (
          <TextField
            key={entry.colour}
            className={`account-highlight account-highlight--${entry.colour}`}
            label={`${COLOUR_NAMES[entry.colour]} highlighter`}
            value={entry.isLocked ? DEFAULT_HIGHLIGHT_LABELS[entry.colour] : entry.label}
            readOnly={entry.isLocked}
            hint={
              entry.isLocked ? 'Locked: blue highlights build your vocabulary list.' : undefined
            }
            error={labelErrors[entry.colour]}
            maxLength={HIGHLIGHT_LABEL_MAX_LENGTH + 1}
            onChange={(event) => {
              if (!entry.isLocked) changeLabel(entry.colour, event.target.value);
            }}
          />
        ))}
      </fieldset>
      <div className="account-check">
        <label>
          <input
            type="checkbox"
            checked={optOut}
            disabled={isMinor}
            aria-describedby={isMinor ? `${speedId}-minor` : undefined}
            onChange={(event) => {
              setOptOut(event.target.checked);
              save({ transcriptionOptOutEnabled: event.target.checked });
            }}
          />
          Don't make transcripts of my recordings
        </label>
        {isMinor && (
          <p id={`${speedId}-minor`} className="account-hint">
            Transcripts are always off for young learners' accounts.
          </p>
        )}
      </div>
      <SaveStatus
        touched={touched}
        pending={state.settingsSavePending}
        failed={state.settingsSaveError !== undefined}
        onRetry={() => void store.flushSettings()}
      />
    </section>
  );
}

/**
 * Whether the debounced save has caught up. The status line is always in the page, so that
 * screen readers announce its first message too; a failure adds an alert with a retry.
 */
function SaveStatus({
  touched,
  pending,
  failed,
  onRetry,
}: {
  touched: boolean;
  pending: boolean;
  failed: boolean;
  onRetry: () => void;
}) {
  return (
    <>
      <p className="account-hint" role="status">
        {touched && !failed ? (pending ? 'Saving ...' : 'All changes saved') : ''}
      </p>
      {failed && (
        <Alert action={{ label: 'Try again', onClick: onRetry }}>
          Your latest changes are not saved yet. Check your connection and try again.
        </Alert>
      )}
    </>
  );
}
