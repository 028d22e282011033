// What accepting a suggestion does to the text before the caret. Pure, so it is tested without
// a page. The server's contract (packages/shared engines/prediction.ts): a `completion`
// replaces the partial word before the caret; a `next` word follows what is there.
import {
  PREDICTION_BEFORE_MAX_LENGTH,
  PREDICTION_WORD_PATTERN,
  type AcceptedWord,
  type PredictionSuggestion,
} from '@motes/shared';

/** The partial word at the end of the text: letters, marks, digits, inner ' ’ -. */
const PARTIAL_WORD = /[\p{L}\p{N}][\p{L}\p{M}\p{N}'’-]*$/u;
/** Words of the text, for finding the one before the inserted word. */
const WORD = /[\p{L}\p{N}][\p{L}\p{M}\p{N}'’-]*/gu;
/** Where a sentence ends: the accepted word then has no previous word. */
const SENTENCE_END = /[.!?…\n]\s*$/u;

/** Replace the `deleteBefore` characters before the caret with `insert`. */
export interface SuggestionEdit {
  deleteBefore: number;
  insert: string;
}

/**
 * The text to send as `before`: at most {@link PREDICTION_BEFORE_MAX_LENGTH} characters, cut
 * at a word boundary so the server never sees half a word as the first one.
 */
export function predictionContext(textBeforeCaret: string): string {
  if (textBeforeCaret.length <= PREDICTION_BEFORE_MAX_LENGTH) return textBeforeCaret;
  const tail = textBeforeCaret.slice(-PREDICTION_BEFORE_MAX_LENGTH);
  const firstSpace = tail.search(/\s/u);
  return firstSpace === -1 ? tail : tail.slice(firstSpace + 1);
}

/** Whether `before` is worth a request: an empty field has nothing to go on. */
export function wantsPrediction(before: string): boolean {
  return before.trim().length > 0;
}

/**
 * The edit that accepting `suggestion` makes. The word is followed by a space so the next
 * word can be typed (or predicted) at once; a `next` word after something that is not a
 * space gets one before it too.
 */
export function suggestionEdit(before: string, suggestion: PredictionSuggestion): SuggestionEdit {
  if (suggestion.kind === 'completion') {
    const partial = PARTIAL_WORD.exec(before)?.[0] ?? '';
    return { deleteBefore: partial.length, insert: `${suggestion.word} ` };
  }
  const needsSpace = before.length > 0 && !/\s$/u.test(before);
  return { deleteBefore: 0, insert: `${needsSpace ? ' ' : ''}${suggestion.word} ` };
}

/**
 * What to report to `u/predictions/accepted` for an accepted suggestion: the word and the word
 * before it in the same sentence (none at a sentence start, or when that is not a word the
 * server stores). Undefined when the suggestion itself is not one storable word.
 */
export function acceptedWord(
  before: string,
  suggestion: PredictionSuggestion,
  language: string,
): AcceptedWord | undefined {
  if (!PREDICTION_WORD_PATTERN.test(suggestion.word)) return undefined;
  const edit = suggestionEdit(before, suggestion);
  const kept = before.slice(0, before.length - edit.deleteBefore);
  const accepted: AcceptedWord = { language, word: suggestion.word };
  if (SENTENCE_END.test(kept)) return accepted;
  const previousWord = kept.match(WORD)?.at(-1);
  const lastWordEnd = previousWord ? kept.lastIndexOf(previousWord) + previousWord.length : -1;
  // Only when nothing but spaces and commas stands between it and the new word.
  if (previousWord && /^[\s,;:]*$/u.test(kept.slice(lastWordEnd))) {
    if (PREDICTION_WORD_PATTERN.test(previousWord)) accepted.previousWord = previousWord;
  }
  return accepted;
}
