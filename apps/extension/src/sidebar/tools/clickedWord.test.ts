import { describe, expect, it } from 'vitest';
import { wordBoundsAt } from './clickedWord';

describe('the clicked word', () => {
  const text = 'Farmers built a small house.';

  it('is the whole word around the caret', () => {
    expect(wordBoundsAt(text, 24)).toEqual({ start: 22, end: 27 });
    // A click on the right half of a word's last letter puts the caret after it.
    expect(wordBoundsAt(text, 27)).toEqual({ start: 22, end: 27 });
    expect(wordBoundsAt(text, 0)).toEqual({ start: 0, end: 7 });
  });

  it('is nothing on punctuation or space between words', () => {
    expect(wordBoundsAt('one , two', 4)).toBeNull();
    expect(wordBoundsAt('', 0)).toBeNull();
  });
});
