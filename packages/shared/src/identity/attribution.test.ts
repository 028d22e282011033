// §3 "Attribution parameters: utm_source, utm_medium, utm_campaign, utm_term, utm_content, utm_id."
import { describe, expect, it } from 'vitest';
import { captureAttribution, hasAttribution, UTM_FIELDS } from './attribution';

describe('§3 attribution parameters', () => {
  it('§3 names the six utm fields', () => {
    expect(UTM_FIELDS).toEqual([
      'utm_source',
      'utm_medium',
      'utm_campaign',
      'utm_term',
      'utm_content',
      'utm_id',
    ]);
  });

  it('§3 captures all six from a URL and ignores other parameters', () => {
    const url =
      'https://motes.test/?utm_source=news&utm_medium=email&utm_campaign=spring&utm_term=voice' +
      '&utm_content=cta&utm_id=42&ref=x';
    expect(captureAttribution(url)).toEqual({
      utm_source: 'news',
      utm_medium: 'email',
      utm_campaign: 'spring',
      utm_term: 'voice',
      utm_content: 'cta',
      utm_id: '42',
    });
  });

  it('leaves out absent and empty fields; reads paths and bare queries', () => {
    expect(captureAttribution('/pricing?utm_source=ad&utm_medium=')).toEqual({ utm_source: 'ad' });
    expect(captureAttribution('?utm_id=7')).toEqual({ utm_id: '7' });
    expect(captureAttribution('/pricing')).toEqual({});
    expect(hasAttribution({})).toBe(false);
    expect(hasAttribution({ utm_term: 'x' })).toBe(true);
  });
});
