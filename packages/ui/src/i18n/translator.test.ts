import { describe, expect, it } from 'vitest';
import { createTranslator } from './translator';

const enUS = `
greeting = Hello, { $name }!
colour-word = color
page-about = About us
    .description = Who we are
`;
const enGB = `colour-word = colour\n`;
const ar = `greeting = مرحبا { $name }\n`;

describe('translator (Fluent, issue 4 localisation)', () => {
  it('formats messages, attributes and arguments', () => {
    const t = createTranslator([{ locale: 'en-US', source: enUS }]);
    expect(t.t('greeting', { name: 'Ada' })).toBe('Hello, Ada!');
    expect(t.t('page-about')).toBe('About us');
    expect(t.t('page-about.description')).toBe('Who we are');
    expect(t.direction).toBe('ltr');
  });

  it('takes a message a translation lacks from the next locale of the chain', () => {
    const t = createTranslator([
      { locale: 'en-GB', source: enGB },
      { locale: 'en-US', source: enUS },
    ]);
    expect(t.locale).toBe('en-GB');
    expect(t.t('colour-word')).toBe('colour');
    expect(t.t('page-about')).toBe('About us');
  });

  it('yields the fallback, else the id, for a message nobody has', () => {
    const t = createTranslator([{ locale: 'en-US', source: enUS }]);
    expect(t.has('missing')).toBe(false);
    expect(t.t('missing', undefined, 'Fallback')).toBe('Fallback');
    expect(t.t('missing')).toBe('missing');
  });

  it('lays Arabic out right to left and isolates its placeables', () => {
    const t = createTranslator([{ locale: 'ar', source: ar }]);
    expect(t.direction).toBe('rtl');
    expect(t.t('greeting', { name: 'Ada' })).toBe('مرحبا \u2068Ada\u2069');
  });
});
