// Issue 5 item 8: text prediction. `POST t/predict` completes the word being typed or suggests
// the next one; `POST u/predictions/accepted` records a word the signed-in user accepted, so
// their later suggestions adapt to them.
import {
  API_ROUTES,
  PredictionResponseSchema,
  StoredPredictionWordSchema,
  type AcceptedWord,
  type PredictionRequest,
  type PredictionResponse,
  type StoredPredictionWord,
} from '@motes/shared';
import type { ApiClient } from './apiClient';
import { engineCall, type EngineCallOptions } from './engineCall';

export const PREDICT_PATH = API_ROUTES.prediction.predict.path;
export const ACCEPTED_PREDICTION_PATH = API_ROUTES.prediction.accept.path;

/**
 * `POST t/predict`: suggestions for the text before the caret, best first (possibly none).
 * Called on every keystroke: abort the previous call's `signal` when a new one starts.
 * @throws ApiError (413 `input_too_large`, 422 `unsupported_language`, 503
 * `engine_unavailable`, 429), ApiTimeoutError, ApiNetworkError; AbortError when aborted.
 */
export function predictWords(
  apiClient: ApiClient,
  request: PredictionRequest,
  options?: EngineCallOptions,
): Promise<PredictionResponse> {
  return engineCall(
    apiClient,
    { path: PREDICT_PATH, method: API_ROUTES.prediction.predict.method, body: request },
    PredictionResponseSchema,
    options,
  );
}

/**
 * `POST u/predictions/accepted`: counts a word the signed-in user accepted (or finished
 * typing) after `previousWord`. Signed-in users only.
 * @throws ApiError (401 when signed out, 422 `unsupported_language`, 429), ApiTimeoutError,
 * ApiNetworkError.
 */
export function acceptPrediction(
  apiClient: ApiClient,
  accepted: AcceptedWord,
  options?: EngineCallOptions,
): Promise<StoredPredictionWord> {
  return engineCall(
    apiClient,
    {
      path: ACCEPTED_PREDICTION_PATH,
      method: API_ROUTES.prediction.accept.method,
      body: accepted,
    },
    StoredPredictionWordSchema,
    options,
  );
}
