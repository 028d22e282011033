import { describe, expect, it } from 'vitest';
import {
  DEVELOPMENT_EXTENSION_ID,
  EXTENSION_BROADCAST_ID_COUNT,
  EXTENSION_HELPER_MESSAGE_TIMEOUT_MS,
  EXTENSION_MESSAGE_TIMEOUT_MS,
  EXTENSION_PROBE_INTERVAL_MS,
  EXTENSION_PROBE_MAX_TRIES,
  EXTENSION_PROBE_RESET_TRY,
  EXTENSION_UNKNOWN_ERROR_TEXT,
  WebsiteToExtensionMessageSchema,
  extensionIdentityOf,
  parseExtensionIds,
} from './extensionMessages';

describe('extension contract constants', () => {
  it('§4/§9 probe every 1 s, up to 180 tries, reset at the 2nd', () => {
    expect(EXTENSION_PROBE_INTERVAL_MS).toBe(1000);
    expect(EXTENSION_PROBE_MAX_TRIES).toBe(180);
    expect(EXTENSION_PROBE_RESET_TRY).toBe(2);
  });

  it("§7 timeouts 1000 ms (500 ms for the helper), 'Unknown error', 3 ids", () => {
    expect(EXTENSION_MESSAGE_TIMEOUT_MS).toBe(1000);
    expect(EXTENSION_HELPER_MESSAGE_TIMEOUT_MS).toBe(500);
    expect(EXTENSION_UNKNOWN_ERROR_TEXT).toBe('Unknown error');
    expect(EXTENSION_BROADCAST_ID_COUNT).toBe(3);
  });
});

describe('parseExtensionIds', () => {
  const a = 'a'.repeat(32);
  const b = 'b'.repeat(32);
  const c = 'c'.repeat(32);

  it('defaults to the development id', () => {
    expect(parseExtensionIds(undefined)).toEqual([DEVELOPMENT_EXTENSION_ID]);
    expect(parseExtensionIds(' , ')).toEqual([DEVELOPMENT_EXTENSION_ID]);
  });

  it('keeps valid ids once each, at most 3', () => {
    expect(
      parseExtensionIds(
        `${a}, ${b},${a},not-an-id,${'z'.repeat(32)},${c},${DEVELOPMENT_EXTENSION_ID}`,
      ),
    ).toEqual([a, b, c]);
  });
});

describe('identity handed to the extension', () => {
  it('keeps only what the extension needs from the §3 record', () => {
    expect(
      extensionIdentityOf({
        accessToken: 't',
        userId: 'u',
        primaryEmailAddress: 'ada@school.example',
        isPaid: true,
        institutionName: 'Hill',
      }),
    ).toEqual({
      accessToken: 't',
      userId: 'u',
      primaryEmailAddress: 'ada@school.example',
      displayName: null,
    });
  });

  it('is undefined unless the record is a complete login (§5)', () => {
    expect(
      extensionIdentityOf({ accessToken: '', userId: 'u', primaryEmailAddress: 'a@b.c' }),
    ).toBeUndefined();
    expect(extensionIdentityOf({ accessToken: 't', primaryEmailAddress: 'a@b.c' })).toBeUndefined();
  });

  it('the message schema drops unknown fields of a login', () => {
    const parsed = WebsiteToExtensionMessageSchema.parse({
      type: 'login',
      user: { accessToken: 't', userId: 'u', primaryEmailAddress: 'a@b.c', isGodMode: true },
    });
    expect(parsed).toEqual({
      type: 'login',
      user: { accessToken: 't', userId: 'u', primaryEmailAddress: 'a@b.c' },
    });
  });
});
