import { describe, expect, it } from 'vitest';
import { PREDICTION_BEFORE_MAX_LENGTH } from '@motes/shared';
import { acceptedWord, predictionContext, suggestionEdit, wantsPrediction } from './suggestionEdit';

// Issue 7 item 5 with the t/predict contract (packages/shared engines/prediction.ts): a
// completion replaces the partial word; a next word follows what is there.
describe('suggestionEdit', () => {
  it('replaces the partial word before the caret with a completion and a space', () => {
    expect(suggestionEdit('my hou', { word: 'house', kind: 'completion' })).toEqual({
      deleteBefore: 3,
      insert: 'house ',
    });
    expect(suggestionEdit('aujourd', { word: "aujourd'hui", kind: 'completion' })).toEqual({
      deleteBefore: 7,
      insert: "aujourd'hui ",
    });
  });

  it('adds a next word after a space, or after punctuation with a space first', () => {
    expect(suggestionEdit('I would like to ', { word: 'go', kind: 'next' })).toEqual({
      deleteBefore: 0,
      insert: 'go ',
    });
    expect(suggestionEdit('Well,', { word: 'I', kind: 'next' })).toEqual({
      deleteBefore: 0,
      insert: ' I ',
    });
    expect(suggestionEdit('', { word: 'The', kind: 'next' }).insert).toBe('The ');
  });
});

describe('acceptedWord', () => {
  it('reports the word with the word before it in the same sentence', () => {
    expect(acceptedWord('I would like to ', { word: 'go', kind: 'next' }, 'en-US')).toEqual({
      language: 'en-US',
      word: 'go',
      previousWord: 'to',
    });
    expect(acceptedWord('a lovely hou', { word: 'house', kind: 'completion' }, 'en-GB')).toEqual({
      language: 'en-GB',
      word: 'house',
      previousWord: 'lovely',
    });
    expect(acceptedWord('Yes, ', { word: 'please', kind: 'next' }, 'en-US')).toMatchObject({
      previousWord: 'Yes',
    });
  });

  it('reports no previous word at a sentence start, and nothing for a non-word', () => {
    expect(acceptedWord('It rained. ', { word: 'We', kind: 'next' }, 'en-US')).toEqual({
      language: 'en-US',
      word: 'We',
    });
    expect(acceptedWord('', { word: 'Hello', kind: 'next' }, 'en-US')).toEqual({
      language: 'en-US',
      word: 'Hello',
    });
    expect(acceptedWord('say ', { word: 'two words', kind: 'next' }, 'en-US')).toBeUndefined();
  });
});

describe('predictionContext', () => {
  it(`sends at most ${PREDICTION_BEFORE_MAX_LENGTH} characters, starting at a whole word`, () => {
    const long = `${'abcdefghi '.repeat(60)}final wor`;
    const context = predictionContext(long);
    expect(context.length).toBeLessThanOrEqual(PREDICTION_BEFORE_MAX_LENGTH);
    expect(context.endsWith('final wor')).toBe(true);
    expect(context.startsWith('abcdefghi ')).toBe(true);
    expect(predictionContext('short text')).toBe('short text');
  });

  it('asks nothing for an empty or blank field', () => {
    expect(wantsPrediction('')).toBe(false);
    expect(wantsPrediction('  \n')).toBe(false);
    expect(wantsPrediction('I')).toBe(true);
  });
});
