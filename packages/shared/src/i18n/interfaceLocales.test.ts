import { describe, expect, it } from 'vitest';
import {
  INTERFACE_LOCALE_CODES,
  chooseInterfaceLocale,
  directionOf,
  localeFallbackChain,
  matchInterfaceLocale,
} from './interfaceLocales';

describe('interface locales (§9 Identity, locale and links; issue 4 localisation)', () => {
  it('has the default en-US first, en-GB, French, Spanish, Arabic and Mandarin Chinese', () => {
    expect(INTERFACE_LOCALE_CODES).toEqual(['en-US', 'en-GB', 'fr', 'es', 'ar', 'zh-CN']);
  });

  it('matches exact tags, then the same language', () => {
    expect(matchInterfaceLocale('en-gb')).toBe('en-GB');
    expect(matchInterfaceLocale('fr-CA')).toBe('fr');
    expect(matchInterfaceLocale('en')).toBe('en-US');
    expect(matchInterfaceLocale('zh_TW')).toBe('zh-CN');
    expect(matchInterfaceLocale('de-DE')).toBeUndefined();
    expect(matchInterfaceLocale('')).toBeUndefined();
    expect(matchInterfaceLocale(null)).toBeUndefined();
  });

  it('§7: device recommended locale, else stored, else given, else en-US', () => {
    expect(chooseInterfaceLocale({ deviceRecommended: 'en-GB', stored: 'fr', given: 'es' })).toBe(
      'en-GB',
    );
    expect(chooseInterfaceLocale({ stored: 'fr', given: 'es' })).toBe('fr');
    expect(chooseInterfaceLocale({ given: 'ar-EG' })).toBe('ar');
    expect(chooseInterfaceLocale({})).toBe('en-US');
    expect(chooseInterfaceLocale({ deviceRecommended: 'de', stored: 'xx', given: 'ja' })).toBe(
      'en-US',
    );
  });

  it('lays Arabic out right to left and the rest left to right', () => {
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('fr')).toBe('ltr');
    expect(directionOf('nope')).toBe('ltr');
  });

  it('falls back to en-US for messages a translation lacks', () => {
    expect(localeFallbackChain('en-US')).toEqual(['en-US']);
    expect(localeFallbackChain('en-GB')).toEqual(['en-GB', 'en-US']);
    expect(localeFallbackChain('fr-CA')).toEqual(['fr', 'en-US']);
    expect(localeFallbackChain('xx')).toEqual(['en-US']);
  });
});
