// Speech to text (issue 5 item 4, DESIGN.md "Language engines").
//
// Environment variables for the lead to map onto createSpeechToTextEngine's options:
//   STT_PROVIDER                'pocketsphinx' (default) or 'http'                → provider
//   STT_HTTP_URL                base URL of an OpenAI-compatible server           → httpUrl
//   STT_HTTP_API_KEY            sent as `Authorization: Bearer …` (optional)      → httpApiKey
//   STT_HTTP_MODEL              the `model` field (default `whisper-1`)           → httpModel
//   STT_HTTP_LANGUAGES          comma-separated codes the server does (default: all) → httpLanguages
//   STT_HTTP_TIMEOUT_MS         one request's time limit (default 120000)         → httpTimeoutMs
//   STT_POCKETSPHINX_BINARY     default /usr/bin/pocketsphinx_continuous          → pocketsphinxBinary
//   STT_POCKETSPHINX_MODEL_DIR  default /usr/share/pocketsphinx/model/en-us       → pocketsphinxModelDir
//   STT_FFMPEG_PATH             default /usr/bin/ffmpeg; empty = WAV only         → ffmpegPath
import { existsSync } from 'node:fs';
import { HttpSpeechToTextEngine } from './httpSpeechToText.js';
import { PocketsphinxEngine } from './pocketsphinxEngine.js';
import type { SpeechToTextEngine } from './speechToTextEngine.js';

export { SpeechToTextError, type SpeechToTextEngine } from './speechToTextEngine.js';
export type { TranscribeRequest, SpeechToTextFailure } from './speechToTextEngine.js';

export const DEFAULT_POCKETSPHINX_BINARY = '/usr/bin/pocketsphinx_continuous';
export const DEFAULT_POCKETSPHINX_MODEL_DIR = '/usr/share/pocketsphinx/model/en-us';
export const DEFAULT_FFMPEG_PATH = '/usr/bin/ffmpeg';

export interface SpeechToTextOptions {
  provider?: 'pocketsphinx' | 'http';
  /** Required when `provider` is `http`. */
  httpUrl?: string;
  httpApiKey?: string;
  httpModel?: string;
  httpLanguages?: string[];
  httpTimeoutMs?: number;
  pocketsphinxBinary?: string;
  pocketsphinxModelDir?: string;
  /**
   * ffmpeg for decoding WebM/Opus, Ogg, MP3, M4A and FLAC. Default: Debian's, when installed.
   * An empty string turns it off: only WAV is then read (in-process).
   */
  ffmpegPath?: string;
}

/**
 * The deployment's speech-to-text engine. Nothing starts here: pocketsphinx runs per
 * recording and the HTTP provider is only called when a job runs.
 * @throws Error when `provider` is `http` without `httpUrl`.
 */
export function createSpeechToTextEngine(options: SpeechToTextOptions = {}): SpeechToTextEngine {
  if (options.provider === 'http') {
    if (!options.httpUrl) throw new Error('STT_PROVIDER=http needs STT_HTTP_URL');
    return new HttpSpeechToTextEngine({
      url: options.httpUrl,
      model: options.httpModel ?? 'whisper-1',
      timeoutMs: options.httpTimeoutMs ?? 120_000,
      ...(options.httpApiKey ? { apiKey: options.httpApiKey } : {}),
      ...(options.httpLanguages ? { languages: options.httpLanguages } : {}),
    });
  }
  const ffmpegPath = options.ffmpegPath ?? DEFAULT_FFMPEG_PATH;
  return new PocketsphinxEngine({
    binary: options.pocketsphinxBinary ?? DEFAULT_POCKETSPHINX_BINARY,
    modelDir: options.pocketsphinxModelDir ?? DEFAULT_POCKETSPHINX_MODEL_DIR,
    ffmpegPath: ffmpegPath && existsSync(ffmpegPath) ? ffmpegPath : undefined,
  });
}
