import type { CapabilitySupport, TextToSpeechVoice } from '@motes/shared';
import { espeakVoiceChoices, espeakVoiceName } from './espeakVoices.js';
import { speakWithEspeak } from './espeakSynthesizer.js';
import { encodeMp3, MP3_MIME_TYPE } from './mp3.js';
import type { SpokenAudio } from './speechCache.js';
import { TextToSpeechError, type SpeechProvider } from './textToSpeechEngine.js';

/**
 * The embedded provider: espeak-ng compiled to WebAssembly (npm, no system package), ~140
 * voices with word timings, encoded to MP3 in process. Nothing loads until the first speech.
 */
export class EspeakProvider implements SpeechProvider {
  readonly name = 'espeak-ng';
  /** Bump when the package or the encoder settings change, so old cached audio is not reused. */
  readonly cacheScope = 'espeak-ng-emscripten@0.3.5/mp3-32k';

  support(languageCode: string): CapabilitySupport {
    return this.voices(languageCode).length > 0
      ? { available: true, engine: this.name }
      : { available: false, reason: 'language_not_supported' };
  }

  voices(languageCode: string): TextToSpeechVoice[] {
    return espeakVoiceChoices(languageCode);
  }

  async speak(text: string, voice: string, speed: number, language: string): Promise<SpokenAudio> {
    const espeakVoice = espeakVoiceName(voice);
    if (!espeakVoice) throw new TextToSpeechError('unknown_voice', `There is no voice "${voice}".`);
    const speech = await speakWithEspeak(text, espeakVoice, speed, language);
    return {
      audio: await encodeMp3(speech.samples, speech.sampleRate),
      mimeType: MP3_MIME_TYPE,
      durationMs: speech.durationMs,
      words: speech.words,
    };
  }
}
