// §5 local-storage wrapper. Node has no localStorage, so each test passes a Storage-like
// object; the failing ones stand in for private mode, sandboxed frames and full quotas.
import { describe, expect, it } from 'vitest';
import { z as classic } from 'zod';
import * as z from 'zod/mini';
import { createMemoryStorage } from './memoryStorage';
import { AUTH_STORAGE_KEY_PREFIX } from './storageKeys';
import type { StorageLike } from './storageLike';
import { createStorageWrapper } from './storageWrapper';

/** A working storage whose setItem starts throwing once `failWrites` is set. */
function quotaStorage() {
  const inner = createMemoryStorage();
  const control = { failWrites: false };
  const storage: StorageLike = {
    get length() {
      return inner.length;
    },
    key: (index) => inner.key(index),
    getItem: (key) => inner.getItem(key),
    removeItem: (key) => inner.removeItem(key),
    setItem: (key, value) => {
      if (control.failWrites) throw new Error('QuotaExceededError');
      inner.setItem(key, value);
    },
  };
  return { storage, inner, control };
}

describe('§5 storage wrapper', () => {
  it('§5 saves strings as-is and other values as JSON', () => {
    const backing = createMemoryStorage();
    const wrapper = createStorageWrapper(backing);
    wrapper.set('name', 'Ada');
    wrapper.set('user', { id: 'u1', roles: ['teacher'] });
    wrapper.set('count', 3);
    wrapper.set('flag', false);
    expect(backing.getItem('name')).toBe('Ada');
    expect(backing.getItem('user')).toBe('{"id":"u1","roles":["teacher"]}');
    expect(backing.getItem('count')).toBe('3');
    expect(backing.getItem('flag')).toBe('false');
    expect(wrapper.isPersistent).toBe(true);
  });

  it('§5 reads back as JSON, or as the raw string when parsing fails', () => {
    const wrapper = createStorageWrapper(createMemoryStorage());
    wrapper.set('user', { id: 'u1' });
    wrapper.set('name', 'Ada');
    wrapper.set('numeric', '42');
    expect(wrapper.get('user')).toEqual({ id: 'u1' });
    expect(wrapper.get('name')).toBe('Ada');
    // The §5 rule taken literally: a string that parses as JSON reads back parsed.
    expect(wrapper.get('numeric')).toBe(42);
    expect(wrapper.getRaw('numeric')).toBe('42');
    expect(wrapper.get('missing')).toBeUndefined();
  });

  it('validates with a schema when one is given', () => {
    const wrapper = createStorageWrapper(createMemoryStorage());
    wrapper.set('user', { id: 'u1' });
    const User = z.object({ id: z.string() });
    expect(wrapper.get('user', User)).toEqual({ id: 'u1' });
    expect(wrapper.get('user', z.number())).toBeUndefined();
    // Any zod 4 schema will do: the server passes zod classic ones.
    expect(wrapper.get('user', classic.object({ id: classic.string() }))).toEqual({ id: 'u1' });
    expect(wrapper.get('user', classic.number())).toBeUndefined();
  });

  it('removes, lists and clears by prefix', () => {
    const wrapper = createStorageWrapper(createMemoryStorage());
    wrapper.set(`${AUTH_STORAGE_KEY_PREFIX}token`, 't');
    wrapper.set(`${AUTH_STORAGE_KEY_PREFIX}user`, { id: 'u' });
    wrapper.set('seasonal-holiday-enabled', true);
    wrapper.set('gone', 1);
    wrapper.remove('gone');
    wrapper.set('also-gone', 1);
    wrapper.set('also-gone', undefined);
    expect(wrapper.clearByPrefix(AUTH_STORAGE_KEY_PREFIX)).toBe(2);
    expect(wrapper.keys()).toEqual(['seasonal-holiday-enabled']);
    expect(AUTH_STORAGE_KEY_PREFIX).toBe('mote-auth-');
  });

  it('refuses values JSON cannot hold', () => {
    const wrapper = createStorageWrapper(createMemoryStorage());
    expect(() => wrapper.set('fn', () => 1)).toThrow(TypeError);
    expect(() => wrapper.set('big', 1n)).toThrow(TypeError);
  });

  it('§5 falls back to memory when local storage is absent', () => {
    for (const source of [undefined, null, () => undefined]) {
      const wrapper = createStorageWrapper(source);
      wrapper.set('k', { v: 1 });
      expect(wrapper.get('k')).toEqual({ v: 1 });
      expect(wrapper.isPersistent).toBe(false);
    }
  });

  it('§5 falls back to memory when accessing local storage throws (sandboxed frame)', () => {
    const wrapper = createStorageWrapper(() => {
      throw new Error('SecurityError');
    });
    wrapper.set('k', 'v');
    expect(wrapper.get('k')).toBe('v');
    expect(wrapper.isPersistent).toBe(false);
  });

  it('§5 falls back to memory when setItem throws from the start (private mode)', () => {
    const { storage, control } = quotaStorage();
    control.failWrites = true;
    const wrapper = createStorageWrapper(storage);
    expect(wrapper.isPersistent).toBe(false);
    wrapper.set('k', [1, 2]);
    expect(wrapper.get('k')).toEqual([1, 2]);
  });

  it('§5 keeps earlier values when setItem starts throwing later (quota full)', () => {
    const { storage, inner, control } = quotaStorage();
    const wrapper = createStorageWrapper(storage);
    wrapper.set('early', { kept: true });
    control.failWrites = true;
    wrapper.set('late', 'in memory');
    expect(wrapper.isPersistent).toBe(false);
    expect(wrapper.get('early')).toEqual({ kept: true });
    expect(wrapper.get('late')).toBe('in memory');
    expect(inner.getItem('late')).toBeNull();
  });

  it('uses globalThis.localStorage by default', () => {
    const holder = globalThis as { localStorage?: StorageLike };
    const previous = holder.localStorage;
    holder.localStorage = createMemoryStorage();
    try {
      createStorageWrapper().set('k', 1);
      expect(holder.localStorage.getItem('k')).toBe('1');
    } finally {
      holder.localStorage = previous;
    }
  });
});
