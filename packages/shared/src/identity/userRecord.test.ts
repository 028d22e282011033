// §3 user/session record and §4 session transitions.
import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../storage/memoryStorage';
import { createStorageWrapper } from '../storage/storageWrapper';
import { USER_STORAGE_KEY } from './identityConstants';
import {
  createAnonymousUserRecord,
  loggedInUserRecord,
  loggedOutUserRecord,
  parseUserRecord,
  readUserRecord,
} from './userRecord';

const uuid = () => '123e4567-e89b-42d3-a456-426614174000';
const login = {
  accessToken: 't-1',
  userId: 'u-1',
  primaryEmailAddress: 'ada@school.test',
  isNewUser: true,
  returnTo: '/x',
  givenName: 'Ada',
};

describe('§3/§4 user record', () => {
  it('§4 anonymous: a generated id and an empty token', () => {
    expect(createAnonymousUserRecord('website', 5, uuid)).toEqual({
      accessToken: '',
      anonymousUserId: 'anonymous:from_website:123e4567-e89b-42d3-a456-426614174000',
      anonymousCreatedAt: 5,
    });
  });

  it('§4 logged in: the server data, the anonymous id kept, the last user id set', () => {
    const anonymous = createAnonymousUserRecord('website', 5, uuid);
    expect(loggedInUserRecord(anonymous, login)).toEqual({
      accessToken: 't-1',
      userId: 'u-1',
      primaryEmailAddress: 'ada@school.test',
      givenName: 'Ada',
      lastUserId: 'u-1',
      anonymousUserId: anonymous.anonymousUserId,
      anonymousCreatedAt: 5,
    });
  });

  it('§4 logged out: the cache reset, the anonymous id and the last user id kept', () => {
    const anonymous = createAnonymousUserRecord('extension', 5, uuid);
    const signedIn = loggedInUserRecord(anonymous, login);
    expect(loggedOutUserRecord(signedIn)).toEqual({
      accessToken: '',
      anonymousUserId: anonymous.anonymousUserId,
      anonymousCreatedAt: 5,
      lastUserId: 'u-1',
    });
    expect(loggedOutUserRecord(loggedOutUserRecord(signedIn)).lastUserId).toBe('u-1');
  });

  it('§3 reads the stored record under the mote-auth- prefix; unreadable values are absent', () => {
    const backing = createMemoryStorage();
    const storage = createStorageWrapper(backing);
    expect(readUserRecord(storage)).toBeUndefined();
    storage.set(USER_STORAGE_KEY, createAnonymousUserRecord('website', 5, uuid));
    expect(readUserRecord(storage)?.anonymousCreatedAt).toBe(5);
    backing.setItem(USER_STORAGE_KEY, '{"accessToken":1}');
    expect(readUserRecord(storage)).toBeUndefined();
    expect(parseUserRecord('not json')).toBeUndefined();
    expect(parseUserRecord(null)).toBeUndefined();
  });
});
