import { TranslationUnavailableError } from './translationEngine.js';

/** A translation service that takes longer than this is treated as down (the client waits 5 s). */
const REQUEST_TIMEOUT_MS = 10_000;

export interface JsonAnswer {
  status: number;
  body: unknown;
}

/**
 * One request to a translation service (APY, LibreTranslate) and its JSON answer, whatever
 * the status. A service that cannot be reached, times out or answers something other than
 * JSON is unavailable ({@link TranslationUnavailableError}, routes answer 503).
 */
export async function requestJson(url: string, init: RequestInit = {}): Promise<JsonAnswer> {
  let response: Response;
  let text: string;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    text = await response.text();
  } catch (error) {
    throw new TranslationUnavailableError(`${new URL(url).origin} unreachable: ${String(error)}`);
  }
  try {
    return { status: response.status, body: JSON.parse(text) as unknown };
  } catch {
    throw new TranslationUnavailableError(
      `${new URL(url).origin} answered ${response.status} without JSON: ${text.slice(0, 200)}`,
    );
  }
}
