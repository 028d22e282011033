import { useEffect, useId, useRef, useState } from 'react';
import {
  SpeechPlaybackError,
  SpeechStreamError,
  SpeechStreamPlayer,
  getVoices,
  isAbortError,
  streamSpeechAudio,
} from '@motes/api-client';
import {
  DEFAULT_LANGUAGE,
  ENGINE_UNAVAILABLE_ERROR,
  UNSUPPORTED_LANGUAGE_ERROR,
  findLanguage,
  type CapabilitySupport,
  type LanguageWithCapabilities,
  type Settings,
  type TextToSpeechVoicesResponse,
} from '@motes/shared';
import { Alert, Button, LanguageSelect, LoadingWave, useTranslate } from '@motes/ui';
import { useApiClient } from '../../api/ApiClientContext';
import { apiErrorCode } from '../../api/describeApiError';
import { useLanguages } from '../../api/useLanguages';
import { useIdentity } from '../../identity/IdentityProvider';
import { describeApiProblem, type Translate } from '../signed-in/apiProblem';
import { SaveStatus } from './PreferencesSection';
import { voiceSample } from './voiceSamples';

/** Props of {@link VoiceSection}. */
export interface VoiceSectionProps {
  settings: Settings;
}

/**
 * The read-aloud voices on `/account` (issue 5, §3 voiceMappings): a language, its voice, and a
 * sample to listen to first. Only languages this server can read aloud can be chosen (the
 * others are listed, disabled, saying why, from `t/languages`); when the server has no text to
 * speech at all, the section says so instead of offering controls.
 */
export function VoiceSection({ settings }: VoiceSectionProps) {
  const t = useTranslate();
  const headingId = useId();
  const { languages, retry } = useLanguages();

  let content;
  if (languages.state === 'loading') {
    content = <LoadingWave text={t('account-voice-loading')} />;
  } else if (languages.state === 'failed') {
    content = (
      <Alert action={{ label: t('account-try-again'), onClick: retry }}>
        {describeApiProblem(t, languages.error, t('account-voice-languages-failed'))}
      </Alert>
    );
  } else if (!languages.response.languages.some(speaks)) {
    content = <p>{t('account-voice-not-installed')}</p>;
  } else {
    content = <VoiceChooser languages={languages.response.languages} settings={settings} />;
  }

  return (
    <section className="account-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('account-voice-heading')}</h2>
      {content}
    </section>
  );
}

function speaks(language: LanguageWithCapabilities): boolean {
  return language.capabilities.textToSpeech.available;
}

/**
 * The language to start on: the one the account transcribes in (its recommended locale), else
 * en-US, else the first language the server speaks; always one that can be chosen.
 */
function startingLanguage(
  languages: readonly LanguageWithCapabilities[],
  preferred: readonly (string | undefined)[],
): string {
  const candidates = [...preferred, DEFAULT_LANGUAGE.bcp47]
    .filter((code): code is string => Boolean(code))
    .map((code) => findLanguage(code).bcp47);
  for (const code of candidates) {
    const language = languages.find((entry) => entry.bcp47 === code);
    if (language && speaks(language)) return code;
  }
  return languages.find(speaks)!.bcp47;
}

type VoicesState =
  | { language: string; state: 'loaded'; response: TextToSpeechVoicesResponse }
  | { language: string; state: 'failed'; error: unknown };

type Playback = 'idle' | 'preparing' | 'playing' | 'finished' | 'stopped';

function playbackText(t: Translate, playback: Playback): string {
  switch (playback) {
    case 'idle':
      return '';
    case 'preparing':
      return t('account-voice-preparing');
    case 'playing':
      return t('account-voice-playing');
    case 'finished':
      return t('account-voice-finished');
    case 'stopped':
      return t('account-voice-stopped');
  }
}

/** Why the sample did not play, in the interface's language where the reason is ours. */
function listenProblem(t: Translate, error: unknown): string {
  if (error instanceof SpeechPlaybackError) return t('account-voice-playback-failed');
  if (error instanceof SpeechStreamError) return t('account-voice-engine-unavailable');
  const code = apiErrorCode(error);
  if (code === UNSUPPORTED_LANGUAGE_ERROR) return t('account-voice-not-for-language');
  if (code === ENGINE_UNAVAILABLE_ERROR) return t('account-voice-engine-unavailable');
  return describeApiProblem(t, error, t('account-voice-listen-failed'));
}

