// Voice typing's fallback, first half: records the microphone with MediaRecorder until Stop.
// The page's origin asks for the microphone (a content script runs in the page), so the
// browser's prompt and its blocked state are the page's.

/** Why the microphone could not be used; each has its own message. */
export type MicrophoneProblem = 'blocked' | 'no-microphone' | 'busy' | 'insecure-page';

export class MicrophoneError extends Error {
  override readonly name = 'MicrophoneError';
  constructor(
    readonly problem: MicrophoneProblem,
    /** The browser's error name, for the §8 analytics event. */
    readonly browserError: string,
  ) {
    super(`The microphone could not be used: ${problem} (${browserError})`);
  }
}

/** A recording in progress. */
export interface MicrophoneRecording {
  /** Ends it; answers the recorded audio (WebM/Opus where the browser makes it). */
  stop(): Promise<Blob>;
  /** Ends it and drops the audio. */
  cancel(): void;
}

/** What recording needs from the browser (tests pass their own). */
export interface RecordingEnvironment {
  mediaDevices: MediaDevices | undefined;
  MediaRecorder: typeof MediaRecorder | undefined;
}

/** Opus in WebM: what Chromium and Firefox record and the server's transcription decodes. */
const PREFERRED_TYPE = 'audio/webm;codecs=opus';

/** Sorts a getUserMedia failure. */
export function microphoneProblemOf(error: unknown): MicrophoneProblem {
  switch ((error as { name?: unknown } | null)?.name) {
    case 'NotAllowedError':
    case 'PermissionDeniedError':
    case 'SecurityError':
      return 'blocked';
    case 'NotFoundError':
    case 'OverconstrainedError':
      return 'no-microphone';
    default:
      return 'busy';
  }
}

/**
 * Opens the microphone and starts recording.
 * @throws MicrophoneError when it cannot (blocked, none, busy, or a page that is not secure:
 * browsers offer the microphone only on https and localhost pages).
 */
export async function startMicrophoneRecording(
  environment: RecordingEnvironment = {
    mediaDevices: globalThis.navigator?.mediaDevices,
    MediaRecorder: globalThis.MediaRecorder,
  },
): Promise<MicrophoneRecording> {
  const { mediaDevices, MediaRecorder: Recorder } = environment;
  if (!mediaDevices?.getUserMedia || !Recorder) {
    throw new MicrophoneError('insecure-page', 'NoMediaDevices');
  }
  let stream: MediaStream;
  try {
    stream = await mediaDevices.getUserMedia({ audio: true, video: false });
  } catch (error) {
    throw new MicrophoneError(microphoneProblemOf(error), String((error as Error)?.name ?? ''));
  }
  const release = () => stream.getTracks().forEach((track) => track.stop());
  const recorder = Recorder.isTypeSupported(PREFERRED_TYPE)
    ? new Recorder(stream, { mimeType: PREFERRED_TYPE })
    : new Recorder(stream);
  const chunks: Blob[] = [];
  recorder.addEventListener('dataavailable', (event) => {
    if (event.data.size > 0) chunks.push(event.data);
  });
  recorder.start();
  return {
    stop: () =>
      new Promise<Blob>((resolve) => {
        recorder.addEventListener(
          'stop',
          () => {
            release();
            resolve(new Blob(chunks, { type: recorder.mimeType || 'audio/webm' }));
          },
          { once: true },
        );
        recorder.stop();
      }),
    cancel: () => {
      if (recorder.state !== 'inactive') recorder.stop();
      release();
    },
  };
}
