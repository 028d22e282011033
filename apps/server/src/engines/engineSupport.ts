// Whether an engine can serve a language, asked once for every engine call (t/tts, t/transcribe,
// t/translate, t/ocr, t/predict, d/define, generated motes): a deployment without the engine
// answers 503, a language the engine lacks 422, in the words the caller gives.
import {
  ENGINE_UNAVAILABLE_ERROR,
  findLanguage,
  NO_SPEECH_TO_TEXT,
  primaryLanguageSubtag,
  speechLanguageFor,
  UNSUPPORTED_LANGUAGE_ERROR,
  type CapabilitySupport,
} from '@motes/shared';
import { UnavailableError, UnprocessableError } from '../domain/errors.js';
import type { Engine } from './engine.js';

/** What an engine says of a language (or a pair of languages). */
export type EngineSupport = { available: true } | { available: false; reason: string };

/** How to word a refusal. */
export interface SupportRefusal {
  /** The 503 message when this deployment has no such engine; without it, that is a 422 too. */
  notInstalled?: string;
  /** The 422 message when the engine does not serve the language. */
  unsupported: string;
  /** The 422 error code; `unsupported_language` unless given. */
  code?: string;
  /** The 422 details, given the engine's reason. */
  details?: (reason: string) => unknown;
}

/**
 * Returns when `support` is available; else throws UnavailableError (engine not installed, when
 * {@link SupportRefusal.notInstalled} is given) or UnprocessableError.
 */
export function requireEngineSupport(support: EngineSupport, refusal: SupportRefusal): void {
  if (support.available) return;
  if (support.reason === 'not_installed' && refusal.notInstalled !== undefined) {
    throw new UnavailableError(ENGINE_UNAVAILABLE_ERROR, refusal.notInstalled);
  }
  throw new UnprocessableError(
    refusal.code ?? UNSUPPORTED_LANGUAGE_ERROR,
    refusal.unsupported,
    refusal.details?.(support.reason),
  );
}

const DISABLED_FOR_LANGUAGE: CapabilitySupport = {
  available: false,
  reason: 'disabled_for_language',
};

/**
 * Text to speech for a catalogue language: the tag the engine speaks it as (§3
 * `speechLanguageFor`), and whether it does. A language the catalogue gives no speech is
 * `disabled_for_language` whatever the engine.
 */
export function textToSpeechSupport(
  engine: Pick<Engine, 'support'>,
  language: string,
): { support: CapabilitySupport; speaking: string } {
  const speaking = speechLanguageFor(language);
  return {
    support: speaking ? engine.support(speaking) : DISABLED_FOR_LANGUAGE,
    speaking: speaking ?? language,
  };
}

/**
 * Speech to text for a language: §3's catalogue switches it off for a language (`NONE` in
 * `speech_to_text_overrides`) whatever the engine; else the engine decides.
 */
export function speechToTextSupport(
  engine: Pick<Engine, 'support'>,
  language: string,
): CapabilitySupport {
  const catalogued = findLanguage(language);
  const switchedOff =
    primaryLanguageSubtag(catalogued.bcp47) === primaryLanguageSubtag(language) &&
    catalogued.speech_to_text_overrides.includes(NO_SPEECH_TO_TEXT);
  return switchedOff ? DISABLED_FOR_LANGUAGE : engine.support(language);
}
