// §3 "Seasonal-holiday setting (stored)" under the §9 keys seasonal-holiday-enabled and
// seasonal-holiday-features, as a store: the toggle writes it, the logo reads it.
import { useState, useSyncExternalStore } from 'react';
import {
  SEASONAL_STORAGE_KEYS,
  parseStoredSeasonalChoice,
  seasonalSetting,
  type SeasonalFeatures,
  type SeasonalState,
  type StorageWrapper,
  type StoredSeasonalChoice,
} from '@motes/shared';
import { useWebIdentity } from '../../identity/IdentityProvider';

/** The stored seasonal choice of one storage. */
export interface SeasonalChoiceStore {
  get(): StoredSeasonalChoice;
  /** Stores the user's choice: the feature on or off, and each of its parts. */
  choose(choice: { enabled: boolean; features: SeasonalFeatures }): void;
  subscribe(listener: () => void): () => void;
}

const stores = new WeakMap<StorageWrapper, SeasonalChoiceStore>();

function read(storage: StorageWrapper): StoredSeasonalChoice {
  return parseStoredSeasonalChoice({
    enabled: storage.get(SEASONAL_STORAGE_KEYS.enabled),
    features: storage.get(SEASONAL_STORAGE_KEYS.features),
  });
}

/** The seasonal choice kept in `storage` (one store per storage, shared by every component). */
export function seasonalChoiceStoreFor(storage: StorageWrapper): SeasonalChoiceStore {
  let store = stores.get(storage);
  if (store) return store;
  const listeners = new Set<() => void>();
  let current = read(storage);
  store = {
    get: () => current,
    choose({ enabled, features }) {
      storage.set(SEASONAL_STORAGE_KEYS.enabled, enabled);
      storage.set(SEASONAL_STORAGE_KEYS.features, features);
      current = read(storage);
      listeners.forEach((listener) => listener());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  stores.set(storage, store);
  return store;
}

/** The stored seasonal choice and a way to change it. */
export function useSeasonalChoice(): {
  stored: StoredSeasonalChoice;
  choose: SeasonalChoiceStore['choose'];
} {
  const { storage } = useWebIdentity();
  const store = seasonalChoiceStoreFor(storage);
  const stored = useSyncExternalStore(store.subscribe, store.get, store.get);
  return { stored, choose: store.choose };
}

/**
 * §4 "Seasonal feature" as it applies on `today` (default: the day the component mounted):
 * on by default only in a holiday period with no stored choice; a stored choice overrides it.
 */
export function useSeasonalState(today?: Date): SeasonalState {
  const [mountedOn] = useState(() => new Date());
  const { stored } = useSeasonalChoice();
  return seasonalSetting({ today: today ?? mountedOn, stored });
}
