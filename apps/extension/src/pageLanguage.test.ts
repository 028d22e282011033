import { describe, expect, it } from 'vitest';
import { pageLanguage } from './pageLanguage';

function pageWithLang(lang: string | null): Document {
  const document = globalThis.document.implementation.createHTMLDocument('page');
  if (lang !== null) document.documentElement.lang = lang;
  return document;
}

describe('the page’s language as a catalogue code (§3)', () => {
  it('takes the page’s lang, mapped to the catalogue', () => {
    expect(pageLanguage(pageWithLang('fr-FR')).bcp47).toBe('fr-FR');
    expect(pageLanguage(pageWithLang('en_gb')).bcp47).toBe('en-GB');
    expect(pageLanguage(pageWithLang('es')).bcp47).toBe('es-US');
  });

  it('falls back to en-US without a lang, or with one the catalogue does not know', () => {
    expect(pageLanguage(pageWithLang(null)).bcp47).toBe('en-US');
    expect(pageLanguage(pageWithLang('tlh')).bcp47).toBe('en-US');
  });
});
