import type { CapabilitySupport, TextToSpeechVoice } from '@motes/shared';
import { primaryLanguage } from '../engine.js';
import { MP3_MIME_TYPE, readMp3Info } from './mp3.js';
import type { SpokenAudio } from './speechCache.js';
import { TextToSpeechError, type SpeechProvider } from './textToSpeechEngine.js';

export interface HttpSpeechOptions {
  /** The server's base URL: `https://api.openai.com`, `http://kokoro:8880` (a `/v1` suffix is fine). */
  url: string;
  apiKey?: string;
  /** The `model` field, e.g. `tts-1`; also the engine name shown in answers. */
  model: string;
  /** The server's voices, offered for every language it speaks; the first is the default. */
  voices: string[];
  /** Catalogue codes or primary subtags the server speaks; undefined means every language. */
  languages?: string[];
  /** How long one sentence's request may take. */
  timeoutMs: number;
}

/**
 * Speech from any OpenAI-compatible server (`POST /v1/audio/speech`: OpenAI, Kokoro-FastAPI,
 * LocalAI, openedai-speech), asked for MP3. These servers give no word timings, so segments
 * carry `words: null` and the client highlights by sentence; timings are never guessed.
 */
export class HttpSpeechProvider implements SpeechProvider {
  readonly name: string;
  readonly cacheScope: string;
  private readonly endpoint: string;
  private readonly languages: Set<string> | undefined;

  constructor(private readonly options: HttpSpeechOptions) {
    if (options.voices.length === 0) throw new Error('An HTTP speech provider needs a voice');
    this.name = options.model;
    this.endpoint = `${options.url.replace(/\/+$/, '').replace(/\/v1$/, '')}/v1/audio/speech`;
    this.cacheScope = `http:${this.endpoint}:${options.model}`;
    this.languages = options.languages && new Set(options.languages.map((l) => l.toLowerCase()));
  }

  support(languageCode: string): CapabilitySupport {
    const supported =
      !this.languages ||
      this.languages.has(languageCode.toLowerCase()) ||
      this.languages.has(primaryLanguage(languageCode));
    return supported
      ? { available: true, engine: this.name }
      : { available: false, reason: 'language_not_supported' };
  }

  voices(languageCode: string): TextToSpeechVoice[] {
    if (!this.support(languageCode).available) return [];
    return this.options.voices.map((voice) => ({ id: voice, name: voice, gender: null }));
  }

  async speak(text: string, voice: string, speed: number): Promise<SpokenAudio> {
    let response: Response;
    let audio: Uint8Array;
    try {
      response = await fetch(this.endpoint, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(this.options.apiKey ? { authorization: `Bearer ${this.options.apiKey}` } : {}),
        },
        body: JSON.stringify({
          model: this.options.model,
          input: text,
          voice,
          speed,
          response_format: 'mp3',
        }),
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
      audio = new Uint8Array(await response.arrayBuffer());
    } catch (error) {
      throw new TextToSpeechError('engine_failed', 'The speech service did not answer.', {
        cause: error,
      });
    }
    if (!response.ok) {
      throw new TextToSpeechError(
        'engine_failed',
        `The speech service answered ${response.status} ${response.statusText}.`,
      );
    }
    const info = readMp3Info(audio);
    if (!info)
      throw new TextToSpeechError('engine_failed', 'The speech service sent no MP3 audio.');
    return {
      audio,
      mimeType: MP3_MIME_TYPE,
      durationMs: Math.round(info.durationMs),
      words: null,
    };
  }
}
