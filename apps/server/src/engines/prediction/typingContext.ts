// What the text before the caret says about the word wanted: the partial word being typed and
// the words before it in the same sentence. Tokenised the way scripts/prediction/build-model.mjs
// tokenised its sentences, so the contexts match the model's.

/** The longest tail of `before` read: enough for the partial word and two words before it. */
const TAIL_LENGTH = 200;
const WORD_CHARACTERS = /[\p{L}\p{M}\p{N}'’-]+/gu;
const PARTIAL_WORD = /[\p{L}\p{M}\p{N}'’-]+$/u;
/** Punctuation that ends a sentence, as the model's sentence splitter saw it. */
const SENTENCE_ENDS = /[.!?;:…]/gu;

export interface TypingContext {
  /** The word being typed, as typed (`''` when the caret follows a space or punctuation). */
  partial: string;
  /** The word before it in the sentence, as typed; undefined at the start of a sentence. */
  previous: string | undefined;
  /** The word before that; undefined when `previous` begins the sentence or is undefined. */
  beforePrevious: string | undefined;
  /** No word precedes the caret in this sentence: suggestions start with a capital. */
  startsSentence: boolean;
}

/** The same apostrophe everywhere: typists and keyboards use both ’ and '. */
export function normalizeWord(word: string): string {
  return word.normalize('NFC').replaceAll('’', "'");
}

/** A word's key for prefix matching: lower case, accents removed (`École` → `ecole`). */
export function foldWord(word: string): string {
  return word.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');
}

export function readTypingContext(before: string): TypingContext {
  const tail = before.slice(-TAIL_LENGTH);
  const partialMatch = PARTIAL_WORD.exec(tail);
  const partial = partialMatch ? normalizeWord(partialMatch[0]) : '';
  const rest = partialMatch ? tail.slice(0, partialMatch.index) : tail;
  // Words since the last sentence end. Cut text (a tail of a long `before`) may start
  // mid-sentence: that only costs the context its sentence-start marker.
  const lastEnd = [...rest.matchAll(SENTENCE_ENDS)].at(-1)?.index ?? -1;
  const sentence = rest.slice(lastEnd + 1);
  const words = (sentence.match(WORD_CHARACTERS) ?? []).map(normalizeWord);
  const previous = words.at(-1);
  return {
    partial,
    previous,
    beforePrevious: words.length >= 2 ? words.at(-2) : undefined,
    startsSentence: words.length === 0 && (lastEnd >= 0 || tail.length === before.length),
  };
}

/**
 * Shapes a suggestion like the partial word the user typed: `Hou` → `House`, `HOU` → `HOUSE`;
 * at the start of a sentence a suggestion starts with a capital. Otherwise the model's form
 * stands (`i` → `I`, `monday` → `Monday`).
 */
export function shapeLike(word: string, partial: string, startsSentence: boolean): string {
  if (
    partial.length > 1 &&
    partial === partial.toUpperCase() &&
    partial !== partial.toLowerCase()
  ) {
    return word.toUpperCase();
  }
  const first = partial.charAt(0) || (startsSentence ? 'A' : '');
  if (first && first === first.toUpperCase() && first !== first.toLowerCase()) {
    return word.charAt(0).toUpperCase() + word.slice(1);
  }
  return word;
}
