// Issue 6 item 2 "Nothing lost": every piece of a recording is written to IndexedDB as the
// browser hands it over (about once a second), with what the upload needs to go on after a
// reload or a crash: the upload's id and the idempotency key of its mote. A recording leaves
// this store only once the server has confirmed its mote.

/** The database, one per origin (the website's; the sidebar keeps its own in the extension). */
export const RECORDINGS_DB_NAME = 'motes-recordings';
const DB_VERSION = 1;
const RECORDINGS = 'recordings';
const CHUNKS = 'chunks';
const BY_RECORDING = 'byRecording';

/** Where a kept recording stands. */
export type StoredRecordingPhase =
  /** The microphone is (or was, before a crash) still recording into it. */
  | 'recording'
  /** Recording ended; the upload has not finished. */
  | 'stopped'
  /** Every byte is on the server; the mote may or may not exist yet. */
  | 'uploaded';

/** A kept recording (without its audio). */
export interface StoredRecording {
  id: string;
  /** Who recorded it: the user id, or the device's anonymous id (§3). */
  ownerId: string;
  /** The MediaRecorder's type, e.g. `audio/webm;codecs=opus`. */
  mimeType: string;
  phase: StoredRecordingPhase;
  /** Recorded time, paused time excluded, as far as it is known. */
  durationMs: number;
  sizeBytes: number;
  chunkCount: number;
  /** ms since 1970. */
  createdAt: number;
  updatedAt: number;
  /** The tus upload carrying it, once created. */
  uploadId?: string;
  /** The key of its `POST m/motes`; one per recording, the same on every retry. */
  idempotencyKey: string;
}

/** What a new recording starts with. */
export type NewRecording = Pick<StoredRecording, 'id' | 'ownerId' | 'mimeType' | 'idempotencyKey'>;

/** Fields a recording's owner may change. */
export type RecordingUpdate = Partial<
  Pick<StoredRecording, 'phase' | 'durationMs' | 'uploadId' | 'idempotencyKey'>
>;

interface StoredChunk {
  recordingId: string;
  data: ArrayBuffer;
}

/** The IndexedDB store of recordings. */
export interface RecordingStore {
  create(recording: NewRecording): Promise<StoredRecording>;
  /**
   * Appends a piece of audio (in the order of calls) and, when given, the recorded time so
   * far; both land in one transaction, so the length never runs ahead of the bytes.
   */
  append(recordingId: string, chunk: Blob, durationMs?: number): Promise<void>;
  update(recordingId: string, update: RecordingUpdate): Promise<StoredRecording>;
  get(recordingId: string): Promise<StoredRecording | undefined>;
  /** Every kept recording, newest first. */
  list(): Promise<StoredRecording[]>;
  /** The whole audio of a recording, its pieces joined in order. */
  audio(recordingId: string): Promise<Blob>;
  /** Removes a recording and its audio. */
  delete(recordingId: string): Promise<void>;
  close(): void;
}

function requestResult<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

function transactionDone(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB write failed'));
    transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB write aborted'));
  });
}

/** Blob → ArrayBuffer; jsdom's Blob has no `arrayBuffer()`, FileReader works everywhere. */
function bytesOf(blob: Blob): Promise<ArrayBuffer> {
  if (typeof blob.arrayBuffer === 'function') return blob.arrayBuffer();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the recording'));
    reader.readAsArrayBuffer(blob);
  });
}

/**
 * Opens (creating on first use) the recordings database.
 * @param factory the IndexedDB to use; default the browser's.
 * @throws Error when the browser offers no IndexedDB (some private modes).
 */
