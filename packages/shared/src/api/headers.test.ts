// §7 common headers (names are ours; the server reads these exact names)
import { describe, expect, it } from 'vitest';
import {
  ACCESS_TOKEN_HEADER,
  API_KEY_HEADER,
  CLIENT_TYPES,
  CLIENT_TYPE_HEADER,
  CLIENT_VERSION_HEADER,
  ClientTypeSchema,
  DEVICE_ID_HEADER,
  LAST_USER_ID_HEADER,
  formatBearerToken,
  parseBearerToken,
} from './headers';

describe('§7 common headers', () => {
  it('uses the agreed header names', () => {
    expect([
      API_KEY_HEADER,
      ACCESS_TOKEN_HEADER,
      DEVICE_ID_HEADER,
      CLIENT_VERSION_HEADER,
      CLIENT_TYPE_HEADER,
      LAST_USER_ID_HEADER,
    ]).toEqual([
      'x-motes-api-key',
      'authorization',
      'x-motes-device-id',
      'x-motes-client-version',
      'x-motes-client-type',
      'x-motes-last-user-id',
    ]);
  });

  it('§7 client type is website or extension', () => {
    expect(CLIENT_TYPES).toEqual(['website', 'extension']);
    expect(ClientTypeSchema.safeParse('extension').success).toBe(true);
    expect(ClientTypeSchema.safeParse('app').success).toBe(false);
  });

  it('formats and parses Bearer tokens', () => {
    expect(formatBearerToken('abc')).toBe('Bearer abc');
    expect(parseBearerToken('Bearer abc')).toBe('abc');
    expect(parseBearerToken('bearer  abc ')).toBe('abc');
    expect(parseBearerToken('Basic abc')).toBeUndefined();
    expect(parseBearerToken('Bearer ')).toBeUndefined();
    expect(parseBearerToken(undefined)).toBeUndefined();
  });
});
