import { MOTE_LISTENER_ID_STORAGE_KEY } from '@motes/shared';

function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The id `POST m/motes/{id}/plays` counts unique listeners by: a random id kept per browser in
 * local storage. For a signed-in minor (§6: no tracking identifiers) a fresh id for this play
 * only, never stored, so the play counts but nothing follows the child from mote to mote.
 */
export function listenerIdFor(isMinor: boolean, storage: Storage | undefined): string {
  if (isMinor || !storage) return randomId();
  try {
    const kept = storage.getItem(MOTE_LISTENER_ID_STORAGE_KEY);
    if (kept && /^[A-Za-z0-9_:-]{8,100}$/.test(kept)) return kept;
    const fresh = randomId();
    storage.setItem(MOTE_LISTENER_ID_STORAGE_KEY, fresh);
    return fresh;
  } catch {
    // Storage refused (private mode, quota): count the play without keeping an id.
    return randomId();
  }
}
