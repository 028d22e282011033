import type { StorageLike } from './storageLike';

/** An in-memory {@link StorageLike}: the fallback when local storage is unusable (§5). */
export function createMemoryStorage(): StorageLike {
  const entries = new Map<string, string>();
  return {
    get length() {
      return entries.size;
    },
    key: (index) => [...entries.keys()][index] ?? null,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => {
      entries.set(key, String(value));
    },
    removeItem: (key) => {
      entries.delete(key);
    },
  };
}
