// What a selection asks for (issue 7 item 4): one word gets a word translation and its
// dictionary entry; several words get a sentence translation. Pure, so it is tested alone.
import { TRANSLATION_TEXT_MAX_CHARS, WORD_TRANSLATION_MAX_CHARS } from '@motes/shared';

export type SelectionRequest =
  | { kind: 'none' }
  | { kind: 'word'; word: string }
  | { kind: 'text'; text: string }
  | { kind: 'too_long'; maxChars: number };

/** One word: letters (with marks) and digits, inner apostrophes and hyphens. */
const ONE_WORD = /^[\p{L}\p{N}][\p{L}\p{M}\p{N}'’-]*$/u;
/** Punctuation and quotes around a double-clicked or dragged word. */
const EDGE_PUNCTUATION = /^[\s\p{P}\p{S}]+|[\s\p{P}\p{S}]+$/gu;

/** Classifies the selected text. Whitespace runs (line breaks between blocks) become spaces. */
export function selectionRequest(selected: string): SelectionRequest {
  const text = selected.replace(/\s+/gu, ' ').trim();
  const bare = text.replace(EDGE_PUNCTUATION, '');
  if (!bare) return { kind: 'none' };
  if (ONE_WORD.test(bare) && bare.length <= WORD_TRANSLATION_MAX_CHARS) {
    return { kind: 'word', word: bare };
  }
  if (text.length > TRANSLATION_TEXT_MAX_CHARS) {
    return { kind: 'too_long', maxChars: TRANSLATION_TEXT_MAX_CHARS };
  }
  return { kind: 'text', text };
}

/** Whether two catalogue codes are the same language (`en-US` and `en-GB` are). */
export function sameLanguage(a: string, b: string): boolean {
  return a.split('-')[0]!.toLowerCase() === b.split('-')[0]!.toLowerCase();
}

/** The English name of a catalogue language (`es-ES` → `Spanish (Spain)`… shortened to `Spanish`). */
export function languageName(code: string): string {
  const primary = code.split('-')[0]!;
  try {
    return new Intl.DisplayNames(['en'], { type: 'language' }).of(primary) ?? code;
  } catch {
    return code;
  }
}
