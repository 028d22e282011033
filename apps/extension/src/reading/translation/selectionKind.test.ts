import { describe, expect, it } from 'vitest';
import { TRANSLATION_TEXT_MAX_CHARS } from '@motes/shared';
import { languageName, sameLanguage, selectionRequest } from './selectionKind';

// Issue 7 item 4: one word → word translation and dictionary; several words → sentence
// translation, within the t/translate limit (packages/shared engines/translation.ts).
describe('selectionRequest', () => {
  it('treats one word, without the punctuation around it, as a word', () => {
    expect(selectionRequest('house')).toEqual({ kind: 'word', word: 'house' });
    expect(selectionRequest(' “river,” ')).toEqual({ kind: 'word', word: 'river' });
    expect(selectionRequest("don't")).toEqual({ kind: 'word', word: "don't" });
    expect(selectionRequest('well-known.')).toEqual({ kind: 'word', word: 'well-known' });
  });

  it('treats several words as text, with line breaks as spaces', () => {
    expect(selectionRequest('The river\n carved a valley.')).toEqual({
      kind: 'text',
      text: 'The river carved a valley.',
    });
  });

  it('asks for nothing without words, and refuses text over the limit', () => {
    expect(selectionRequest('  … ')).toEqual({ kind: 'none' });
    expect(selectionRequest('word '.repeat(TRANSLATION_TEXT_MAX_CHARS))).toEqual({
      kind: 'too_long',
      maxChars: TRANSLATION_TEXT_MAX_CHARS,
    });
  });
});

describe('languages', () => {
  it('compares primary languages and names them in English', () => {
    expect(sameLanguage('en-US', 'en-GB')).toBe(true);
    expect(sameLanguage('en-US', 'es-ES')).toBe(false);
    expect(languageName('es-ES')).toBe('Spanish');
    expect(languageName('fr-CA')).toBe('French');
  });
});
