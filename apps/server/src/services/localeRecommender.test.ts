import { describe, expect, it } from 'vitest';
import {
  acceptedLanguageTags,
  recommendTranscriptionLocale,
  recommendUxLocale,
} from './localeRecommender.js';

describe('locale recommendation from Accept-Language', () => {
  it('orders tags by q-value, normalising their casing', () => {
    expect(acceptedLanguageTags('fr;q=0.5, EN-gb, es-419;q=0.7, *;q=0.1, bad tag')).toEqual([
      'en-GB',
      'es-419',
      'fr',
    ]);
    expect(acceptedLanguageTags(undefined)).toEqual([]);
    expect(acceptedLanguageTags('de-DE;q=0')).toEqual([]);
  });

  it('recommends an interface locale (§9 plus the website issue), else the default en-US', () => {
    expect(recommendUxLocale(['de-DE', 'en-GB'])).toBe('en-GB');
    expect(recommendUxLocale(['de-DE', 'en'])).toBe('en-US');
    expect(recommendUxLocale(['fr-FR', 'en-GB'])).toBe('fr');
    expect(recommendUxLocale(['ar-EG'])).toBe('ar');
    expect(recommendUxLocale(['de-DE', 'ja'])).toBe('en-US');
  });

  it('recommends a regional transcription locale, else en-US', () => {
    expect(recommendTranscriptionLocale(['fr', 'pt-BR'])).toBe('pt-BR');
    expect(recommendTranscriptionLocale(['fr'])).toBe('en-US');
  });
});
