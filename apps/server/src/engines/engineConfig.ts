import { z } from 'zod';
import type { DictionaryEngineOptions } from './dictionary/index.js';
import type { OcrEngineOptions } from './ocr/index.js';
import type { SpeechToTextOptions } from './speechToText/index.js';
import type { TextToSpeechOptions } from './textToSpeech/index.js';
import type {
  TranslationEngineOptions,
  WordTranslationEngineOptions,
} from './translation/index.js';

/**
 * The language engines' environment variables (DESIGN.md "Language engines"): each capability
 * runs its embedded default unless a provider is configured. Read by config.ts, which reports
 * every bad variable at once.
 */
export const EngineEnvSchema = z.object({
  TTS_PROVIDER: z.enum(['espeak', 'http']).default('espeak'),
  TTS_HTTP_URL: z.url({ protocol: /^https?$/ }).optional(),
  TTS_HTTP_API_KEY: z.string().min(1).optional(),
  TTS_HTTP_MODEL: z.string().min(1).optional(),
  TTS_HTTP_VOICES: z.string().min(1).optional(),
  TTS_HTTP_LANGUAGES: z.string().min(1).optional(),
  TTS_HTTP_TIMEOUT_MS: z.coerce.number().int().positive().optional(),

  STT_PROVIDER: z.enum(['pocketsphinx', 'http']).default('pocketsphinx'),
  STT_HTTP_URL: z.url({ protocol: /^https?$/ }).optional(),
  STT_HTTP_API_KEY: z.string().min(1).optional(),
  STT_HTTP_MODEL: z.string().min(1).optional(),
  STT_HTTP_LANGUAGES: z.string().min(1).optional(),
  STT_HTTP_TIMEOUT_MS: z.coerce.number().int().positive().optional(),
  STT_POCKETSPHINX_BINARY: z.string().min(1).optional(),
  STT_POCKETSPHINX_MODEL_DIR: z.string().min(1).optional(),
  /** Empty: no ffmpeg, WAV only. */
  STT_FFMPEG_PATH: z.string().optional(),

  TRANSLATION_PROVIDER: z.enum(['apertium', 'libretranslate']).default('apertium'),
  APERTIUM_APY_URL: z.url({ protocol: /^https?$/ }).optional(),
  APERTIUM_APY_BINARY: z.string().min(1).optional(),
  APERTIUM_MODES_DIR: z.string().min(1).optional(),
  LIBRETRANSLATE_URL: z.url({ protocol: /^https?$/ }).optional(),
  LIBRETRANSLATE_API_KEY: z.string().min(1).optional(),
  DICTD_DIR: z.string().min(1).optional(),

  WORDNET_DICT_DIR: z.string().min(1).optional(),
  /** Empty turns GCIDE off. */
  GCIDE_DICT_PATH: z.string().optional(),
  OCR_TESSDATA_DIR: z.string().min(1).optional(),
  PREDICTION_MODELS_DIR: z.string().min(1).optional(),
});

type EngineEnv = z.infer<typeof EngineEnvSchema>;

/** Options for every engine factory, as configured. */
export interface EngineConfig {
  textToSpeech: Omit<TextToSpeechOptions, 'blobStore' | 'onCacheError'>;
  speechToText: SpeechToTextOptions;
  translation: Omit<TranslationEngineOptions, 'log'>;
  wordTranslation: Omit<WordTranslationEngineOptions, 'sentenceEngine'>;
  dictionary: DictionaryEngineOptions;
  ocr: OcrEngineOptions;
  /** Undefined: the models committed beside the prediction engine. */
  predictionModelsDir: string | undefined;
}

/** Problems a valid-looking environment still has (a provider without its URL). */
export function engineConfigProblems(e: EngineEnv): string[] {
  const problems: string[] = [];
  if (e.TTS_PROVIDER === 'http' && !e.TTS_HTTP_URL) {
    problems.push('TTS_HTTP_URL: required with TTS_PROVIDER=http');
  }
  if (e.STT_PROVIDER === 'http' && !e.STT_HTTP_URL) {
    problems.push('STT_HTTP_URL: required with STT_PROVIDER=http');
  }
  if (e.TRANSLATION_PROVIDER === 'libretranslate' && !e.LIBRETRANSLATE_URL) {
    problems.push('LIBRETRANSLATE_URL: required with TRANSLATION_PROVIDER=libretranslate');
  }
  return problems;
}

/** A comma-separated list, trimmed, empties dropped; undefined stays undefined. */
function list(value: string | undefined): string[] | undefined {
  const items = value
    ?.split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  return items?.length ? items : undefined;
}

/** Drops undefined fields, so factories apply their own defaults. */
function defined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

export function engineConfigOf(e: EngineEnv): EngineConfig {
  return {
    textToSpeech: defined({
      provider: e.TTS_PROVIDER,
      httpUrl: e.TTS_HTTP_URL,
      httpApiKey: e.TTS_HTTP_API_KEY,
      httpModel: e.TTS_HTTP_MODEL,
      httpVoices: list(e.TTS_HTTP_VOICES),
      httpLanguages: list(e.TTS_HTTP_LANGUAGES),
      httpTimeoutMs: e.TTS_HTTP_TIMEOUT_MS,
    }),
    speechToText: defined({
      provider: e.STT_PROVIDER,
      httpUrl: e.STT_HTTP_URL,
      httpApiKey: e.STT_HTTP_API_KEY,
      httpModel: e.STT_HTTP_MODEL,
      httpLanguages: list(e.STT_HTTP_LANGUAGES),
      httpTimeoutMs: e.STT_HTTP_TIMEOUT_MS,
      pocketsphinxBinary: e.STT_POCKETSPHINX_BINARY,
      pocketsphinxModelDir: e.STT_POCKETSPHINX_MODEL_DIR,
      ffmpegPath: e.STT_FFMPEG_PATH,
    }),
    translation: defined({
      provider: e.TRANSLATION_PROVIDER,
      apyUrl: e.APERTIUM_APY_URL,
      apyBinary: e.APERTIUM_APY_BINARY,
      apertiumModesDir: e.APERTIUM_MODES_DIR,
      libreTranslateUrl: e.LIBRETRANSLATE_URL,
      libreTranslateApiKey: e.LIBRETRANSLATE_API_KEY,
    }),
    wordTranslation: defined({ dictdDir: e.DICTD_DIR }),
    dictionary: defined({
      wordnetDirectory: e.WORDNET_DICT_DIR,
      gcidePath: e.GCIDE_DICT_PATH === '' ? null : e.GCIDE_DICT_PATH,
    }),
    ocr: defined({ tessdataDirectory: e.OCR_TESSDATA_DIR }),
    predictionModelsDir: e.PREDICTION_MODELS_DIR,
  };
}
