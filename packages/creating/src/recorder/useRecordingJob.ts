// Issue 6 item 2: the second half of the recorder, from a finished recording to its mote:
// progress, retries, the automatic retry when the browser is back online, stopping and
// discarding, and the §4 "finalization delayed" event.
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type Dispatch,
  type RefObject,
  type SetStateAction,
} from 'react';
import { isAbortError, isTransientUploadError } from '@motes/api-client';
import {
  RECORDING_EVENTS,
  RECORDING_FINALIZATION_DELAY_MS,
  type FinalizationDelayReason,
} from '@motes/shared';
import { useCreatingHost } from '../host/creatingHost';
import { discardRecording, finishRecording } from './finishRecording';
import type { RecorderPhase } from './recorderPhase';
import { useRecorderEnvironment } from './recorderEnvironment';
import { holdRecordingLock } from './recordingLocks';
import type { RecordingStore, StoredRecording } from './recordingStore';

/** A recording on its way to becoming a mote. */
export interface RecordingJob {
  recording: Pick<StoredRecording, 'id' | 'mimeType' | 'idempotencyKey'> &
    Partial<Pick<StoredRecording, 'phase' | 'uploadId'>>;
  /** The audio when this page recorded it; else it is read from the store. */
  audio: Blob | undefined;
  /** "Finalization delayed" goes once per recording. */
  finalizationReported: boolean;
}

export interface RecordingJobs {
  /** Uploads the job's recording and makes its mote; shows progress, then the link. */
  run(job: RecordingJob): Promise<void>;
  /** Marks `recordingId` as this tab's (a lock other tabs see) until {@link letGo}. */
  hold(recordingId: string): void;
  /** Lets go of the recording this tab was busy with. */
  letGo(): void;
  /** Finishes a recording an earlier page left. */
  finishKept(recording: StoredRecording): void;
  stopUpload(): void;
  retry(): void;
  /** Forgets the current recording, here, in the store and on the server. */
  discard(): Promise<void>;
  currentAudio(): Promise<Blob | undefined>;
  /** A job is under way or waiting for a retry. */
  hasJob(): boolean;
  busyRecordingId: string | undefined;
  keptVersion: number;
}

/** See {@link RecordingJobs}. `setPhase` must ignore calls after unmount. */
export function useRecordingJob({
  storeRef,
  setPhase,
  phase,
}: {
  storeRef: RefObject<RecordingStore | undefined>;
  setPhase: Dispatch<SetStateAction<RecorderPhase>>;
  phase: RecorderPhase;
}): RecordingJobs {
  const environment = useRecorderEnvironment();
  const { track, apiClient } = useCreatingHost();
  const [busyRecordingId, setBusyRecordingId] = useState<string>();
  const [keptVersion, setKeptVersion] = useState(0);
  const jobRef = useRef<RecordingJob | undefined>(undefined);
  const abortRef = useRef<AbortController | undefined>(undefined);
  const releaseRef = useRef<() => void>(() => {});

  const reportFinalizationDelayed = useCallback(
    (job: RecordingJob, reason: FinalizationDelayReason) => {
      if (job.finalizationReported) return;
      job.finalizationReported = true;
      track(RECORDING_EVENTS.finalizationDelayed, { reason });
    },
    [track],
  );

  const hold = useCallback(
    (recordingId: string) => {
      releaseRef.current();
      releaseRef.current = holdRecordingLock(environment.locks, recordingId);
      setBusyRecordingId(recordingId);
    },
    [environment.locks],
  );

  const letGo = useCallback(() => {
    releaseRef.current();
    releaseRef.current = () => {};
    jobRef.current = undefined;
    setBusyRecordingId(undefined);
  }, []);

  const run = useCallback(
    async (job: RecordingJob) => {
      jobRef.current = job;
      setBusyRecordingId(job.recording.id);
      const controller = new AbortController();
      abortRef.current = controller;
      setPhase({ name: 'uploading', progress: undefined, retrying: false });
      const slowTimer = setTimeout(
        () => reportFinalizationDelayed(job, 'slow'),
        RECORDING_FINALIZATION_DELAY_MS,
      );
      try {
        const mote = await finishRecording({
          apiClient,
          store: storeRef.current,
          recording: job.recording,
          audio: job.audio,
          signal: controller.signal,
          retryDelaysMs: environment.uploadRetryDelaysMs,
          onUpdate: (update) => {
            job.recording = { ...job.recording, ...update };
          },
          onProgress: (progress) => setPhase({ name: 'uploading', progress, retrying: false }),
          onRetry: ({ error }) => {
            if (isTransientUploadError(error)) reportFinalizationDelayed(job, 'network');
            setPhase((current) =>
              current.name === 'uploading' ? { ...current, retrying: true } : current,
            );
          },
        });
        if (jobRef.current === job) letGo();
        setKeptVersion((version) => version + 1);
        setPhase({
          name: 'done',
          mote,
          shareUrl: mote.shareUrl,
        });
      } catch (error) {
        if (isAbortError(error) || controller.signal.aborted) {
          if (jobRef.current === job) setPhase({ name: 'failed', kind: 'stopped', error });
          return;
        }
        const connection = isTransientUploadError(error);
        if (connection) reportFinalizationDelayed(job, 'network');
        setPhase({ name: 'failed', kind: connection ? 'connection' : 'refused', error });
      } finally {
        clearTimeout(slowTimer);
        if (abortRef.current === controller) abortRef.current = undefined;
      }
    },
    [apiClient, environment, letGo, reportFinalizationDelayed, setPhase, storeRef],
  );

  // Back online after a connection failure: go on by itself.
  const waitingForNetwork = phase.name === 'failed' && phase.kind === 'connection';
  useEffect(() => {
    if (!waitingForNetwork) return;
    const onOnline = () => {
      const job = jobRef.current;
      if (job) void run(job);
    };
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [waitingForNetwork, run]);

  const finishKept = useCallback(
    (kept: StoredRecording) => {
      if (jobRef.current) return;
      const job: RecordingJob = { recording: kept, audio: undefined, finalizationReported: false };
      hold(kept.id);
      reportFinalizationDelayed(job, 'recovered');
      void run(job);
    },
    [hold, reportFinalizationDelayed, run],
  );

  const discard = useCallback(async () => {
    const job = jobRef.current;
    if (!job) return;
    abortRef.current?.abort();
    const kept = await storeRef.current?.get(job.recording.id).catch(() => undefined);
    await discardRecording(
      apiClient,
      storeRef.current,
      job.recording.id,
      kept?.uploadId ?? job.recording.uploadId,
    );
    letGo();
    setKeptVersion((version) => version + 1);
  }, [apiClient, letGo, storeRef]);

  return {
    run,
    hold,
    letGo,
    finishKept,
    stopUpload: () => abortRef.current?.abort(),
    retry: () => {
      const job = jobRef.current;
      if (job) void run(job);
    },
    discard,
    currentAudio: async () => {
      const job = jobRef.current;
      if (!job) return undefined;
      return job.audio ?? storeRef.current?.audio(job.recording.id);
    },
    hasJob: () => jobRef.current !== undefined,
    busyRecordingId,
    keptVersion,
  };
}
