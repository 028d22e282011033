import { useEffect, useState } from 'react';
import { getLanguages, getVoices, type ApiClient } from '@motes/api-client';
import type { CapabilitySupport, SupportedLanguage, TextToSpeechVoice } from '@motes/shared';

/** The catalogue as "From text" needs it: every language, and where speech can be made. */
export type SpeechLanguages =
  | { state: 'loading' }
  | {
      state: 'loaded';
      languages: SupportedLanguage[];
      support: Record<string, CapabilitySupport>;
    }
  | { state: 'failed' };

/**
 * Issue 5 `GET t/languages`: the catalogue with what text to speech can do per language, so
 * the language picker lists a language it cannot speak as unavailable, with the reason.
 */
export function useSpeechLanguages(apiClient: ApiClient, attempt: number): SpeechLanguages {
  const [languages, setLanguages] = useState<SpeechLanguages>({ state: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    getLanguages(apiClient, { signal: controller.signal }).then(
      (response) =>
        setLanguages({
          state: 'loaded',
          languages: response.languages,
          support: Object.fromEntries(
            response.languages.map((language) => [
              language.bcp47,
              language.capabilities.textToSpeech,
            ]),
          ),
        }),
      () => {
        if (!controller.signal.aborted) setLanguages({ state: 'failed' });
      },
    );
    return () => controller.abort();
  }, [apiClient, attempt]);
  return languages;
}

/** `GET t/voices`: the voices of `language`, its default first; empty while loading or when it fails. */
export function useVoices(apiClient: ApiClient, language: string): TextToSpeechVoice[] {
  const [voices, setVoices] = useState<{ language: string; voices: TextToSpeechVoice[] }>();
  useEffect(() => {
    const controller = new AbortController();
    getVoices(apiClient, language, { signal: controller.signal }).then(
      (answer) => setVoices({ language, voices: answer.voices }),
      () => {
        if (!controller.signal.aborted) setVoices({ language, voices: [] });
      },
    );
    return () => controller.abort();
  }, [apiClient, language]);
  return voices?.language === language ? voices.voices : [];
}
