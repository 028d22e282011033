// Issue 5 item 4: "measure and report word error rate" — the measure itself.
import { describe, expect, it } from 'vitest';
import { normaliseWords, wordErrorRate } from './wordErrorRate.js';

describe('normaliseWords', () => {
  it('ignores case and punctuation, splits hyphens and keeps apostrophes inside words', () => {
    expect(normaliseWords("Hello, World! It's cold-hearted… 'quoted'")).toEqual([
      'hello',
      'world',
      "it's",
      'cold',
      'hearted',
      'quoted',
    ]);
  });
});

describe('wordErrorRate', () => {
  it('is 0 for the same words, whatever the case and punctuation', () => {
    expect(wordErrorRate('The quick brown fox.', 'the quick brown fox')).toEqual({
      rate: 0,
      substitutions: 0,
      deletions: 0,
      insertions: 0,
      referenceWords: 4,
    });
  });

  it('counts a substitution, a deletion and an insertion: (S+D+I)/N', () => {
    // reference: the quick brown fox jumps ; hypothesis: a quick fox jumps high
    const result = wordErrorRate('the quick brown fox jumps', 'a quick fox jumps high');
    expect(result).toMatchObject({ substitutions: 1, deletions: 1, insertions: 1 });
    expect(result.rate).toBeCloseTo(3 / 5);
  });

  it('can exceed 1 when the hypothesis adds more words than the reference has', () => {
    expect(wordErrorRate('yes', 'no no no').rate).toBe(3);
  });

  it('is 1 for an empty hypothesis and handles an empty reference', () => {
    expect(wordErrorRate('one two', '')).toMatchObject({ rate: 1, deletions: 2 });
    expect(wordErrorRate('', '').rate).toBe(0);
    expect(wordErrorRate('', 'noise').rate).toBe(1);
  });
});