function VoiceChooser({
  languages,
  settings,
}: {
  languages: readonly LanguageWithCapabilities[];
  settings: Settings;
}) {
  const t = useTranslate();
  const client = useApiClient();
  const { store, state } = useIdentity();
  const voiceId = useId();
  const [language, setLanguage] = useState(() =>
    startingLanguage(languages, [
      settings.recommendedTranscriptionLocale,
      state.status?.device.recommendedTranscriptionLocale,
    ]),
  );
  // The saved choices, kept here as the user changes them (the store saves them debounced).
  const [mappings, setMappings] = useState<Record<string, string>>(settings.voiceMappings);
  const [touched, setTouched] = useState(false);
  const [voices, setVoices] = useState<VoicesState | undefined>(undefined);
  const [voicesAttempt, setVoicesAttempt] = useState(0);
  const [playback, setPlayback] = useState<Playback>('idle');
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const audioRef = useRef<HTMLAudioElement>(null);
  // Plays the sample's sentences in the page's one <audio> element, as they arrive.
  const player = useRef<SpeechStreamPlayer | undefined>(undefined);
  const support: Record<string, CapabilitySupport> = Object.fromEntries(
    languages.map((entry) => [entry.bcp47, entry.capabilities.textToSpeech]),
  );
  // Voices of another language (or none yet) mean this language's are on their way.
  const current = voices?.language === language ? voices : undefined;
  const loaded = current?.state === 'loaded' ? current.response : undefined;
  const saved = mappings[language];
  const voice = loaded && saved && loaded.voices.some((each) => each.id === saved) ? saved : '';
  const active = playback === 'preparing' || playback === 'playing';
  const sample = voiceSample(language);

  useEffect(() => {
    const controller = new AbortController();
    getVoices(client, language, { signal: controller.signal }).then(
      (response) => setVoices({ language, state: 'loaded', response }),
      (error: unknown) => {
        if (!controller.signal.aborted) setVoices({ language, state: 'failed', error });
      },
    );
    return () => controller.abort();
  }, [client, language, voicesAttempt]);

  // Leaving the page stops the sample.
  useEffect(() => () => player.current?.stop(), []);

  function stop(next: Playback) {
    player.current?.stop();
    setPlayback(next);
  }

  function chooseLanguage(code: string) {
    stop('idle');
    setProblem(undefined);
    setLanguage(code);
  }

  function chooseVoice(id: string) {
    setMappings((current) => {
      const next = { ...current };
      if (id) next[language] = id;
      else delete next[language];
      return next;
    });
    setTouched(true);
    // §3 voiceMappings merge per language; null removes this language's choice.
    store.updateSettings({ voiceMappings: { [language]: id || null } });
  }

  async function listen() {
    const audio = audioRef.current;
    if (!audio) return;
    stop('preparing');
    setProblem(undefined);
    const speed = state.status?.identity.voiceSpeed;
    const request = {
      text: sample,
      language,
      // The choice on screen, even before its debounced save reaches the server.
      voice: voice || loaded?.defaultVoice,
      speed,
    };
    try {
      player.current ??= new SpeechStreamPlayer({
        createAudio: () => audio,
        onSegmentStart: () => setPlayback('playing'),
      });
      await player.current.play((signal) => streamSpeechAudio(client, request, { signal }));
      setPlayback('finished');
    } catch (error) {
      // Stopped, or replaced by another Listen: the Stop button said what happened.
      if (isAbortError(error)) return;
      setPlayback('idle');
      setProblem(listenProblem(t, error));
    }
  }

  return (
    <>
      <p>{t('account-voice-intro')}</p>
      <LanguageSelect
        className="account-voice__language"
        label={t('account-voice-language-label')}
        hint={t('account-voice-language-hint')}
        value={language}
        onChange={chooseLanguage}
        languages={languages}
        support={support}
      />
      <div className="account-field">
        <label htmlFor={voiceId}>{t('account-voice-voice-label')}</label>
        <select
          id={voiceId}
          value={voice}
          disabled={!loaded}
          onChange={(event) => chooseVoice(event.target.value)}
        >
          <option value="">{t('account-voice-default')}</option>
          {loaded?.voices.map((each) => (
            // The engine names its voices in English.
            <option key={each.id} value={each.id} lang="en">
              {each.name}
            </option>
          ))}
        </select>
      </div>
      {current?.state === 'failed' && (
        <Alert
          action={{
            label: t('account-try-again'),
            onClick: () => {
              setVoices(undefined);
              setVoicesAttempt((count) => count + 1);
            },
          }}
        >
          {describeApiProblem(t, current.error, t('account-voice-voices-failed'))}
        </Alert>
      )}
      <p className="account-hint">
        {t('account-voice-sample')}{' '}
        <bdi lang={language} className="account-voice__sample">
          {sample}
        </bdi>
      </p>
      <div className="account-voice__actions">
        <Button variant="secondary" onClick={() => void listen()}>
          {t('account-voice-listen')}
        </Button>
        <Button variant="ghost" visuallyDisabled={!active} onClick={() => stop('stopped')}>
          {t('account-voice-stop')}
        </Button>
      </div>
      <p className="account-hint" role="status">
        {playbackText(t, playback)}
      </p>
      {problem && <Alert onDismiss={() => setProblem(undefined)}>{problem}</Alert>}
      {/* Plays the sample's segments one after another; no controls of its own to show. */}
      <audio ref={audioRef} className="account-voice__audio" />
      <SaveStatus
        touched={touched}
        pending={state.settingsSavePending}
        failed={state.settingsSaveError !== undefined}
        onRetry={() => void store.flushSettings()}
      />
    </>
  );
}
