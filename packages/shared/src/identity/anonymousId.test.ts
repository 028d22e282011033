// §3 "Anonymous ids": `anonymous:from_website:` or `anonymous:from_extension:` + a random UUID.
import { describe, expect, it } from 'vitest';
import { createAnonymousId, isAnonymousId, randomUuid } from './anonymousId';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('§3 anonymous ids', () => {
  it('§3 the website id is anonymous:from_website: + a UUID', () => {
    const id = createAnonymousId('website');
    expect(id).toMatch(/^anonymous:from_website:/);
    expect(id.slice('anonymous:from_website:'.length)).toMatch(UUID_V4);
    expect(isAnonymousId(id)).toBe(true);
  });

  it('§3 the extension id is anonymous:from_extension: + a UUID', () => {
    expect(createAnonymousId('extension', () => '123e4567-e89b-42d3-a456-426614174000')).toBe(
      'anonymous:from_extension:123e4567-e89b-42d3-a456-426614174000',
    );
  });

  it('§3 ids are random', () => {
    expect(createAnonymousId('website')).not.toBe(createAnonymousId('website'));
  });

  it('makes a v4 UUID without crypto.randomUUID (plain-http pages lack it)', () => {
    const original = globalThis.crypto.randomUUID;
    Object.defineProperty(globalThis.crypto, 'randomUUID', {
      value: undefined,
      configurable: true,
    });
    try {
      expect(randomUuid()).toMatch(UUID_V4);
    } finally {
      Object.defineProperty(globalThis.crypto, 'randomUUID', {
        value: original,
        configurable: true,
      });
    }
  });

  it('tells anonymous ids from user ids', () => {
    expect(isAnonymousId('u_123')).toBe(false);
    expect(isAnonymousId('anonymous:from_website:not-a-uuid')).toBe(false);
    expect(isAnonymousId(undefined)).toBe(false);
  });
});
