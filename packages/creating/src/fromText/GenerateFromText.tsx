import { useId, useRef, useState, type FormEvent } from 'react';
import { createMote, newIdempotencyKey } from '@motes/api-client';
import {
  GENERATED_MOTE_MAX_TEXT_LENGTH,
  MAX_VOICE_SPEED,
  MIN_VOICE_SPEED,
  MOTE_TITLE_MAX_LENGTH,
  type Mote,
} from '@motes/shared';
import { Alert, Button, LanguageSelect, TextField, useTranslate } from '@motes/ui';
import { creatingErrorMessage } from '../host/creatingErrorMessage';
import { useCreatingHost } from '../host/creatingHost';
import { MoteReady } from '../share/MoteReady';
import { useSpeechLanguages, useVoices } from './useTextToSpeech';

type Making = { name: 'editing' } | { name: 'making' } | { name: 'failed'; error: unknown };

/**
 * Issue 6 item 3 "From text": text, language, voice and speed become a generated mote (`POST
 * m/motes` kind `generated`): the server speaks it and keeps the text as the transcript with
 * word timings. Without a typed title the server names it after the text's first words.
 * A failure keeps everything typed; the server's message says why.
 */
export function GenerateFromText() {
  const t = useTranslate();
  const host = useCreatingHost();
  const { apiClient } = host;
  const [languagesAttempt, setLanguagesAttempt] = useState(0);
  const languages = useSpeechLanguages(apiClient, languagesAttempt);
  const [text, setText] = useState('');
  const [language, setLanguage] = useState(host.defaultLanguage);
  const [voice, setVoice] = useState('');
  const [speed, setSpeed] = useState(host.defaultVoiceSpeed);
  const [title, setTitle] = useState('');
  const [making, setMaking] = useState<Making>({ name: 'editing' });
  const [mote, setMote] = useState<Mote>();
  const [textMissing, setTextMissing] = useState(false);
  const voices = useVoices(apiClient, language);
  // One key per mote meant: a retry of the same request never makes a second mote.
  const request = useRef<{ body: string; key: string } | undefined>(undefined);
  const textId = useId();
  const textErrorId = useId();
  const voiceId = useId();
  const speedId = useId();
  const blockedId = useId();
  const textAreaRef = useRef<HTMLTextAreaElement>(null);

  const languageSupport = languages.state === 'loaded' ? languages.support[language] : undefined;
  const languageUnavailable = languageSupport?.available === false;

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (making.name === 'making' || host.outOfFreeMotes) return;
    if (text.trim() === '') {
      setTextMissing(true);
      textAreaRef.current?.focus();
      return;
    }
    const body = {
      kind: 'generated' as const,
      text,
      language,
      speed,
      ...(voice ? { voice } : {}),
      ...(title.trim() ? { title: title.trim() } : {}),
    };
    const serialised = JSON.stringify(body);
    if (request.current?.body !== serialised) {
      request.current = { body: serialised, key: newIdempotencyKey() };
    }
    setMaking({ name: 'making' });
    try {
      const made = await createMote(apiClient, body, { idempotencyKey: request.current.key });
      request.current = undefined;
      setMote(made);
      setMaking({ name: 'editing' });
    } catch (error) {
      setMaking({ name: 'failed', error });
    } finally {
      host.onMotesChanged();
    }
  }

  function handleAnother() {
    setMote(undefined);
    setText('');
    setTitle('');
  }

  if (mote) {
    return (
      <MoteReady mote={mote} heading={t('create-text-done-heading')}>
        <div className="recorder__controls">
          <Button variant="secondary" onClick={handleAnother}>
            {t('create-text-another')}
          </Button>
        </div>
      </MoteReady>
    );
  }

  return (
    <form className="creating-form" onSubmit={(event) => void handleSubmit(event)} noValidate>
      <div className="motes-text-field">
        <label className="motes-text-field__label" htmlFor={textId}>
          {t('create-text-label')}
        </label>
        <textarea
          ref={textAreaRef}
          id={textId}
          className="motes-text-field__input creating-form__text"
          rows={6}
          maxLength={GENERATED_MOTE_MAX_TEXT_LENGTH}
          value={text}
          aria-invalid={textMissing || undefined}
          aria-describedby={textMissing ? textErrorId : undefined}
          onChange={(event) => {
            setText(event.target.value);
            setTextMissing(false);
          }}
        />
        {textMissing && (
          <p id={textErrorId} className="motes-text-field__error" role="alert">
            {t('create-text-missing')}
          </p>
        )}
      </div>

      {languages.state === 'failed' ? (
        <Alert
          type="warn"
          action={{
            label: t('create-retry'),
            onClick: () => setLanguagesAttempt((count) => count + 1),
          }}
        >
          {t('create-text-languages-failed')}
        </Alert>
      ) : (
        <LanguageSelect
          label={t('create-text-language-label')}
          value={language}
          onChange={(code) => {
            setLanguage(code);
            setVoice('');
          }}
          languages={languages.state === 'loaded' ? languages.languages : undefined}
          support={languages.state === 'loaded' ? languages.support : undefined}
        />
      )}

      <div className="motes-text-field">
        <label className="motes-text-field__label" htmlFor={voiceId}>
          {t('create-text-voice-label')}
        </label>
        <select
          id={voiceId}
          className="motes-text-field__input"
          value={voice}
          onChange={(event) => setVoice(event.target.value)}
        >
          <option value="">{t('create-text-voice-default')}</option>
          {voices.map((candidate) => (
            <option key={candidate.id} value={candidate.id}>
              {candidate.name}
            </option>
          ))}
        </select>
      </div>

      <div className="motes-text-field">
        <label className="motes-text-field__label" htmlFor={speedId}>
          {t('create-text-speed-label')}
        </label>
        <div className="creating-form__speed">
          <input
            id={speedId}
            type="range"
            min={MIN_VOICE_SPEED}
            max={MAX_VOICE_SPEED}
            step={0.1}
            value={speed}
            aria-valuetext={t('create-text-speed-value', { speed })}
            onChange={(event) => setSpeed(Number(event.target.value))}
          />
          <output htmlFor={speedId}>{t('create-text-speed-value', { speed })}</output>
        </div>
      </div>

      <TextField
        label={t('create-title-label')}
        hint={t('create-text-title-hint')}
        value={title}
        maxLength={MOTE_TITLE_MAX_LENGTH}
        onChange={(event) => setTitle(event.target.value)}
      />

      {making.name === 'failed' && (
        <Alert type="warn" title={t('create-failed-title')}>
          <p>{creatingErrorMessage(making.error, t)}</p>
          <p>{t('create-text-kept')}</p>
        </Alert>
      )}

      <div className="recorder__controls">
        <Button
          type="submit"
          loading={making.name === 'making'}
          loadingText={t('create-text-making')}
          visuallyDisabled={host.outOfFreeMotes || languageUnavailable}
          aria-describedby={host.outOfFreeMotes ? blockedId : undefined}
        >
          {t('create-text-submit')}
        </Button>
      </div>
      <p className="creating-form__status" role="status">
        {making.name === 'making' ? t('create-text-making') : ''}
      </p>
      {host.renderFreeMotesNotice(blockedId)}
    </form>
  );
}
