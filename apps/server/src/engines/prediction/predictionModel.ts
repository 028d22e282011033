import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import { foldWord, normalizeWord } from './typingContext.js';

/** The layout scripts/prediction/build-model.mjs writes (its MODEL_FORMAT). */
export const MODEL_FORMAT = 1;
/** The start of a sentence, as a context id in the model's followers table. */
const SENTENCE_START = -1;
/**
 * Stupid Backoff (Brants et al., 2007): a word seen after the two previous words scores its
 * relative frequency there; else this factor times its score after the previous word; else
 * this factor squared times its relative frequency overall. Scores are not probabilities, but
 * they rank as well as Kneser-Ney at this size and need no normalisation.
 */
const BACKOFF = 0.4;
/** Frequent words always considered, so a context with few followers still fills the list. */
const FREQUENT_CANDIDATES = 20;

/** A model file's content (see the build script). */
interface ModelFile {
  format: number;
  language: string;
  /** Most frequent first; a word's index is its id. */
  words: string[];
  counts: number[];
  /** Context (`"id"` or `"id id"`) → `[total, id, count, id, count, …]`, best first. */
  followers: Record<string, number[]>;
}

/** A candidate word with its score (higher ranks first). */
export interface ScoredWord {
  word: string;
  score: number;
  /** Tie-breaker: the word's overall count in the model (0 for a user's own word). */
  count: number;
}

/** The words before the one wanted, as model ids; undefined where unknown or absent. */
interface ContextIds {
  previous: number | undefined;
  beforePrevious: number | undefined;
}

/**
 * One language's n-gram model: a vocabulary with counts, searchable by prefix, and the most
 * frequent followers of one- and two-word contexts (English only, today). Immutable once
 * loaded; every method is synchronous and allocation-light, so a call takes well under a
 * millisecond.
 */
export class PredictionModel {
  private readonly idByKey = new Map<string, number>();
  /** Word ids sorted by their folded form, for binary search by prefix. */
  private readonly idsByFolded: Int32Array;
  private readonly folded: string[];
  private readonly total: number;

  private constructor(private readonly file: ModelFile) {
    this.folded = file.words.map(foldWord);
    file.words.forEach((word, id) => {
      const key = word.toLowerCase();
      if (!this.idByKey.has(key)) this.idByKey.set(key, id);
    });
    this.idsByFolded = Int32Array.from(file.words.keys()).sort((a, b) =>
      this.folded[a]! < this.folded[b]! ? -1 : this.folded[a]! > this.folded[b]! ? 1 : a - b,
    );
    this.total = file.counts.reduce((sum, count) => sum + count, 0);
  }

  static async load(path: string): Promise<PredictionModel> {
    const file = JSON.parse((await promisify(gunzip)(await readFile(path))).toString('utf8'));
    if (file.format !== MODEL_FORMAT) {
      throw new Error(`${path}: model format ${file.format}, expected ${MODEL_FORMAT}`);
    }
    return new PredictionModel(file as ModelFile);
  }

  /** The model's usual form of a word (`THE` → `the`, `monday` → `Monday`), if it knows it. */
  knownForm(word: string): string | undefined {
    const id = this.idByKey.get(normalizeWord(word).toLowerCase());
    return id === undefined ? undefined : this.file.words[id];
  }

  /**
   * Candidates for the word after `previous` (and `beforePrevious`), or completing `prefix`
   * when it is not empty, each with its Stupid Backoff score. `previous` undefined means the
   * start of a sentence; a word the model does not know leaves no context (unigram scores).
   */
  candidates(
    prefix: string,
    previous: string | undefined,
    beforePrevious: string | undefined,
    limit: number,
  ): ScoredWord[] {
    const context = this.contextIds(previous, beforePrevious);
    const matches = prefix ? this.prefixMatcher(prefix) : () => true;
    const scores = new Map<number, number>();
    // Levels from the most specific down; a word keeps the score of the first level it is in.
    const levels: [string | undefined, number][] = [
      [
        context.previous !== undefined && context.beforePrevious !== undefined
          ? `${context.beforePrevious} ${context.previous}`
          : undefined,
        1,
      ],
      [context.previous !== undefined ? String(context.previous) : undefined, BACKOFF],
    ];
    for (const [key, weight] of levels) {
      const row = key === undefined ? undefined : this.file.followers[key];
      if (!row) continue;
      const total = row[0]!;
      for (let i = 1; i < row.length; i += 2) {
        const id = row[i]!;
        if (!scores.has(id) && matches(id)) scores.set(id, (weight * row[i + 1]!) / total);
      }
    }
    const unigramIds = prefix
      ? this.mostFrequentWithPrefix(prefix, limit + FREQUENT_CANDIDATES)
      : this.mostFrequent(limit + FREQUENT_CANDIDATES);
    for (const id of unigramIds) {
      if (!scores.has(id)) scores.set(id, (BACKOFF * BACKOFF * this.file.counts[id]!) / this.total);
    }
    return [...scores].map(([id, score]) => ({
      word: this.file.words[id]!,
      score,
      count: this.file.counts[id]!,
    }));
  }

  private contextIds(previous: string | undefined, beforePrevious: string | undefined): ContextIds {
    if (previous === undefined) return { previous: SENTENCE_START, beforePrevious: undefined };
    const previousId = this.idByKey.get(previous.toLowerCase());
    if (previousId === undefined) return { previous: undefined, beforePrevious: undefined };
    const beforeId =
      beforePrevious === undefined
        ? SENTENCE_START
        : this.idByKey.get(beforePrevious.toLowerCase());
    return { previous: previousId, beforePrevious: beforeId };
  }

  /**
   * Whether a word completes the prefix: compared without case or accents (`ecol` finds
   * `école`), except that accents the user did type must match (`é` does not find `e`).
   */
  private prefixMatcher(prefix: string): (id: number) => boolean {
    const folded = foldWord(prefix);
    const lower = prefix.toLowerCase();
    const exact = folded !== lower.normalize('NFD');
    return (id) =>
      this.folded[id]!.startsWith(folded) &&
      (!exact || this.file.words[id]!.toLowerCase().startsWith(lower));
  }

  private mostFrequent(count: number): number[] {
    return Array.from({ length: Math.min(count, this.file.words.length) }, (_, id) => id);
  }

  /** The `count` most frequent words completing `prefix` (ids are in frequency order). */
  private mostFrequentWithPrefix(prefix: string, count: number): number[] {
    const folded = foldWord(prefix);
    const matches = this.prefixMatcher(prefix);
    const best: number[] = [];
    for (let i = this.lowerBound(folded); i < this.idsByFolded.length; i++) {
      const id = this.idsByFolded[i]!;
      if (!this.folded[id]!.startsWith(folded)) break;
      if (!matches(id)) continue;
      if (best.length === count && id > best[count - 1]!) continue;
      // Insertion into a short sorted list: prefixes of one letter span thousands of words.
      let at = best.length;
      while (at > 0 && best[at - 1]! > id) at--;
      best.splice(at, 0, id);
      if (best.length > count) best.pop();
    }
    return best;
  }

  /** The first position in idsByFolded whose folded word is not below `folded`. */
  private lowerBound(folded: string): number {
    let low = 0;
    let high = this.idsByFolded.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.folded[this.idsByFolded[middle]!]! < folded) low = middle + 1;
      else high = middle;
    }
    return low;
  }
}
