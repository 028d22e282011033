// The voice and speed a text is spoken with, chosen once for every server caller (t/tts and
// generated motes).
import { DEFAULT_VOICE_SPEED, UNKNOWN_VOICE_ERROR } from '@motes/shared';
import { InvalidInputError } from '../../domain/errors.js';
import type { TextToSpeechEngine } from './textToSpeechEngine.js';

/** A voice and speed: asked for in the request, or saved in the speaker's §3 settings. */
export interface VoicePreference {
  voice?: string;
  speed?: number;
}

/**
 * The request's voice and speed, else the saved ones (§3 `voiceMappings` for the language,
 * `voiceSpeed`), else the language's default voice (the engine's first) at speed 1. A saved
 * voice this engine does not have (saved under another provider) is passed over.
 * @param speaking the tag the engine speaks the language as (engineSupport.ts)
 * @param languageLabel how the refusal names the language
 * @throws InvalidInputError `unknown_voice` (with the language's voices) for an asked voice
 *   the language lacks
 */
export function chooseVoice(
  engine: Pick<TextToSpeechEngine, 'voices'>,
  speaking: string,
  asked: VoicePreference,
  saved: VoicePreference,
  languageLabel: string,
): { voice: string; speed: number } {
  const voices = engine.voices(speaking).map((voice) => voice.id);
  if (asked.voice !== undefined && !voices.includes(asked.voice)) {
    throw new InvalidInputError(
      UNKNOWN_VOICE_ERROR,
      `There is no voice "${asked.voice}" for ${languageLabel}.`,
      { voices },
    );
  }
  return {
    voice: asked.voice ?? (saved.voice && voices.includes(saved.voice) ? saved.voice : voices[0]!),
    speed: asked.speed ?? saved.speed ?? DEFAULT_VOICE_SPEED,
  };
}
