import { useId, useState } from 'react';
import {
  DEFAULT_HIGHLIGHT_LABELS,
  HIGHLIGHT_LABEL_MAX_LENGTH,
  type HighlightColour,
  type HighlightColourName,
  type Settings,
} from '@motes/shared';
import { Alert, TextField, useTranslate } from '@motes/ui';
import { useIdentity } from '../../identity/IdentityProvider';
import { SeasonalTouchesToggle } from '../seasonal/SeasonalTouchesToggle';
import type { Translate } from '../signed-in/apiProblem';
import { speedOptionsWith, voiceSpeedLabel } from './voiceSpeeds';

/** The §3 highlight colour's name in the interface's language. */
export function colourName(t: Translate, colour: HighlightColourName): string {
  switch (colour) {
    case 'blue':
      return t('account-colour-blue');
    case 'yellow':
      return t('account-colour-yellow');
    case 'green':
      return t('account-colour-green');
    case 'orange':
      return t('account-colour-orange');
    case 'purple':
      return t('account-colour-purple');
  }
}

function labelError(t: Translate, label: string): string | undefined {
  const trimmed = label.trim();
  if (!trimmed) return t('account-highlighter-required');
  if (trimmed.length > HIGHLIGHT_LABEL_MAX_LENGTH) {
    return t('account-highlighter-too-long', { max: HIGHLIGHT_LABEL_MAX_LENGTH });
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
  const t = useTranslate();
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
    const error = labelError(t, label);
    setLabelErrors((current) => ({ ...current, [colour]: error }));
    if (!error) save({ highlightColours: { [colour]: label.trim() } });
  }

  return (
    <section className="account-section" aria-labelledby="preferences-heading">
      <h2 id="preferences-heading">{t('account-preferences-heading')}</h2>
      <div className="account-field">
        <label htmlFor={speedId}>{t('account-speed-label')}</label>
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
              {voiceSpeedLabel(t, speed)}
            </option>
          ))}
        </select>
      </div>
      <fieldset className="account-fieldset">
        <legend>{t('account-highlighters')}</legend>
        <p className="account-hint">{t('account-highlighters-hint')}</p>
        {labels.map((entry) => (
          <TextField
            key={entry.colour}
            className={`account-highlight account-highlight--${entry.colour}`}
            label={t('account-highlighter', { colour: colourName(t, entry.colour) })}
            value={entry.isLocked ? DEFAULT_HIGHLIGHT_LABELS[entry.colour] : entry.label}
            readOnly={entry.isLocked}
            hint={entry.isLocked ? t('account-highlighter-locked') : undefined}
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
          {t('account-transcripts-off')}
        </label>
        {isMinor && (
          <p id={`${speedId}-minor`} className="account-hint">
            {t('account-transcripts-minor')}
          </p>
        )}
      </div>
      <SaveStatus
        touched={touched}
        pending={state.settingsSavePending}
        failed={state.settingsSaveError !== undefined}
        onRetry={() => void store.flushSettings()}
      />
      {/* Stored on this device (§3 seasonal-holiday setting), not in the account. */}
      <SeasonalTouchesToggle />
    </section>
  );
}

/**
 * Whether the debounced save has caught up. The status line is always in the page, so that
 * screen readers announce its first message too; a failure adds an alert with a retry.
 */
export function SaveStatus({
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
  const t = useTranslate();
  return (
    <>
      <p className="account-hint" role="status">
        {touched && !failed
          ? pending
            ? t('account-settings-saving')
            : t('account-settings-saved')
          : ''}
      </p>
      {failed && (
        <Alert action={{ label: t('account-try-again'), onClick: onRetry }}>
          {t('account-settings-failed')}
        </Alert>
      )}
    </>
  );
}
