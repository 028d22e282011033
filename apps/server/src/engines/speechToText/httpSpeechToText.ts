import type { CapabilitySupport, TranscribedWord, TranscriptionResult } from '@motes/shared';
import { primaryLanguage } from '../engine.js';
import { audioFormatOf } from './audioFormat.js';
import {
  SpeechToTextError,
  type SpeechToTextEngine,
  type TranscribeRequest,
} from './speechToTextEngine.js';

export interface HttpSpeechToTextOptions {
  /** The server's base URL: `https://api.openai.com`, `http://whisper:8000` (a `/v1` suffix is fine). */
  url: string;
  apiKey?: string;
  /** The `model` form field, e.g. `whisper-1`; also the engine name shown in answers. */
  model: string;
  /**
   * The languages the server transcribes (catalogue codes or primary subtags: `en`, `pt-BR`);
   * undefined means every language (Whisper-class servers cover the whole catalogue).
   */
  languages?: string[];
  /** How long one transcription request may take. */
  timeoutMs: number;
}

/**
 * Speech to text on any OpenAI-compatible server (`POST /v1/audio/transcriptions`: OpenAI,
 * faster-whisper servers, whisper.cpp's server, LocalAI). The recording is sent as it was
 * recorded; the server decodes it. Word timings are asked for with
 * `timestamp_granularities[]=word`; a server that ignores the option answers without them.
 */
export class HttpSpeechToTextEngine implements SpeechToTextEngine {
  readonly name: string;
  private readonly endpoint: string;
  private readonly languages: Set<string> | undefined;

  constructor(private readonly options: HttpSpeechToTextOptions) {
    this.name = options.model;
    this.endpoint = `${options.url.replace(/\/+$/, '').replace(/\/v1$/, '')}/v1/audio/transcriptions`;
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

  async transcribe(audio: Buffer, request: TranscribeRequest): Promise<TranscriptionResult> {
    const form = new FormData();
    // Servers tell the format by the file name's extension, so it must be right.
    const extension = audioFormatOf(audio, request.contentType) ?? 'webm';
    const type = request.contentType ?? 'application/octet-stream';
    form.append('file', new Blob([audio], { type }), `recording.${extension}`);
    form.append('model', this.options.model);
    // Whisper-class servers take ISO 639-1 codes, not regions.
    form.append('language', primaryLanguage(request.language));
    form.append('response_format', 'verbose_json');
    form.append('timestamp_granularities[]', 'word');

    const timeout = AbortSignal.timeout(this.options.timeoutMs);
    const signal = request.signal ? AbortSignal.any([request.signal, timeout]) : timeout;
    let response: Response;
    let body: string;
    try {
      response = await fetch(this.endpoint, {
        method: 'POST',
        body: form,
        headers: this.options.apiKey ? { authorization: `Bearer ${this.options.apiKey}` } : {},
        signal,
      });
      body = await response.text();
    } catch (error) {
      throw new SpeechToTextError('engine_failed', 'The transcription service did not answer.', {
        cause: error,
      });
    }
    if (!response.ok) {
      const cause = new Error(
        `${this.endpoint} answered ${response.status}: ${body.slice(0, 500)}`,
      );
      if (response.status === 400) {
        throw new SpeechToTextError(
          'unreadable_audio',
          'The transcription service could not read the recording.',
          { cause },
        );
      }
      throw new SpeechToTextError(
        'engine_failed',
        'The transcription service is unavailable right now. Please try again later.',
        { cause },
      );
    }
    return { ...readVerboseJson(body), language: request.language, engine: this.name };
  }
}

interface VerboseWord {
  word?: unknown;
  start?: unknown;
  end?: unknown;
  probability?: unknown;
}

/**
 * The text and words of a `verbose_json` answer. OpenAI puts the words at the top level;
 * faster-whisper servers inside each segment. `probability` (faster-whisper) becomes the
 * word's confidence; OpenAI gives none.
 */
function readVerboseJson(body: string): Pick<TranscriptionResult, 'text' | 'words'> {
  const answer = parseJson(body) as { text?: unknown; words?: unknown; segments?: unknown } | null;
  if (!answer || typeof answer.text !== 'string') {
    throw new SpeechToTextError(
      'engine_failed',
      'The transcription service answered something unexpected.',
      { cause: new Error(`not a verbose_json transcription: ${body.slice(0, 200)}`) },
    );
  }
  const segments = Array.isArray(answer.segments) ? (answer.segments as { words?: unknown }[]) : [];
  const rawWords = Array.isArray(answer.words)
    ? (answer.words as VerboseWord[])
    : segments.flatMap((segment) =>
        Array.isArray(segment.words) ? (segment.words as VerboseWord[]) : [],
      );
  const words: TranscribedWord[] = [];
  for (const raw of rawWords) {
    if (typeof raw.word !== 'string' || typeof raw.start !== 'number') continue;
    if (typeof raw.end !== 'number' || raw.word.trim() === '') continue;
    words.push({
      word: raw.word.trim(),
      startMs: Math.round(raw.start * 1000),
      endMs: Math.round(raw.end * 1000),
      ...(typeof raw.probability === 'number' ? { confidence: raw.probability } : {}),
    });
  }
  return { text: answer.text.trim(), words };
}

function parseJson(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return null;
  }
}
