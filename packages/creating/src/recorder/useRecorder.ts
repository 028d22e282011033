// Issue 6 items 1 and 2: the recorder's state and actions, from "Record" to the share link.
// Recording: microphone → MediaRecorder → pieces kept in IndexedDB (recordingSession.ts).
// Finishing: resumable upload → mote (useRecordingJob.ts, finishRecording.ts). Unfinished
// work of an earlier page is found and offered by useKeptRecordings.ts.
import { useCallback, useEffect, useRef, useState, type SetStateAction } from 'react';
import { newIdempotencyKey } from '@motes/api-client';
import {
  RECORDING_EVENTS,
  recordingLimitState,
  type RecordingSound,
  type RecordingStopCause,
} from '@motes/shared';
import { useCreatingHost } from '../host/creatingHost';
import {
  MICROPHONE_CONSTRAINTS,
  microphoneProblemOf,
  watchMicrophonePermission,
} from './microphone';
import type { RecorderPhase } from './recorderPhase';
import { useRecorderEnvironment } from './recorderEnvironment';
import { startRecordingSession, type RecordingSession } from './recordingSession';
import type { RecordingStore, StoredRecording } from './recordingStore';
import { useRecordingJob } from './useRecordingJob';

/** How often the elapsed time and the limit are looked at while recording. */
const TICK_MS = 250;

export interface Recorder {
  phase: RecorderPhase;
  /** Time recorded, paused time excluded. */
  elapsedMs: number;
  /** The §9 limit in seconds; undefined until the identity status says which applies. */
  limitSeconds: number | undefined;
  /** Recording can start: the limit is known and the store has opened (or cannot). */
  ready: boolean;
  /** Set when the recording was stopped by the §9 limit (kept until the next recording). */
  stoppedAtLimit: boolean;
  /** This device could not keep a copy (the upload still runs from memory). */
  keepFailed: boolean;
  /** The live microphone analyser, for the level meter; undefined when not recording. */
  analyser: AnalyserNode | undefined;
  start(): Promise<void>;
  pause(): void;
  resume(): void;
  stop(): Promise<void>;
  /** Cancels the recording being made: nothing is kept. */
  cancel(): Promise<void>;
  /** Stops the upload; the recording stays kept, to try again or discard. */
  stopUpload(): void;
  /** Tries the failed upload again. */
  retry(): void;
  /** Finishes a recording an earlier page left. */
  finishKept(recording: StoredRecording): void;
  /** Forgets the failed recording (the kept copy and the server's upload too). */
  discardFailed(): Promise<void>;
  /** The audio of the current (failed) recording, to save a copy. */
  currentAudio(): Promise<Blob | undefined>;
  /** Back to the start, for another recording. */
  reset(): void;
  /** The store, once open (undefined while opening or where IndexedDB is missing). */
  store: RecordingStore | undefined;
  /** Bumped whenever kept recordings change, so lists of them reload. */
  keptVersion: number;
  /** The recording this tab is busy with, so it is not offered as unfinished. */
  busyRecordingId: string | undefined;
}

