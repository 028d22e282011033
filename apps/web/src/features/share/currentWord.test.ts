import { describe, expect, it } from 'vitest';
import { currentWordIndex, transcriptPieces } from './currentWord';

const text = 'Hello brave world';
const words = [
  { start: 0, end: 5, startMs: 100, endMs: 500 },
  { start: 6, end: 11, startMs: 600, endMs: 900 },
  { start: 12, end: 17, startMs: 900, endMs: 1400 },
];

describe('currentWordIndex', () => {
  it('finds the word spoken at a time, and none before, between and after words', () => {
    expect(currentWordIndex(words, 0)).toBe(-1);
    expect(currentWordIndex(words, 100)).toBe(0);
    expect(currentWordIndex(words, 499)).toBe(0);
    expect(currentWordIndex(words, 550)).toBe(-1);
    expect(currentWordIndex(words, 899)).toBe(1);
    // A word ends where the next begins: the next one wins.
    expect(currentWordIndex(words, 900)).toBe(2);
    expect(currentWordIndex(words, 1400)).toBe(-1);
    expect(currentWordIndex([], 100)).toBe(-1);
  });
});

describe('transcriptPieces', () => {
  it('keeps every character of the text, in order, with the words marked', () => {
    const pieces = transcriptPieces(text, words);
    expect(pieces.map((piece) => piece.text).join('')).toBe(text);
    expect(pieces.filter((piece) => piece.kind === 'word').map((piece) => piece.text)).toEqual([
      'Hello',
      'brave',
      'world',
    ]);
  });

  it('skips words whose offsets do not fit the text', () => {
    const pieces = transcriptPieces('Hi there', [
      { start: 0, end: 2, startMs: 0, endMs: 100 },
      { start: 1, end: 3, startMs: 100, endMs: 200 },
      { start: 3, end: 40, startMs: 200, endMs: 300 },
    ]);
    expect(pieces).toEqual([
      { kind: 'word', text: 'Hi', index: 0, startMs: 0 },
      { kind: 'gap', text: ' there' },
    ]);
  });
});
