import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, SUPPORTED_UX_LOCALES } from '../identity/locales';
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES, findLanguage } from './catalogue';
import {
  NO_SPEECH_TO_TEXT,
  RIGHT_TO_LEFT_LANGUAGES,
  SupportedLanguageSchema,
  primaryLanguageSubtag,
} from './supportedLanguage';

const codes = SUPPORTED_LANGUAGES.map((language) => language.bcp47);
const entry = (code: string) => SUPPORTED_LANGUAGES.find((language) => language.bcp47 === code)!;

describe('§3 Supported-language entry: the catalogue', () => {
  it('§3 has about 60 languages, each a complete entry with unique codes', () => {
    expect(SUPPORTED_LANGUAGES.length).toBeGreaterThanOrEqual(55);
    expect(SUPPORTED_LANGUAGES.length).toBeLessThanOrEqual(70);
    for (const language of SUPPORTED_LANGUAGES) {
      expect(SupportedLanguageSchema.parse(language)).toEqual(language);
      expect(language.spoken_in_countries.length, language.bcp47).toBeGreaterThan(0);
    }
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('§3 the first entry, en-US, is the default', () => {
    expect(codes[0]).toBe('en-US');
    expect(DEFAULT_LANGUAGE).toBe(SUPPORTED_LANGUAGES[0]);
    expect(DEFAULT_LANGUAGE.bcp47).toBe(DEFAULT_LOCALE);
  });

  it('§3 has the named variants of English, French, Spanish, Arabic and Portuguese', () => {
    const named = [
      ...['en-US', 'en-GB', 'en-AU', 'en-CA', 'en-IE', 'en-IN', 'en-NG', 'en-NZ'],
      ...['fr-CA', 'fr-FR', 'es-ES', 'es-US', 'ar-EG', 'ar-LB', 'ar-AE', 'pt-BR'],
    ];
    expect(codes).toEqual(expect.arrayContaining(named));
  });

  it('§3 right to left are exactly Arabic, Hebrew, Persian, Pashto and Urdu', () => {
    const rightToLeft = SUPPORTED_LANGUAGES.filter((language) => language.is_right_to_left);
    expect(new Set(rightToLeft.map((language) => primaryLanguageSubtag(language.bcp47)))).toEqual(
      new Set(['ar', 'he', 'fa', 'ps', 'ur']),
    );
    expect([...RIGHT_TO_LEFT_LANGUAGES].sort()).toEqual(['ar', 'fa', 'he', 'ps', 'ur']);
    // Every Arabic, Hebrew, Persian, Pashto and Urdu entry is marked, not just one of each.
    const unmarked = SUPPORTED_LANGUAGES.filter(
      (language) =>
        !language.is_right_to_left &&
        (RIGHT_TO_LEFT_LANGUAGES as readonly string[]).includes(
          primaryLanguageSubtag(language.bcp47),
        ),
    );
    expect(unmarked).toEqual([]);
  });

  it('§3 native labels are written in the script of their language', () => {
    const scriptOf: Record<string, RegExp> = {
      ar: /\p{Script=Arabic}/u,
      fa: /\p{Script=Arabic}/u,
      ps: /\p{Script=Arabic}/u,
      ur: /\p{Script=Arabic}/u,
      he: /\p{Script=Hebrew}/u,
      ru: /\p{Script=Cyrillic}/u,
      uk: /\p{Script=Cyrillic}/u,
      bg: /\p{Script=Cyrillic}/u,
      sr: /\p{Script=Cyrillic}/u,
      el: /\p{Script=Greek}/u,
      hi: /\p{Script=Devanagari}/u,
      mr: /\p{Script=Devanagari}/u,
      ne: /\p{Script=Devanagari}/u,
      bn: /\p{Script=Bengali}/u,
      ta: /\p{Script=Tamil}/u,
      te: /\p{Script=Telugu}/u,
      gu: /\p{Script=Gujarati}/u,
      pa: /\p{Script=Gurmukhi}/u,
      th: /\p{Script=Thai}/u,
      lo: /\p{Script=Lao}/u,
      km: /\p{Script=Khmer}/u,
      my: /\p{Script=Myanmar}/u,
      am: /\p{Script=Ethiopic}/u,
      zh: /\p{Script=Han}/u,
      ja: /\p{Script=Han}/u,
      ko: /\p{Script=Hangul}/u,
    };
    for (const language of SUPPORTED_LANGUAGES) {
      const script = scriptOf[primaryLanguageSubtag(language.bcp47)] ?? /^\p{Script=Latin}/u;
      expect(language.label_native, language.bcp47).toMatch(script);
    }
    expect(entry('zh-CN').label_native).toBe('中文（简体）');
    expect(entry('zh-TW').label_native).toBe('中文（繁體）');
    expect(entry('fr-CA').label_native).toBe('Français (Canada)');
    expect(entry('es-US').label_native).toBe('Español (Estados Unidos)');
  });

  it('§3 offers the interface through exactly one entry per interface locale (§9)', () => {
    const offered = SUPPORTED_LANGUAGES.filter((language) => language.l10n_available);
    expect(offered.map((language) => language.pontoon_locale).sort()).toEqual(
      [...SUPPORTED_UX_LOCALES].sort(),
    );
    expect(offered.map((language) => language.bcp47).sort()).toEqual(
      ['ar-EG', 'en-GB', 'en-US', 'es-US', 'fr-FR', 'zh-CN'].sort(),
    );
    // A localisation source is always a translation of the entry's own language.
    for (const language of SUPPORTED_LANGUAGES) {
      if (language.pontoon_locale === null) continue;
      expect(primaryLanguageSubtag(language.pontoon_locale), language.bcp47).toBe(
        primaryLanguageSubtag(language.bcp47),
      );
    }
    expect(entry('de-DE').pontoon_locale).toBeNull();
  });

  it('§3 translation codes: the primary language, with the script region for Chinese', () => {
    expect(entry('es-US').translation_language).toBe('es');
    expect(entry('fr-CA').translation_language).toBe('fr');
    expect(entry('pt-BR').translation_language).toBe('pt');
    expect(entry('zh-CN').translation_language).toBe('zh-CN');
    expect(entry('zh-TW').translation_language).toBe('zh-TW');
    expect(entry('hmn').translation_language).toBe('hmn');
  });

  it('§3 a speech substitute is a catalogue language that has a voice of its own', () => {
    const substituted = SUPPORTED_LANGUAGES.filter((language) => language.speech_substitute_code);
    expect(substituted.length).toBeGreaterThan(0);
    for (const language of substituted) {
      expect(language.text_to_speech_disabled, language.bcp47).toBe(true);
      const substitute = entry(language.speech_substitute_code!);
      expect(substitute, language.bcp47).toBeDefined();
      expect(substitute.text_to_speech_disabled).toBe(false);
    }
    expect(entry('en-NG').speech_substitute_code).toBe('en-GB');
  });

  it('§3 speech_to_text_overrides NONE: no speech to text, so nothing to stream', () => {
    const withoutSpeechToText = SUPPORTED_LANGUAGES.filter((language) =>
      language.speech_to_text_overrides.includes(NO_SPEECH_TO_TEXT),
    );
    expect(withoutSpeechToText.map((language) => language.bcp47).sort()).toEqual(['hmn', 'ht-HT']);
    for (const language of withoutSpeechToText) expect(language.is_streamable).toBe(false);
  });
});

describe('§3 findLanguage: an unknown code falls back to the default', () => {
  it('finds a code as written, whatever its case, with _ read as -', () => {
    expect(findLanguage('fr-CA').bcp47).toBe('fr-CA');
    expect(findLanguage('EN-gb').bcp47).toBe('en-GB');
    expect(findLanguage('pt_BR').bcp47).toBe('pt-BR');
    expect(findLanguage(' hmn ').bcp47).toBe('hmn');
  });

  it('takes the variant spoken in the code’s country', () => {
    expect(findLanguage('es-MX').bcp47).toBe('es-US');
    expect(findLanguage('ar-SA').bcp47).toBe('ar-AE');
    expect(findLanguage('ar-JO').bcp47).toBe('ar-LB');
    expect(findLanguage('fr-BE').bcp47).toBe('fr-FR');
    expect(findLanguage('pt-AO').bcp47).toBe('pt-PT');
    expect(findLanguage('zh-Hant-HK').bcp47).toBe('zh-TW');
    expect(findLanguage('de-AT').bcp47).toBe('de-DE');
  });

  it('else the variant the interface is offered in, else the language’s first entry', () => {
    expect(findLanguage('es').bcp47).toBe('es-US');
    expect(findLanguage('fr').bcp47).toBe('fr-FR');
    expect(findLanguage('ar').bcp47).toBe('ar-EG');
    expect(findLanguage('en-ZA').bcp47).toBe('en-US');
    expect(findLanguage('zh').bcp47).toBe('zh-CN');
    expect(findLanguage('pt').bcp47).toBe('pt-BR');
    expect(findLanguage('de').bcp47).toBe('de-DE');
  });

  it('reads legacy ISO 639 codes as their language', () => {
    expect(findLanguage('iw').bcp47).toBe('he-IL');
    expect(findLanguage('iw-IL').bcp47).toBe('he-IL');
    expect(findLanguage('in').bcp47).toBe('id-ID');
    expect(findLanguage('no-NO').bcp47).toBe('nb-NO');
  });

  it('falls back to en-US for anything else', () => {
    for (const unknown of ['xx-YY', 'klingon', '', '-', undefined, null]) {
      expect(findLanguage(unknown)).toBe(DEFAULT_LANGUAGE);
    }
  });
});
