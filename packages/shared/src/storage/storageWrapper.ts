// §5 local-storage wrapper: "falls back to in-memory storage if local storage is unusable.
// Values are saved as JSON (strings as-is) and read back as JSON, or as the raw string if
// parsing fails."
import * as z from 'zod/mini';
import { createMemoryStorage } from './memoryStorage';
import type { StorageLike } from './storageLike';

/** A storage, nothing (absent), or a getter for one (the getter may throw, as `window.localStorage` does in sandboxed frames). */
export type StorageSource = StorageLike | null | undefined | (() => StorageLike | null | undefined);

export interface StorageWrapper {
  /** False once the wrapper has fallen back to memory: values will not survive a reload. */
  readonly isPersistent: boolean;
  /** The stored value parsed as JSON, the raw string if it is not JSON, or undefined if absent. */
  get(key: string): unknown;
  /** As {@link get}, validated by `schema`; undefined when absent or invalid. */
  get<T>(key: string, schema: z.core.$ZodType<T>): T | undefined;
  /** The stored string exactly as saved, or undefined. */
  getRaw(key: string): string | undefined;
  /**
   * Saves a string as-is and any other value as JSON; `undefined` removes the key.
   * WARNING: strings are read back as JSON when they parse, so `set(k, '42')` reads back as
   * the number 42 (the §5 rule). Use {@link getRaw} or a schema where that matters.
   * @throws TypeError for values JSON cannot hold (functions, symbols, bigints).
   */
  set(key: string, value: unknown): void;
  remove(key: string): void;
  /** Removes every key starting with `prefix`; returns how many were removed. */
  clearByPrefix(prefix: string): number;
  /** Every stored key. */
  keys(): string[];
}

const PROBE_KEY = 'motes-storage-probe';

function defaultLocalStorage(): StorageLike | undefined {
  return (globalThis as { localStorage?: StorageLike }).localStorage;
}

/** Returns the storage when it can be read and written, else undefined. */
function usableStorage(source: StorageSource): StorageLike | undefined {
  try {
    const storage = typeof source === 'function' ? source() : source;
    if (!storage) return undefined;
    storage.setItem(PROBE_KEY, PROBE_KEY);
    storage.removeItem(PROBE_KEY);
    return storage;
  } catch {
    return undefined;
  }
}

function listKeys(storage: StorageLike): string[] {
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key !== null) keys.push(key);
  }
  return keys;
}

function serialize(value: unknown): string {
  if (typeof value === 'string') return value;
  const json = JSON.stringify(value) as string | undefined;
  if (json === undefined) throw new TypeError(`Cannot store a ${typeof value} as JSON`);
  return json;
}

function deserialize(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
}

/**
 * Creates the §5 storage wrapper over `source` (default: `globalThis.localStorage`).
 * Falls back to memory when the storage is absent, throws on access, or throws on a probe
 * write (private mode, zero quota). If a later operation throws (e.g. quota exceeded), the
 * wrapper copies what it can read into memory and carries on there for the session.
 */
export function createStorageWrapper(source: StorageSource = defaultLocalStorage): StorageWrapper {
  const probed = usableStorage(source);
  let storage: StorageLike = probed ?? createMemoryStorage();
  let isPersistent = probed !== undefined;

  function fallBackToMemory(): void {
    const memory = createMemoryStorage();
    try {
      for (const key of listKeys(storage)) {
        const value = storage.getItem(key);
        if (value !== null) memory.setItem(key, value);
      }
    } catch {
      // Best effort: whatever could not be read is lost either way.
    }
    storage = memory;
    isPersistent = false;
  }

  function withFallback<T>(operation: (target: StorageLike) => T): T {
    if (!isPersistent) return operation(storage);
    try {
      return operation(storage);
    } catch {
      fallBackToMemory();
      return operation(storage);
    }
  }

  function getRaw(key: string): string | undefined {
    return withFallback((target) => target.getItem(key)) ?? undefined;
  }

  function get(key: string, schema?: z.core.$ZodType): unknown {
    const raw = getRaw(key);
    if (raw === undefined) return undefined;
    const value = deserialize(raw);
    if (!schema) return value;
    const parsed = z.safeParse(schema, value);
    return parsed.success ? parsed.data : undefined;
  }

  function remove(key: string): void {
    withFallback((target) => target.removeItem(key));
  }

  return {
    get isPersistent() {
      return isPersistent;
    },
    get: get as StorageWrapper['get'],
    getRaw,
    set(key, value) {
      if (value === undefined) return remove(key);
      const serialized = serialize(value);
      withFallback((target) => target.setItem(key, serialized));
    },
    remove,
    clearByPrefix(prefix) {
      const matching = withFallback(listKeys).filter((key) => key.startsWith(prefix));
      matching.forEach(remove);
      return matching.length;
    },
    keys: () => withFallback(listKeys),
  };
}
