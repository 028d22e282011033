import type {
  CapabilityUnavailableReason,
  TranslationRequest,
  TranslationResponse,
  WordTranslationRequest,
  WordTranslationResponse,
} from '@motes/shared';
import type { Engine } from '../engine.js';

/** Whether an engine can translate from one catalogue language into another. */
export type PairSupport =
  { available: true; engine: string } | { available: false; reason: CapabilityUnavailableReason };

/**
 * Sentence translation (issue 5 item 5). `support(code)` says whether the language can be
 * reached from English (directly or through the Spanish pivot); `canTranslate` answers for
 * one pair.
 */
export interface TranslationEngine extends Engine {
  /**
   * HTTP providers learn their languages from the service (`/listPairs`, `/languages`);
   * until that answered once, `support()` says `not_installed`. Call it at start-up so the
   * first capabilities answer is right; `canTranslate` calls it too. A no-op for engines
   * that read what is installed from disk.
   */
  discoverLanguages(): Promise<void>;
  canTranslate(from: string, to: string): Promise<PairSupport>;
  /**
   * Throws {@link UnsupportedPairError} for a pair it cannot translate and
   * {@link TranslationUnavailableError} when the engine cannot be reached or failed.
   */
  translate(request: TranslationRequest): Promise<TranslationResponse>;
  /** Stops the server's own APY, when it runs one. */
  close(): Promise<void>;
}

/** Single-word translation: dictionary entries for one word or short expression. */
export interface WordTranslationEngine extends Engine {
  canTranslate(from: string, to: string): Promise<PairSupport>;
  /** No entries (not an error) when the dictionary does not have the word. */
  translateWord(request: WordTranslationRequest): Promise<WordTranslationResponse>;
  /** Closes its dictionary files; never closes the sentence engine it was given. */
  close(): Promise<void>;
}

/** The engine has no way from `from` to `to` (routes answer 422). */
export class UnsupportedPairError extends Error {
  constructor(
    readonly from: string,
    readonly to: string,
  ) {
    super(`No translation from ${from} to ${to}`);
  }
}

/** The engine could not be started or reached, or failed on the text (routes answer 503). */
export class TranslationUnavailableError extends Error {}
