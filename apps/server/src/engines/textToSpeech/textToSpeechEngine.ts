import type { CapabilitySupport, SpokenWord, TextToSpeechVoice } from '@motes/shared';
import type { Engine } from '../engine.js';
import { splitIntoSentences, type TextSpan } from './sentences.js';
import type { SpeechCache, SpokenAudio } from './speechCache.js';

/** What to say and how; voice and speed are already resolved (see the route). */
export interface SpeechRequest {
  text: string;
  /** A catalogue language code: picks the voices and the sentence rules. */
  language: string;
  /** One of `voices(language)`. */
  voice: string;
  /** 0.5 to 2; 1 is normal. */
  speed: number;
}

/** One spoken piece of the text, in reading order. */
export interface SpeechSegment {
  index: number;
  /** The UTF-16 range of the request's text this segment reads. */
  textStart: number;
  textEnd: number;
  audio: Uint8Array;
  mimeType: string;
  durationMs: number;
  /** Offsets into the request's text, times from the start of this segment's audio. */
  words: SpokenWord[] | null;
}

/**
 * One way of making speech (embedded espeak-ng, an HTTP server). The engine around it splits
 * texts, caches and streams; a provider only speaks one piece at a time.
 */
export interface SpeechProvider {
  /** The engine name shown in answers: `espeak-ng`, or the HTTP server's model. */
  readonly name: string;
  /**
   * Part of every cache key: it names everything besides voice, speed and text that changes
   * the sound (package version, encoder settings, server and model).
   */
  readonly cacheScope: string;
  support(languageCode: string): CapabilitySupport;
  /** The language's voices, its default first; empty when unsupported. */
  voices(languageCode: string): TextToSpeechVoice[];
  /** Speaks one piece of text; word offsets are relative to `text`. */
  speak(text: string, voice: string, speed: number, language: string): Promise<SpokenAudio>;
  close?(): Promise<void>;
}

/** Why speech could not be made: the caller's choice (`unknown_voice`) or the provider's fault. */
export class TextToSpeechError extends Error {
  override readonly name = 'TextToSpeechError';
  constructor(
    readonly reason: 'unknown_voice' | 'engine_failed',
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

/**
 * Text to speech (issue 5 item 3): a text is spoken sentence by sentence and each sentence
 * is handed over as soon as it is made, so the first audio of a long text arrives after one
 * sentence's work, not the whole text's. Sentences already spoken with the same voice and
 * speed come from the cache.
 */
export class TextToSpeechEngine implements Engine {
  constructor(
    private readonly provider: SpeechProvider,
    private readonly cache: SpeechCache,
  ) {}

  get name(): string {
    return this.provider.name;
  }

  support(languageCode: string): CapabilitySupport {
    return this.provider.support(languageCode);
  }

  voices(languageCode: string): TextToSpeechVoice[] {
    return this.provider.voices(languageCode);
  }

  /** The voice used when neither the request nor the user's settings name one. */
  defaultVoice(languageCode: string): string | undefined {
    return this.voices(languageCode)[0]?.id;
  }

  /**
   * Speaks the text piece by piece. Lazy: each piece is made when the consumer asks for it, so
   * a consumer that stops (a client that hung up) stops the work too.
   * @throws TextToSpeechError `unknown_voice` before any work, `engine_failed` from a provider.
   */
  async *synthesize(request: SpeechRequest): AsyncGenerator<SpeechSegment> {
    const { text, language, voice, speed } = request;
    if (!this.voices(language).some((candidate) => candidate.id === voice)) {
      throw new TextToSpeechError('unknown_voice', `There is no voice "${voice}" for ${language}.`);
    }
    const spans = splitIntoSentences(text, language);
    for (const [index, span] of spans.entries()) {
      const piece = text.slice(span.start, span.end);
      const key = this.cache.keyFor(this.provider.cacheScope, voice, speed, piece);
      const cached = await this.cache.get(key);
      const spoken = cached ?? (await this.speak(piece, voice, speed, language));
      // The audio goes out first; the cache write finishes while the consumer plays it.
      const saving = cached ? undefined : this.cache.put(key, spoken);
      yield toSegment(index, span, spoken);
      await saving;
    }
  }

  async close(): Promise<void> {
    await this.provider.close?.();
  }

  private async speak(
    piece: string,
    voice: string,
    speed: number,
    language: string,
  ): Promise<SpokenAudio> {
    try {
      return await this.provider.speak(piece, voice, speed, language);
    } catch (error) {
      if (error instanceof TextToSpeechError) throw error;
      throw new TextToSpeechError('engine_failed', 'Speech could not be made just now.', {
        cause: error,
      });
    }
  }
}

function toSegment(index: number, span: TextSpan, spoken: SpokenAudio): SpeechSegment {
  const words =
    spoken.words?.map((word) => ({
      ...word,
      start: word.start + span.start,
      end: word.end + span.start,
    })) ?? null;
  return {
    index,
    textStart: span.start,
    textEnd: span.end,
    audio: spoken.audio,
    mimeType: spoken.mimeType,
    durationMs: spoken.durationMs,
    words,
  };
}
