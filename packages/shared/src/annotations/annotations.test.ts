import { describe, expect, it } from 'vitest';
import { HighlightCreateSchema, HighlightListQuerySchema } from './highlights';
import { normalizePageUrl } from './pageUrl';
import { normalizeVocabularyWord } from './vocabulary';

describe('normalizePageUrl (highlights are saved per page)', () => {
  it('drops the fragment and keeps the query', () => {
    expect(normalizePageUrl('https://example.org/a/b?x=1#part-2')).toBe(
      'https://example.org/a/b?x=1',
    );
    expect(normalizePageUrl('http://127.0.0.1:8080/river#')).toBe('http://127.0.0.1:8080/river');
  });

  it('refuses what is not an http(s) page', () => {
    expect(normalizePageUrl('chrome://extensions')).toBeNull();
    expect(normalizePageUrl('not a url')).toBeNull();
    expect(normalizePageUrl(`https://example.org/${'a'.repeat(3000)}`)).toBeNull();
  });
});

describe('normalizeVocabularyWord', () => {
  it('trims spaces and the punctuation around a word, keeping its letters and case', () => {
    expect(normalizeVocabularyWord('  “Erosion,” ')).toBe('Erosion');
    expect(normalizeVocabularyWord('flood\n  plain.')).toBe('flood plain');
    expect(normalizeVocabularyWord('niño')).toBe('niño');
  });
});

describe('HighlightCreateSchema', () => {
  const base = {
    id: 'b7f3c0e2-0000-4000-8000-000000000001',
    pageUrl: 'https://example.org/article#intro',
    colour: 'yellow',
    selector: { exact: 'The river carved a valley.' },
  };

  it('stores the page without its fragment and fills in empty context', () => {
    expect(HighlightCreateSchema.parse(base)).toMatchObject({
      pageUrl: 'https://example.org/article',
      pageTitle: '',
      selector: { exact: 'The river carved a valley.', prefix: '', suffix: '' },
    });
  });

  it('refuses an empty quote, an unknown colour and a non-web page', () => {
    expect(HighlightCreateSchema.safeParse({ ...base, selector: { exact: '  ' } }).success).toBe(
      false,
    );
    expect(HighlightCreateSchema.safeParse({ ...base, colour: 'red' }).success).toBe(false);
    expect(HighlightCreateSchema.safeParse({ ...base, pageUrl: 'file:///a.html' }).success).toBe(
      false,
    );
  });

  it('normalises the page of a list query too', () => {
    expect(HighlightListQuerySchema.parse({ pageUrl: 'https://example.org/a#b' }).pageUrl).toBe(
      'https://example.org/a',
    );
  });
});