/** The recorder's state machine. See {@link Recorder}. */
export function useRecorder({ playSound }: { playSound(sound: RecordingSound): void }): Recorder {
  const environment = useRecorderEnvironment();
  const host = useCreatingHost();
  const { limitSeconds } = host;

  const [phase, setPhaseNow] = useState<RecorderPhase>({ name: 'idle' });
  const [elapsed, setElapsed] = useState(0);
  const [stoppedAtLimit, setStoppedAtLimit] = useState(false);
  const [keepFailed, setKeepFailed] = useState(false);
  const [analyser, setAnalyser] = useState<AnalyserNode>();
  const [store, setStore] = useState<RecordingStore>();
  /** The store has opened, or failed to: recording may start (with or without it). */
  const [storeSettled, setStoreSettled] = useState(false);

  const storeRef = useRef<RecordingStore | undefined>(undefined);
  const sessionRef = useRef<RecordingSession | undefined>(undefined);
  const streamRef = useRef<MediaStream | undefined>(undefined);
  const audioContextRef = useRef<AudioContext | undefined>(undefined);
  const mountedRef = useRef(true);
  // Recording waits for the §9 limit and for the store (so the first piece is kept).
  const ready = storeSettled && limitSeconds !== undefined;
  // What the callbacks below read at the time they run, not when they were made.
  const latest = useRef({ ready, limitSeconds, host });
  useEffect(() => {
    latest.current = { ready, limitSeconds, host };
  });

  // An upload may outlive the page's component: it then finishes in the background.
  const setPhase = useCallback((next: SetStateAction<RecorderPhase>) => {
    if (mountedRef.current) setPhaseNow(next);
  }, []);
  const jobs = useRecordingJob({ storeRef, setPhase, phase });
  const { letGo } = jobs;

  // Open the store once; recording works without it (from memory), recovery does not.
  useEffect(() => {
    let cancelled = false;
    environment.openStore().then(
      (opened) => {
        if (cancelled) return opened.close();
        storeRef.current = opened;
        setStore(opened);
        setStoreSettled(true);
      },
      () => {
        if (cancelled) return;
        setKeepFailed(true);
        setStoreSettled(true);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [environment]);

  // A microphone the browser already blocks for this site is explained before the user
  // presses Record; unblocking it in the browser's settings clears the explanation.
  useEffect(() => {
    const blocked = (current: RecorderPhase): RecorderPhase =>
      current.name === 'idle' ? { name: 'problem', problem: 'blocked' } : current;
    const unblocked = (current: RecorderPhase): RecorderPhase =>
      current.name === 'problem' && current.problem === 'blocked' ? { name: 'idle' } : current;
    let cancelled = false;
    let stopWatching = () => {};
    void watchMicrophonePermission(environment.permissions, (permission) => {
      if (!cancelled) setPhase(permission === 'denied' ? blocked : unblocked);
    }).then(({ state: permission, stop }) => {
      if (cancelled) return stop();
      stopWatching = stop;
      if (permission === 'denied') setPhase(blocked);
    });
    return () => {
      cancelled = true;
      stopWatching();
    };
  }, [environment.permissions, setPhase]);

  const releaseMicrophone = useCallback(() => {
    streamRef.current?.getTracks().forEach((track) => track.stop());
    streamRef.current = undefined;
    void audioContextRef.current?.close().catch(() => undefined);
    audioContextRef.current = undefined;
    if (mountedRef.current) setAnalyser(undefined);
  }, []);

  const { run } = jobs;
  const stopWith = useCallback(
    async (cause: RecordingStopCause) => {
      const session = sessionRef.current;
      if (!session) return;
      sessionRef.current = undefined;
      setPhase({ name: 'finishing' });
      if (cause === 'limit') setStoppedAtLimit(true);
      const finished = await session.stop();
      releaseMicrophone();
      // The tick that noticed the limit may come a moment after it (a busy or hidden tab
      // runs timers late); the recording is still within the server's tolerance, and the
      // clock shows the limit it stopped at.
      const limitMs = (latest.current.limitSeconds ?? Infinity) * 1000;
      const durationMs =
        cause === 'limit' ? Math.min(finished.durationMs, limitMs) : finished.durationMs;
      setElapsed(durationMs);
      playSound('finish');
      latest.current.host.track(RECORDING_EVENTS.completed, {
        durationSeconds: Math.round(durationMs / 100) / 10,
        stoppedBy: cause,
        mimeType: finished.mimeType,
      });
      await run({
        recording: finished.stored ?? {
          id: session.recordingId,
          mimeType: finished.mimeType,
          idempotencyKey: newIdempotencyKey(),
        },
        audio: finished.audio,
        finalizationReported: false,
      });
    },
    [playSound, releaseMicrophone, run, setPhase],
  );

  // While recording: the clock, and the §9 limit's automatic stop.
  const recording = phase.name === 'recording';
  useEffect(() => {
    if (!recording) return;
    const timer = setInterval(() => {
      const session = sessionRef.current;
      const limit = latest.current.limitSeconds;
      if (!session) return;
      const now = session.elapsedMs();
      setElapsed(now);
      if (limit !== undefined && recordingLimitState(now, limit).reached) void stopWith('limit');
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [recording, stopWith]);

  // Leaving the page's component: a recording is ended and kept (offered next time); an
  // upload goes on in the background and deletes its copy when done.
  useEffect(() => {
    mountedRef.current = true;
    return () => {
      mountedRef.current = false;
      const session = sessionRef.current;
      sessionRef.current = undefined;
      if (session) void session.stop().finally(letGo);
      streamRef.current?.getTracks().forEach((track) => track.stop());
      void audioContextRef.current?.close().catch(() => undefined);
    };
  }, [letGo]);

  const { hold } = jobs;
  const start = useCallback(async () => {
    if (!latest.current.ready || sessionRef.current || jobs.hasJob()) return;
    setStoppedAtLimit(false);
    setElapsed(0);
    const { getUserMedia, MediaRecorder } = environment;
    if (!getUserMedia || !MediaRecorder) {
      setPhase({ name: 'problem', problem: 'unsupported' });
      return;
    }
    setPhase({ name: 'requesting' });
    let stream: MediaStream;
    try {
      stream = await getUserMedia(MICROPHONE_CONSTRAINTS);
    } catch (error) {
      const problem = microphoneProblemOf(error);
      // §8 analytics error event; the reaction (the explanation) is ours.
      if (problem === 'blocked') {
        latest.current.host.reportMicrophoneBlocked(String((error as Error)?.name ?? ''));
      }
      setPhase({ name: 'problem', problem });
      return;
    }
    if (!mountedRef.current) {
      stream.getTracks().forEach((track) => track.stop());
      return;
    }
    streamRef.current = stream;
    const recordingId = newIdempotencyKey();
    hold(recordingId);
    try {
      sessionRef.current = await startRecordingSession({
        stream,
        MediaRecorder,
        store: storeRef.current,
        recordingId,
        ownerId: latest.current.host.ownerId,
        idempotencyKey: newIdempotencyKey(),
        now: environment.now,
        onKeepFailed: () => {
          if (mountedRef.current) setKeepFailed(true);
        },
      });
    } catch {
      letGo();
      releaseMicrophone();
      setPhase({ name: 'problem', problem: 'unsupported' });
      return;
    }
    if (environment.AudioContext) {
      try {
        const context = new environment.AudioContext();
        const node = context.createAnalyser();
        node.fftSize = 1024;
        context.createMediaStreamSource(stream).connect(node);
        audioContextRef.current = context;
        setAnalyser(node);
      } catch {
        // No level meter; the recording itself is unaffected.
      }
    }
    setPhase({ name: 'recording', paused: false });
    latest.current.host.track(RECORDING_EVENTS.started, {
      limitSeconds: latest.current.limitSeconds,
      mimeType: sessionRef.current.mimeType,
      signedIn: latest.current.host.signedIn,
    });
  }, [environment, hold, jobs, letGo, releaseMicrophone, setPhase]);

  const pause = useCallback(() => {
    const session = sessionRef.current;
    if (!session) return;
    session.pause();
    setElapsed(session.elapsedMs());
    setPhase({ name: 'recording', paused: true });
  }, [setPhase]);

  const resume = useCallback(() => {
    const session = sessionRef.current;
    if (!session) return;
    session.resume();
    setPhase({ name: 'recording', paused: false });
    latest.current.host.track(RECORDING_EVENTS.resumed, {
      elapsedSeconds: Math.round(session.elapsedMs() / 1000),
    });
  }, [setPhase]);

  const toStart = useCallback(() => {
    setElapsed(0);
    setStoppedAtLimit(false);
    setPhase({ name: 'idle' });
  }, [setPhase]);

  const cancel = useCallback(async () => {
    const session = sessionRef.current;
    if (!session) return;
    sessionRef.current = undefined;
    await session.cancel();
    releaseMicrophone();
    letGo();
    playSound('cancel');
    toStart();
  }, [letGo, playSound, releaseMicrophone, toStart]);

  return {
    phase,
    elapsedMs: elapsed,
    limitSeconds,
    ready,
    stoppedAtLimit,
    keepFailed,
    analyser,
    start,
    pause,
    resume,
    stop: () => stopWith('user'),
    cancel,
    stopUpload: jobs.stopUpload,
    retry: jobs.retry,
    finishKept: (kept) => {
      if (sessionRef.current) return;
      setStoppedAtLimit(false);
      setElapsed(kept.durationMs);
      jobs.finishKept(kept);
    },
    async discardFailed() {
      await jobs.discard();
      playSound('cancel');
      toStart();
    },
    currentAudio: jobs.currentAudio,
    reset() {
      if (!sessionRef.current && !jobs.hasJob()) toStart();
    },
    store,
    keptVersion: jobs.keptVersion,
    busyRecordingId: jobs.busyRecordingId,
  };
}
