// A recording that a tab is recording or uploading right now is not "unfinished": another tab
// of the same site must not offer to recover it. Each tab holds a Web Lock per recording it is
// busy with; the browser lets the locks go when the tab closes, reloads or crashes.

const LOCK_PREFIX = 'motes-recording:';

/**
 * Holds the lock of `recordingId` until the returned function is called. Without the Web
 * Locks API (old browsers, jsdom) nothing is held, and every tab may offer every recording.
 */
export function holdRecordingLock(locks: LockManager | undefined, recordingId: string): () => void {
  if (!locks?.request) return () => {};
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  void locks.request(`${LOCK_PREFIX}${recordingId}`, () => held).catch(() => undefined);
  return release;
}

/** The recordings some tab of this site holds a lock on right now. */
export async function busyRecordingIds(locks: LockManager | undefined): Promise<Set<string>> {
  if (!locks?.query) return new Set();
  try {
    const snapshot = await locks.query();
    return new Set(
      [...(snapshot.held ?? []), ...(snapshot.pending ?? [])]
        .map((lock) => lock.name ?? '')
        .filter((name) => name.startsWith(LOCK_PREFIX))
        .map((name) => name.slice(LOCK_PREFIX.length)),
    );
  } catch {
    return new Set();
  }
}
