// Issue 5 item 3: "long text split into sentences and streamed".
import { describe, expect, it } from 'vitest';
import { MAX_SEGMENT_LENGTH, splitIntoSentences } from './sentences.js';

const pieces = (text: string, language = 'en-US') =>
  splitIntoSentences(text, language).map(({ start, end }) => text.slice(start, end));

describe('splitting a text into the pieces it is spoken in', () => {
  it('gives each sentence, trimmed, by offsets into the text as sent', () => {
    const text = '  First one.  Second one?\n\nThird — with a dash!  ';
    expect(pieces(text)).toEqual(['First one.', 'Second one?', 'Third — with a dash!']);
  });

  it('follows the sentence rules of other scripts', () => {
    expect(pieces('مرحبا بالعالم. كيف حالك؟', 'ar-EG')).toEqual(['مرحبا بالعالم.', 'كيف حالك؟']);
    expect(pieces('你好。今天很好！', 'zh-CN')).toEqual(['你好。', '今天很好！']);
  });

  it('reads an abbreviation with the sentence it belongs to, and skips what says nothing', () => {
    expect(pieces('Dr. Smith is in. Mr. Jones is out. … ?')).toEqual([
      'Dr. Smith is in.',
      'Mr. Jones is out.',
    ]);
  });

  it('cuts a long sentence at a pause past its middle, else between words', () => {
    const clause = 'word '.repeat(40).trim();
    const text = `${clause}, ${clause}, ${clause} and ${'more '.repeat(80).trim()}.`;
    const spans = splitIntoSentences(text, 'en-US');
    expect(spans.length).toBeGreaterThan(1);
    for (const span of spans) expect(span.end - span.start).toBeLessThanOrEqual(MAX_SEGMENT_LENGTH);
    expect(text.slice(spans[0]!.start, spans[0]!.end)).toBe(`${clause},`);
    // Nothing is lost or repeated: the pieces and the spaces between them make the text.
    expect(spans.map((s) => text.slice(s.start, s.end)).join(' ')).toBe(text);
  });

  it('cuts text without spaces too, never inside a surrogate pair', () => {
    const text = '😀'.repeat(400);
    const spans = splitIntoSentences(text, 'en-US');
    expect(spans.length).toBeGreaterThan(1);
    expect(spans.map((s) => text.slice(s.start, s.end)).join('')).toBe(text);
    for (const span of spans) expect(text.codePointAt(span.start)).toBe(0x1f600);
  });
});
