import { describe, expect, it } from 'vitest';
import { MOTE_AUTO_TITLE_MAX_LENGTH, moteTitleFromText } from './moteTitles';

describe('moteTitleFromText', () => {
  it('keeps a short text whole, with its whitespace flattened', () => {
    expect(moteTitleFromText('  Hello\n brave   world ')).toBe('Hello brave world');
    expect(moteTitleFromText('   ')).toBe('');
  });

  it('cuts a long text at a word boundary with an ellipsis, within the limit', () => {
    const text =
      'Read the first chapter together and then record your answers for the class tomorrow.';
    const title = moteTitleFromText(text);
    expect(title).toBe('Read the first chapter together and then record your…');
    expect(title.length).toBeLessThanOrEqual(MOTE_AUTO_TITLE_MAX_LENGTH);
    expect(text.startsWith(title.slice(0, -1))).toBe(true);
  });

  it('leaves no punctuation before the ellipsis', () => {
    const title = moteTitleFromText(`${'word '.repeat(9)}stop, and then some more words follow`);
    expect(title).toBe('word word word word word word word word word stop, and then…');
    expect(moteTitleFromText(`${'abcde '.repeat(8)}finished, and more words than fit`)).toBe(
      'abcde abcde abcde abcde abcde abcde abcde abcde finished…',
    );
  });

  it('cuts inside a single word longer than the limit', () => {
    const title = moteTitleFromText('x'.repeat(80));
    expect(title).toBe(`${'x'.repeat(MOTE_AUTO_TITLE_MAX_LENGTH - 1)}…`);
  });
});
