// Issue 6 items 1 and 2: one recording from the open microphone to a finished file. The
// MediaRecorder hands over a piece about every second; each goes to IndexedDB at once (and
// stays in memory for this page's upload), so a crash loses at most the last second.
import {
  elapsedMs,
  pauseClock,
  resumeClock,
  startClock,
  type RecordingClock,
} from './recordingClock';
import { pickRecordingMimeType } from './recordingFormat';
import type { RecordingStore, StoredRecording } from './recordingStore';

/** How often the MediaRecorder hands over a piece of audio. */
export const RECORDING_TIMESLICE_MS = 1000;

/** The MediaRecorder constructor (a stand-in in tests, where jsdom has none). */
export type MediaRecorderConstructor = {
  new (stream: MediaStream, options?: MediaRecorderOptions): MediaRecorder;
  isTypeSupported?(type: string): boolean;
};

/** What a session needs. */
export interface RecordingSessionOptions {
  stream: MediaStream;
  MediaRecorder: MediaRecorderConstructor;
  /** Where the pieces are kept; undefined when this browser cannot keep them (no IndexedDB). */
  store: RecordingStore | undefined;
  recordingId: string;
  ownerId: string;
  idempotencyKey: string;
  /** The clock (`performance.now`); Playwright's clock replaces it in the end-to-end tests. */
  now: () => number;
  /** A piece could not be kept on this device (full disk, private mode). Recording goes on. */
  onKeepFailed?: (error: unknown) => void;
}

/** A finished recording. */
export interface FinishedRecording {
  /** The kept recording, or undefined when nothing could be kept on this device. */
  stored: StoredRecording | undefined;
  /** The whole audio, from memory. */
  audio: Blob;
  mimeType: string;
  durationMs: number;
}

/** A recording in progress. */
export interface RecordingSession {
  readonly recordingId: string;
  readonly mimeType: string;
  elapsedMs(): number;
  isPaused(): boolean;
  pause(): void;
  resume(): void;
  /** Ends the recording; resolves once the last piece is kept. */
  stop(): Promise<FinishedRecording>;
  /** Ends the recording and forgets it, here and in the store. */
  cancel(): Promise<void>;
}

/**
 * Starts recording `stream`. The caller owns the stream and stops its tracks afterwards.
 * @throws when the MediaRecorder refuses to start, or the store refuses the new recording.
 */
export async function startRecordingSession(
  options: RecordingSessionOptions,
): Promise<RecordingSession> {
  const { stream, store, recordingId, now } = options;
  const requestedType = pickRecordingMimeType(
    options.MediaRecorder.isTypeSupported?.bind(options.MediaRecorder),
  );
  const recorder = new options.MediaRecorder(
    stream,
    requestedType ? { mimeType: requestedType } : undefined,
  );
  const mimeType = recorder.mimeType || requestedType || 'audio/webm';
  let storeWorks = store !== undefined;
  if (store) {
    try {
      await store.create({
        id: recordingId,
        ownerId: options.ownerId,
        mimeType,
        idempotencyKey: options.idempotencyKey,
      });
    } catch (error) {
      storeWorks = false;
      options.onKeepFailed?.(error);
    }
  }

  const pieces: Blob[] = [];
  let kept: Promise<void> = Promise.resolve();
  let clock: RecordingClock = startClock(now());
  let stopped: Promise<void> | undefined;

  function keep(piece: Blob) {
    if (!storeWorks || !store) return;
    const durationMs = elapsedMs(clock, now());
    kept = kept
      .then(() => store.append(recordingId, piece, durationMs))
      .catch((error: unknown) => {
        storeWorks = false;
        options.onKeepFailed?.(error);
      });
  }

  recorder.addEventListener('dataavailable', (event) => {
    if (event.data.size === 0) return;
    pieces.push(event.data);
    keep(event.data);
  });

  function endRecorder(): Promise<void> {
    stopped ??= new Promise<void>((resolve) => {
      if (recorder.state === 'inactive') return resolve();
      // The last `dataavailable` comes before `stop`.
      recorder.addEventListener('stop', () => resolve(), { once: true });
      recorder.stop();
    });
    return stopped;
  }

  recorder.start(RECORDING_TIMESLICE_MS);

  return {
    recordingId,
    mimeType,
    elapsedMs: () => elapsedMs(clock, now()),
    isPaused: () => clock.runningSince === undefined,
    pause() {
      if (recorder.state !== 'recording') return;
      recorder.pause();
      clock = pauseClock(clock, now());
    },
    resume() {
      if (recorder.state !== 'paused') return;
      recorder.resume();
      clock = resumeClock(clock, now());
    },
    async stop() {
      clock = pauseClock(clock, now());
      await endRecorder();
      await kept;
      const durationMs = elapsedMs(clock, now());
      let stored: StoredRecording | undefined;
      if (storeWorks && store) {
        try {
          stored = await store.update(recordingId, { phase: 'stopped', durationMs });
        } catch (error) {
          options.onKeepFailed?.(error);
        }
      }
      return { stored, audio: new Blob(pieces, { type: mimeType }), mimeType, durationMs };
    },
    async cancel() {
      await endRecorder();
      await kept;
      pieces.length = 0;
      await store?.delete(recordingId).catch(() => undefined);
    },
  };
}
