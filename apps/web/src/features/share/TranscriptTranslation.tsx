import { useEffect, useRef, useState } from 'react';
import {
  SpeechStreamPlayer,
  isAbortError,
  streamSpeechAudio,
  translateText,
} from '@motes/api-client';
import { TRANSLATION_TEXT_MAX_CHARS, type CapabilitySupport } from '@motes/shared';
import { Button, LanguageSelect, useTranslate } from '@motes/ui';
import { describeApiError } from '../../api/describeApiError';
import { useApiClient } from '../../api/ApiClientContext';
import { useLanguages } from '../../api/useLanguages';

type Translation =
  | { state: 'idle' }
  | { state: 'working' }
  | { state: 'done'; text: string; language: string }
  | { state: 'failed'; message: string };

/**
 * "Translate transcript" (issue 6 item 6): the transcript into a language the engines can
 * translate to (from `t/languages`), shown with its language and direction, and read aloud
 * segment by segment through the TTS engine. Loaded only when asked for (React.lazy), so the
 * share page stays light. A pair the engines cannot translate gets the server's plain reason.
 */
export function TranscriptTranslation({ text, from }: { text: string; from: string }) {
  const t = useTranslate();
  const client = useApiClient();
  const { languages } = useLanguages();
  const [to, setTo] = useState('');
  const [translation, setTranslation] = useState<Translation>({ state: 'idle' });
  const [reading, setReading] = useState(false);
  const [readProblem, setReadProblem] = useState<string | undefined>();
  // Reads the translation sentence by sentence in the page's one <audio> element.
  const player = useRef<SpeechStreamPlayer | undefined>(undefined);
  const audioRef = useRef<HTMLAudioElement>(null);

  useEffect(() => () => player.current?.stop(), []);

  if (languages.state === 'loading') return <p role="status">{t('share-translate-loading')}</p>;
  if (languages.state === 'failed') return <p role="alert">{t('share-translate-unavailable')}</p>;

  const list = languages.response.languages.filter((language) => language.bcp47 !== from);
  const support: Record<string, CapabilitySupport> = Object.fromEntries(
    list.map((language) => [language.bcp47, language.capabilities.translation]),
  );
  const target = to || list.find((language) => language.capabilities.translation.available)?.bcp47;
  const tooLong = text.length > TRANSLATION_TEXT_MAX_CHARS;

  async function handleTranslate() {
    if (!target) return;
    player.current?.stop();
    setTranslation({ state: 'working' });
    try {
      const answer = await translateText(client, { text, from, to: target });
      setTranslation({ state: 'done', text: answer.translation, language: target });
    } catch (error) {
      setTranslation({
        state: 'failed',
        message: describeApiError(error, t('share-translate-failed')),
      });
    }
  }

  async function handleReadAloud(done: { text: string; language: string }) {
    if (reading) {
      player.current?.stop();
      return;
    }
    const audio = audioRef.current;
    if (!audio) return;
    player.current ??= new SpeechStreamPlayer({ createAudio: () => audio });
    setReading(true);
    setReadProblem(undefined);
    try {
      const request = { text: done.text, language: done.language };
      await player.current.play((signal) => streamSpeechAudio(client, request, { signal }));
    } catch (error) {
      if (!isAbortError(error)) {
        setReadProblem(describeApiError(error, t('share-translate-read-failed')));
      }
    } finally {
      setReading(false);
    }
  }

  const rightToLeft =
    translation.state === 'done' &&
    list.some((language) => language.bcp47 === translation.language && language.is_right_to_left);

  return (
    <div className="mote-translation">
      <div className="mote-translation__controls">
        <LanguageSelect
          label={t('share-translate-to')}
          value={target ?? ''}
          onChange={setTo}
          languages={list}
          support={support}
        />
        <Button
          variant="secondary"
          onClick={() => void handleTranslate()}
          loading={translation.state === 'working'}
          disabled={!target || tooLong}
        >
          {t('share-translate-button')}
        </Button>
      </div>
      {tooLong && <p>{t('share-translate-too-long', { max: TRANSLATION_TEXT_MAX_CHARS })}</p>}
      {translation.state === 'failed' && <p role="alert">{translation.message}</p>}
      {translation.state === 'done' && (
        <>
          <p
            className="mote-translation__text"
            lang={translation.language}
            dir={rightToLeft ? 'rtl' : 'ltr'}
          >
            {translation.text}
          </p>
          <Button variant="secondary" size="sm" onClick={() => void handleReadAloud(translation)}>
            {reading ? t('share-translate-stop') : t('share-translate-read')}
          </Button>
          {readProblem && <p role="alert">{readProblem}</p>}
        </>
      )}
      <audio ref={audioRef} hidden />
    </div>
  );
}
