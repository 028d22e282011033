// Text prediction (issue 5 item 8). The models are committed under ./models/ (built from npm
// data by scripts/prediction/build-model.mjs; sources and licences in ./models/README.md).
//
// Configuration for the lead to map (config.ts):
// - PREDICTION_MODELS_DIR (optional) → `modelsDir`: a folder of `<language>.json.gz` models.
//   Default: this folder's models/, i.e. from src/paths.ts or dist/main.js alike
//   `fileURLToPath(new URL('../src/engines/prediction/models/', import.meta.url))`.
//   A folder without models makes prediction `not_installed` for every language.
import { PredictionEngine, type PredictionEngineOptions } from './predictionEngine.js';

export {
  PREDICTION_ENGINE_NAME,
  PredictionEngine,
  type PredictInput,
  type PredictionEngineOptions,
  type UserWordCounts,
  type UserWordQuery,
} from './predictionEngine.js';
export { normalizeWord } from './typingContext.js';

/** The prediction engine over a folder of models; nothing loads until a language is used. */
export function createPredictionEngine(options: PredictionEngineOptions): PredictionEngine {
  return new PredictionEngine(options);
}
