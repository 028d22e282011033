// Text to speech (issue 5 item 3, DESIGN.md "Language engines").
//
// Environment variables for the lead to map onto createTextToSpeechEngine's options:
//   TTS_PROVIDER         'espeak' (default) or 'http'                              → provider
//   TTS_HTTP_URL         base URL of an OpenAI-compatible server                   → httpUrl
//   TTS_HTTP_API_KEY     sent as `Authorization: Bearer …` (optional)              → httpApiKey
//   TTS_HTTP_MODEL       the `model` field (default `tts-1`)                       → httpModel
//   TTS_HTTP_VOICES      comma-separated voice names, default first (default `alloy`) → httpVoices
//   TTS_HTTP_LANGUAGES   comma-separated codes the server speaks (default: all)    → httpLanguages
//   TTS_HTTP_TIMEOUT_MS  one sentence's request time limit (default 30000)         → httpTimeoutMs
// The speech cache lives in the deployment's blob store (`blobStore`), under `tts-cache/`.
import type { BlobStore } from '../../blobs/blobStore.js';
import { EspeakProvider } from './espeakProvider.js';
import { HttpSpeechProvider } from './httpProvider.js';
import { SpeechCache } from './speechCache.js';
import type { SpeechCacheLedger } from './speechCacheLedger.js';
import { TextToSpeechEngine } from './textToSpeechEngine.js';

export { SPEECH_CACHE_PREFIX } from './speechCache.js';
export {
  SPEECH_CACHE_LIFETIME_DAYS,
  databaseSpeechCacheLedger,
  sweepSpeechCache,
} from './speechCacheLedger.js';
export {
  TextToSpeechEngine,
  TextToSpeechError,
  type SpeechRequest,
  type SpeechSegment,
} from './textToSpeechEngine.js';

export interface TextToSpeechOptions {
  provider?: 'espeak' | 'http';
  /** Required when `provider` is `http`. */
  httpUrl?: string;
  httpApiKey?: string;
  httpModel?: string;
  httpVoices?: string[];
  httpLanguages?: string[];
  httpTimeoutMs?: number;
  /** Where spoken sentences are cached, by (provider, voice, speed, text). */
  blobStore: BlobStore;
  /** Told when the cache cannot be read or written; the speech is then made afresh. */
  onCacheError?: (error: unknown) => void;
  /** Notes each cache entry so the daily sweep can delete it by age (the server's database). */
  cacheLedger?: SpeechCacheLedger;
}

/**
 * The deployment's text-to-speech engine. Nothing loads here: espeak-ng's module loads on the
 * first speech, and the HTTP provider is only called to speak.
 * @throws Error when `provider` is `http` without `httpUrl`.
 */
export function createTextToSpeechEngine(options: TextToSpeechOptions): TextToSpeechEngine {
  const cache = new SpeechCache(
    options.blobStore,
    options.onCacheError ?? (() => {}),
    options.cacheLedger,
  );
  if (options.provider === 'http') {
    if (!options.httpUrl) throw new Error('TTS_PROVIDER=http needs TTS_HTTP_URL');
    const provider = new HttpSpeechProvider({
      url: options.httpUrl,
      model: options.httpModel ?? 'tts-1',
      voices: options.httpVoices?.length ? options.httpVoices : ['alloy'],
      timeoutMs: options.httpTimeoutMs ?? 30_000,
      ...(options.httpApiKey ? { apiKey: options.httpApiKey } : {}),
      ...(options.httpLanguages ? { languages: options.httpLanguages } : {}),
    });
    return new TextToSpeechEngine(provider, cache);
  }
  return new TextToSpeechEngine(new EspeakProvider(), cache);
}
