import type { BlobStore } from '../blobs/blobStore.js';
import type { Db } from '../db/database.js';
import { PREDICTION_MODELS_DIR } from '../paths.js';
import { createDictionaryEngine, type DictionaryEngine } from './dictionary/index.js';
import type { EngineConfig } from './engineConfig.js';
import { EngineRateLimiter } from './engineRateLimit.js';
import { createOcrEngine, type OcrEngine } from './ocr/index.js';
import { createPredictionEngine, type PredictionEngine } from './prediction/index.js';
import { closeEngines, type EngineRegistry } from './registry.js';
import { createSpeechToTextEngine, type SpeechToTextEngine } from './speechToText/index.js';
import {
  createTextToSpeechEngine,
  databaseSpeechCacheLedger,
  type TextToSpeechEngine,
} from './textToSpeech/index.js';
import {
  createTranslationEngine,
  createWordTranslationEngine,
  type TranslationEngine,
  type WordTranslationEngine,
} from './translation/index.js';

/** Every engine of this deployment, by capability, with their shared call budget. */
export interface Engines {
  textToSpeech: TextToSpeechEngine;
  speechToText: SpeechToTextEngine;
  translation: TranslationEngine;
  wordTranslation: WordTranslationEngine;
  dictionary: DictionaryEngine;
  ocr: OcrEngine;
  prediction: PredictionEngine;
  /** What each capability can do per language, for `t/languages` and the routes. */
  registry: EngineRegistry;
  limiter: EngineRateLimiter;
  /** Stops every engine (child processes, workers); resolves with the failures. */
  close(): Promise<unknown[]>;
}

export interface EngineDeps {
  blobs: BlobStore;
  /** Where the speech cache notes its entries for the daily sweep (`sweepSpeechCache`). */
  db: Db;
  /** Engine life events and non-fatal failures (a cache write, an APY restart). */
  log: { info(message: string): void; warn(object: unknown, message: string): void };
}

/**
 * Builds the configured engines. Nothing loads or starts here: models, workers and processes
 * start on first use, so the server starts fast and runs without the engines' system packages
 * (the registry then answers `not_installed`).
 */
export function createEngines(config: EngineConfig, deps: EngineDeps): Engines {
  const translation = createTranslationEngine({
    ...config.translation,
    log: (message) => deps.log.info(message),
  });
  const engines = {
    textToSpeech: createTextToSpeechEngine({
      ...config.textToSpeech,
      blobStore: deps.blobs,
      onCacheError: (error) => deps.log.warn({ err: error }, 'speech cache failed'),
      cacheLedger: databaseSpeechCacheLedger(deps.db),
    }),
    speechToText: createSpeechToTextEngine(config.speechToText),
    translation,
    wordTranslation: createWordTranslationEngine({
      ...config.wordTranslation,
      sentenceEngine: translation,
    }),
    dictionary: createDictionaryEngine(config.dictionary),
    ocr: createOcrEngine(config.ocr),
    prediction: createPredictionEngine({
      modelsDir: config.predictionModelsDir ?? PREDICTION_MODELS_DIR,
    }),
  };
  const registry: EngineRegistry = { ...engines };
  return {
    ...engines,
    registry,
    limiter: new EngineRateLimiter(),
    close: () => closeEngines(registry),
  };
}
