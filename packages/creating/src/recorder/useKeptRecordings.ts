// Issue 6 item 2: "a reload, crash or dropped network during or after recording offers to
// recover and finish the upload". The recordings an earlier page left in the store, minus
// those another tab is busy with and those of another account on this device.
import { useCallback, useEffect, useState } from 'react';
import { useCreatingHost } from '../host/creatingHost';
import { discardRecording } from './finishRecording';
import { useRecorderEnvironment } from './recorderEnvironment';
import { busyRecordingIds } from './recordingLocks';
import type { RecordingStore, StoredRecording } from './recordingStore';

/** Recordings worth offering: with some audio in them. */
function hasAudio(recording: StoredRecording): boolean {
  return recording.sizeBytes > 0;
}

/** A recording that ended before its first piece (a crash in the first second) holds nothing. */
const EMPTY_RECORDING_KEPT_MS = 60_000;

/**
 * The unfinished recordings this visitor may finish, newest first, and a way to discard one.
 * `version` reloads the list; `busyRecordingId` (this tab's own) is never offered.
 */
export function useKeptRecordings({
  store,
  version,
  busyRecordingId,
}: {
  store: RecordingStore | undefined;
  version: number;
  busyRecordingId: string | undefined;
}): { kept: StoredRecording[]; discard(recording: StoredRecording): Promise<void> } {
  const { locks } = useRecorderEnvironment();
  const { ownerIds, apiClient } = useCreatingHost();
  const owners = ownerIds.join('\n');
  const [kept, setKept] = useState<StoredRecording[]>([]);
  const [removed, setRemoved] = useState(0);

  useEffect(() => {
    if (!store) return;
    let cancelled = false;
    void (async () => {
      const [all, busy] = await Promise.all([
        store.list().catch(() => []),
        busyRecordingIds(locks),
      ]);
      if (cancelled) return;
      const mine = new Set(owners.split('\n'));
      const idle = all.filter(
        (recording) =>
          mine.has(recording.ownerId) &&
          !busy.has(recording.id) &&
          recording.id !== busyRecordingId,
      );
      setKept(idle.filter(hasAudio));
      for (const empty of idle.filter((recording) => !hasAudio(recording))) {
        if (Date.now() - empty.updatedAt > EMPTY_RECORDING_KEPT_MS) {
          void store.delete(empty.id).catch(() => undefined);
        }
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [store, locks, owners, version, busyRecordingId, removed]);

  const discard = useCallback(
    async (recording: StoredRecording) => {
      setKept((current) => current.filter((entry) => entry.id !== recording.id));
      await discardRecording(apiClient, store, recording.id, recording.uploadId);
      setRemoved((count) => count + 1);
    },
    [apiClient, store],
  );

  return { kept, discard };
}
