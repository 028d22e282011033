// §3 stored referrer context, §5 its validation, §4/§9 its 10-minute lifetime.
import { describe, expect, it } from 'vitest';
import {
  createReferrerContext,
  isExternalReferrer,
  readReferrerContext,
  ReferrerContextSchema,
} from './referrerContext';

const now = 1_750_000_000_000;
const valid = {
  originalReferrer: 'https://search.example/?q=motes',
  originalEntryURL: 'https://motes.test/pricing?utm_source=x',
  ts: now,
};

describe('§5 referrer context validation', () => {
  it('§5 accepts a non-empty originalReferrer, a valid URL and a positive integer ts', () => {
    expect(ReferrerContextSchema.safeParse(valid).success).toBe(true);
  });

  it.each([
    ['an empty originalReferrer', { ...valid, originalReferrer: '' }],
    ['an invalid originalEntryURL', { ...valid, originalEntryURL: 'not a url' }],
    ['a zero ts', { ...valid, ts: 0 }],
    ['a negative ts', { ...valid, ts: -5 }],
    ['a fractional ts', { ...valid, ts: 1.5 }],
    ['a string ts', { ...valid, ts: String(now) }],
  ])('§5 refuses %s', (_label, value) => {
    expect(ReferrerContextSchema.safeParse(value).success).toBe(false);
    expect(readReferrerContext(value, now)).toBeUndefined();
  });
});

describe('§4/§9 referrer context lifetime: 10 minutes', () => {
  it('§9 is still valid at exactly 10 minutes and expired just after', () => {
    expect(readReferrerContext(valid, now + 10 * 60 * 1000)).toEqual(valid);
    expect(readReferrerContext(valid, now + 10 * 60 * 1000 + 1)).toBeUndefined();
  });

  it('treats a context dated in the future as expired', () => {
    expect(readReferrerContext(valid, now - 1)).toBeUndefined();
  });
});

describe('creating a referrer context', () => {
  it('records a visit from another site', () => {
    expect(createReferrerContext(valid.originalReferrer, valid.originalEntryURL, now)).toEqual(
      valid,
    );
  });

  it('records nothing for an empty or same-site referrer', () => {
    expect(createReferrerContext('', valid.originalEntryURL, now)).toBeUndefined();
    expect(
      createReferrerContext('https://motes.test/features', valid.originalEntryURL, now),
    ).toBeUndefined();
    expect(isExternalReferrer('garbage', 'https://motes.test/')).toBe(false);
  });
});