export async function openRecordingStore(
  factory: IDBFactory | undefined = globalThis.indexedDB,
  name: string = RECORDINGS_DB_NAME,
): Promise<RecordingStore> {
  if (!factory) throw new Error('This browser cannot keep recordings (no IndexedDB).');
  const opening = factory.open(name, DB_VERSION);
  opening.onupgradeneeded = () => {
    const db = opening.result;
    db.createObjectStore(RECORDINGS, { keyPath: 'id' });
    // Auto-increment keys keep pieces in the order they were added.
    const chunks = db.createObjectStore(CHUNKS, { autoIncrement: true });
    chunks.createIndex(BY_RECORDING, 'recordingId');
  };
  const db = await requestResult(opening);
  // Another tab upgrading the database must not be blocked by this one.
  db.onversionchange = () => db.close();

  async function readWrite<T>(
    stores: string[],
    work: (transaction: IDBTransaction) => Promise<T> | T,
  ): Promise<T> {
    const transaction = db.transaction(stores, 'readwrite');
    const done = transactionDone(transaction);
    try {
      const result = await work(transaction);
      await done;
      return result;
    } catch (error) {
      done.catch(() => undefined);
      if (!transaction.error) {
        try {
          transaction.abort();
        } catch {
          // Already finished.
        }
      }
      throw error;
    }
  }

  // Writes run one after another in the order they were asked for: an append reads its blob
  // before its transaction starts, so two appends in flight could otherwise swap places.
  let writes: Promise<unknown> = Promise.resolve();
  function inOrder<T>(write: () => Promise<T>): Promise<T> {
    const next = writes.then(write);
    writes = next.catch(() => undefined);
    return next;
  }

  async function get(recordingId: string): Promise<StoredRecording | undefined> {
    const transaction = db.transaction(RECORDINGS, 'readonly');
    return requestResult<StoredRecording | undefined>(
      transaction.objectStore(RECORDINGS).get(recordingId),
    );
  }

  return {
    create: (recording) =>
      inOrder(async () => {
        const now = Date.now();
        const stored: StoredRecording = {
          ...recording,
          phase: 'recording',
          durationMs: 0,
          sizeBytes: 0,
          chunkCount: 0,
          createdAt: now,
          updatedAt: now,
        };
        await readWrite([RECORDINGS], (transaction) => {
          transaction.objectStore(RECORDINGS).add(stored);
        });
        return stored;
      }),

    append: (recordingId, chunk, durationMs) =>
      inOrder(async () => {
        // Read the bytes before the transaction: an IndexedDB transaction closes at the first
        // await that is not one of its own requests.
        const data = await bytesOf(chunk);
        await readWrite([RECORDINGS, CHUNKS], async (transaction) => {
          const recordings = transaction.objectStore(RECORDINGS);
          const recording = await requestResult<StoredRecording | undefined>(
            recordings.get(recordingId),
          );
          if (!recording) throw new Error(`No kept recording ${recordingId}`);
          transaction.objectStore(CHUNKS).add({ recordingId, data } satisfies StoredChunk);
          recordings.put({
            ...recording,
            sizeBytes: recording.sizeBytes + data.byteLength,
            chunkCount: recording.chunkCount + 1,
            durationMs: Math.max(recording.durationMs, durationMs ?? 0),
            updatedAt: Date.now(),
          } satisfies StoredRecording);
        });
      }),

    update: (recordingId, update) =>
      inOrder(() =>
        readWrite([RECORDINGS], async (transaction) => {
          const recordings = transaction.objectStore(RECORDINGS);
          const recording = await requestResult<StoredRecording | undefined>(
            recordings.get(recordingId),
          );
          if (!recording) throw new Error(`No kept recording ${recordingId}`);
          const next = { ...recording, ...update, updatedAt: Date.now() };
          recordings.put(next);
          return next;
        }),
      ),

    get,

    // Reads wait for the writes asked for before them, so they see every piece appended.
    list: () =>
      inOrder(async () => {
        const transaction = db.transaction(RECORDINGS, 'readonly');
        const all = await requestResult<StoredRecording[]>(
          transaction.objectStore(RECORDINGS).getAll(),
        );
        return all.sort((a, b) => b.createdAt - a.createdAt);
      }),

    audio: (recordingId) =>
      inOrder(async () => {
        const recording = await get(recordingId);
        if (!recording) throw new Error(`No kept recording ${recordingId}`);
        const transaction = db.transaction(CHUNKS, 'readonly');
        const chunks = await requestResult<StoredChunk[]>(
          transaction.objectStore(CHUNKS).index(BY_RECORDING).getAll(recordingId),
        );
        return new Blob(
          chunks.map((chunk) => chunk.data),
          { type: recording.mimeType },
        );
      }),

    delete: (recordingId) =>
      inOrder(() =>
        readWrite([RECORDINGS, CHUNKS], async (transaction) => {
          transaction.objectStore(RECORDINGS).delete(recordingId);
          const chunks = transaction.objectStore(CHUNKS);
          const keys = await requestResult(chunks.index(BY_RECORDING).getAllKeys(recordingId));
          for (const key of keys) chunks.delete(key);
        }),
      ),

    close: () => db.close(),
  };
}
