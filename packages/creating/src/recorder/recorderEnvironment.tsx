// The browser parts the recorder uses, in one place: the web app uses the browser's own, a
// component test passes stand-ins for what jsdom lacks (MediaRecorder, a microphone, Web
// Audio, IndexedDB), and the extension's sidebar passes its own store (its own database name).
import { createContext, useContext, type ReactNode } from 'react';
import type { MediaRecorderConstructor } from './recordingSession';
import { openRecordingStore, type RecordingStore } from './recordingStore';

/** What the recorder needs from the browser. */
export interface RecorderEnvironment {
  /** undefined where the page cannot record (no mediaDevices outside https). */
  getUserMedia: ((constraints: MediaStreamConstraints) => Promise<MediaStream>) | undefined;
  MediaRecorder: MediaRecorderConstructor | undefined;
  /** For the level meter; without it the meter stays empty and recording still works. */
  AudioContext: (new () => AudioContext) | undefined;
  openStore(): Promise<RecordingStore>;
  /** Plays a recording sound; failures (autoplay rules, no audio device) are ignored. */
  playSound(url: string): void;
  locks: LockManager | undefined;
  permissions: Permissions | undefined;
  /** A monotonic clock in ms. */
  now(): number;
  /** Waits between upload retries; default the api-client's (about 2 minutes in all). */
  uploadRetryDelaysMs?: readonly number[];
}

/** The browser's own parts. */
export function browserRecorderEnvironment(): RecorderEnvironment {
  const mediaDevices = typeof navigator === 'undefined' ? undefined : navigator.mediaDevices;
  return {
    getUserMedia: mediaDevices?.getUserMedia
      ? (constraints) => mediaDevices.getUserMedia(constraints)
      : undefined,
    MediaRecorder: globalThis.MediaRecorder,
    AudioContext:
      globalThis.AudioContext ??
      (globalThis as { webkitAudioContext?: new () => AudioContext }).webkitAudioContext,
    openStore: () => openRecordingStore(),
    playSound(url) {
      try {
        void new Audio(url).play().catch(() => undefined);
      } catch {
        // No audio output: the sound is a courtesy, never a reason to fail.
      }
    },
    locks: typeof navigator === 'undefined' ? undefined : navigator.locks,
    permissions: typeof navigator === 'undefined' ? undefined : navigator.permissions,
    now: () => performance.now(),
  };
}

const RecorderEnvironmentContext = createContext<RecorderEnvironment | null>(null);

/** Gives the recorder below other browser parts than the browser's own (tests, sidebar). */
export function RecorderEnvironmentProvider({
  environment,
  children,
}: {
  environment: RecorderEnvironment;
  children: ReactNode;
}) {
  return <RecorderEnvironmentContext value={environment}>{children}</RecorderEnvironmentContext>;
}

let browserEnvironment: RecorderEnvironment | undefined;

/** The recorder's browser parts: the provider's, else the browser's own. */
export function useRecorderEnvironment(): RecorderEnvironment {
  const provided = useContext(RecorderEnvironmentContext);
  if (provided) return provided;
  browserEnvironment ??= browserRecorderEnvironment();
  return browserEnvironment;
}
