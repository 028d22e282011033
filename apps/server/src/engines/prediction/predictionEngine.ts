import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { CapabilitySupport, PredictionResponse, PredictionSuggestion } from '@motes/shared';
import { primaryLanguage, type Engine } from '../engine.js';
import { PredictionModel, type ScoredWord } from './predictionModel.js';
import { foldWord, readTypingContext, shapeLike, type TypingContext } from './typingContext.js';

export const PREDICTION_ENGINE_NAME = 'ngram';

/**
 * How much a user's own history counts next to the model's Stupid Backoff scores (which run
 * from about 0.5 for a strong follower down to 1e-6 for a rare word overall):
 * - a word accepted after the same previous word scores n / (n + 2): once 0.33, twice 0.5, so
 *   it leads the list, as the user's own habit should;
 * - a word accepted after any word scores this weight × n / (n + 2). Completing a prefix, it
 *   outranks all but words with strong context evidence; as a next word without a prefix the
 *   weight is small, so the user's favourite words do not crowd out what the context predicts.
 */
const USER_WORD_WEIGHT_COMPLETING = 0.2;
const USER_WORD_WEIGHT_NEXT = 0.02;

/** One of the user's accepted words that fits the request, as the route reads it. */
export interface UserWordCounts {
  word: string;
  /** Times accepted after any word. */
  total: number;
  /** Times accepted after the request's previous word. */
  afterPrevious: number;
}

export interface PredictInput {
  /** A catalogue code; the model is chosen by its primary language (`en-GB` → `en`). */
  language: string;
  before: string;
  limit: number;
  /** The signed-in user's words matching {@link userWordQuery}; empty for anonymous callers. */
  userWords?: readonly UserWordCounts[];
}

/** What the route needs to read a user's words for a request. */
export interface UserWordQuery {
  /** Lower case; stored words start with it (empty: any word). */
  prefix: string;
  /** Lower case; `''` at the start of a sentence, as stored. */
  previousWord: string;
}

export interface PredictionEngineOptions {
  /** The folder of `<language>.json.gz` models that scripts/prediction/build-model.mjs writes. */
  modelsDir: string;
}

/**
 * Text prediction (issue 5 item 8): completions of the word being typed and next-word
 * suggestions from the n-gram models in `modelsDir`, adapted to a user's accepted words.
 * A model loads on the first call for its language (English in ~0.2 s) and stays in memory
 * (~30 MB for English); later calls take well under a millisecond.
 */
export class PredictionEngine implements Engine {
  readonly name = PREDICTION_ENGINE_NAME;
  private readonly languages: ReadonlySet<string>;
  private readonly models = new Map<string, Promise<PredictionModel>>();

  constructor(private readonly options: PredictionEngineOptions) {
    this.languages = new Set(
      existsSync(options.modelsDir)
        ? readdirSync(options.modelsDir)
            .filter((file) => file.endsWith('.json.gz'))
            .map((file) => file.slice(0, -'.json.gz'.length))
        : [],
    );
  }

  support(languageCode: string): CapabilitySupport {
    if (this.languages.size === 0) return { available: false, reason: 'not_installed' };
    return this.languages.has(primaryLanguage(languageCode))
      ? { available: true, engine: this.name }
      : { available: false, reason: 'language_not_supported' };
  }

  /** The stored-word lookup a request needs (the route reads the user's words with it). */
  userWordQuery(before: string): UserWordQuery {
    const context = readTypingContext(before);
    return {
      prefix: context.partial.toLowerCase(),
      previousWord: context.previous?.toLowerCase() ?? '',
    };
  }

  /**
   * How an accepted word is stored: in the model's usual form when the model knows it (`The`
   * typed at a sentence start is stored as `the`; `monday` as `Monday`), else as typed.
   */
  async storedForm(language: string, word: string): Promise<string> {
    return (await this.model(language)).knownForm(word) ?? word;
  }

  async predict(input: PredictInput): Promise<PredictionResponse> {
    const model = await this.model(input.language);
    const context = readTypingContext(input.before);
    const completing = context.partial !== '';
    const candidates = this.candidates(model, context, input.limit);
    mergeUserWords(candidates, input.userWords ?? [], completing, context.partial);
    // Neither the word already typed (`i` still completes to `I`) nor, next, a repeat of
    // the previous word.
    const skipped = completing ? context.partial : context.previous?.toLowerCase();
    const suggestions: PredictionSuggestion[] = [];
    for (const candidate of [...candidates.values()].sort(
      (a, b) => b.score - a.score || b.count - a.count,
    )) {
      if ((completing ? candidate.word : candidate.word.toLowerCase()) === skipped) continue;
      suggestions.push({
        word: shapeLike(candidate.word, context.partial, context.startsSentence),
        kind: completing ? 'completion' : 'next',
      });
      if (suggestions.length === input.limit) break;
    }
    return { suggestions, engine: this.name };
  }

  async close(): Promise<void> {
    this.models.clear();
  }

  /** Loads (once) the model of a supported language; throws for any other. */
  async model(language: string): Promise<PredictionModel> {
    const code = primaryLanguage(language);
    if (!this.languages.has(code)) throw new Error(`No prediction model for ${language}`);
    let model = this.models.get(code);
    if (!model) {
      model = PredictionModel.load(path.join(this.options.modelsDir, `${code}.json.gz`));
      // A failed load is retried by the next call rather than cached.
      model.catch(() => this.models.delete(code));
      this.models.set(code, model);
    }
    return model;
  }

  /**
   * The model's candidates by lower-case word. A French or Spanish `l'é` / `d'a` also
   * completes the part after the apostrophe (`l'école`): the vocabulary has no elided forms.
   */
  private candidates(
    model: PredictionModel,
    context: TypingContext,
    limit: number,
  ): Map<string, ScoredWord> {
    const byWord = new Map<string, ScoredWord>();
    const add = (scored: ScoredWord) => {
      const key = scored.word.toLowerCase();
      const known = byWord.get(key);
      if (!known || known.score < scored.score) byWord.set(key, scored);
    };
    for (const scored of model.candidates(
      context.partial,
      context.previous,
      context.beforePrevious,
      limit,
    )) {
      add(scored);
    }
    const apostrophe = context.partial.indexOf("'");
    if (apostrophe > 0 && apostrophe < context.partial.length - 1) {
      const head = context.partial.slice(0, apostrophe + 1);
      const tail = context.partial.slice(apostrophe + 1);
      for (const scored of model.candidates(
        tail,
        context.previous,
        context.beforePrevious,
        limit,
      )) {
        add({ ...scored, word: head + scored.word });
      }
    }
    return byWord;
  }
}

/** Adds the user's history to the candidates' scores (see USER_WORD_WEIGHT_*). */
function mergeUserWords(
  candidates: Map<string, ScoredWord>,
  userWords: readonly UserWordCounts[],
  completing: boolean,
  partial: string,
): void {
  const folded = foldWord(partial);
  const weight = completing ? USER_WORD_WEIGHT_COMPLETING : USER_WORD_WEIGHT_NEXT;
  for (const { word, total, afterPrevious } of userWords) {
    if (completing && !foldWord(word).startsWith(folded)) continue;
    const boost = afterPrevious / (afterPrevious + 2) + (weight * total) / (total + 2);
    const key = word.toLowerCase();
    const known = candidates.get(key);
    if (known) known.score += boost;
    else candidates.set(key, { word, score: boost, count: 0 });
  }
}
