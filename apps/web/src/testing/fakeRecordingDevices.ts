// Stand-ins for the browser parts jsdom lacks, for the recorder's component tests: a
// microphone (getUserMedia), a MediaRecorder the test feeds piece by piece, and a clock the
// test moves. IndexedDB is `fake-indexeddb` (an in-memory implementation of the real API).
// Real Chromium with a fake microphone runs the same recorder in e2e/web/recorder.spec.ts.
import { IDBFactory } from 'fake-indexeddb';
import { openRecordingStore, type RecorderEnvironment } from '@motes/creating';

/** A MediaRecorder whose pieces of "audio" the test hands over with {@link emit}. */
export class FakeMediaRecorder extends EventTarget {
  static isTypeSupported(type: string): boolean {
    return type === 'audio/webm;codecs=opus';
  }

  state: RecordingState = 'inactive';
  readonly mimeType: string;
  timeslice: number | undefined;

  constructor(
    readonly stream: MediaStream,
    options: MediaRecorderOptions | undefined,
    private readonly onCreate: (recorder: FakeMediaRecorder) => void,
  ) {
    super();
    this.mimeType = options?.mimeType ?? 'audio/webm';
    onCreate(this);
  }

  start(timeslice?: number) {
    this.state = 'recording';
    this.timeslice = timeslice;
  }
  pause() {
    this.state = 'paused';
  }
  resume() {
    this.state = 'recording';
  }
  /** Like the real one: a last piece, then `stop`, both after the call returns. */
  stop() {
    this.state = 'inactive';
    setTimeout(() => {
      this.emit('<last>');
      this.dispatchEvent(new Event('stop'));
    }, 0);
  }
  /** Hands over a piece of recorded "audio", as `dataavailable` does every timeslice. */
  emit(text: string) {
    const event = new Event('dataavailable');
    Object.defineProperty(event, 'data', { value: new Blob([text], { type: this.mimeType }) });
    this.dispatchEvent(event);
  }
}

export interface FakeRecordingDevices {
  environment: RecorderEnvironment;
  /** Every MediaRecorder made, oldest first. */
  recorders: FakeMediaRecorder[];
  /** The newest recorder. */
  recorder(): FakeMediaRecorder;
  /** Moves the recorder's clock on. */
  advance(ms: number): void;
  /** Makes the next microphone requests fail with this DOMException name (`NotAllowedError`). */
  refuseMicrophone(name: string | undefined): void;
  /** Whether the microphone tracks handed out so far have all been stopped. */
  microphoneReleased(): boolean;
  /** The sound files played, in order. */
  sounds: string[];
  /** The IndexedDB, to look into or to share with a later "page". */
  indexedDB: IDBFactory;
}

/**
 * Fake devices; pass `indexedDB` of an earlier set to play a reload (the same browser's
 * database, a new page).
 */
export function createFakeRecordingDevices(
  options: { indexedDB?: IDBFactory; retryDelaysMs?: readonly number[] } = {},
): FakeRecordingDevices {
  const recorders: FakeMediaRecorder[] = [];
  const sounds: string[] = [];
  const tracks: { stopped: boolean }[] = [];
  const indexedDB = options.indexedDB ?? new IDBFactory();
  let now = 0;
  let refusal: string | undefined;

  class Recorder extends FakeMediaRecorder {
    constructor(stream: MediaStream, recorderOptions?: MediaRecorderOptions) {
      super(stream, recorderOptions, (made) => recorders.push(made));
    }
  }

  const environment: RecorderEnvironment = {
    async getUserMedia() {
      if (refusal) throw new DOMException('Refused by the test', refusal);
      const track = { stopped: false, stop: () => void (track.stopped = true), kind: 'audio' };
      tracks.push(track);
      return { getTracks: () => [track] } as unknown as MediaStream;
    },
    MediaRecorder: Recorder as unknown as RecorderEnvironment['MediaRecorder'],
    AudioContext: undefined,
    openStore: () => openRecordingStore(indexedDB),
    playSound: (url) => void sounds.push(url),
    locks: undefined,
    permissions: undefined,
    now: () => now,
    uploadRetryDelaysMs: options.retryDelaysMs ?? [20, 20],
  };

  return {
    environment,
    recorders,
    recorder: () => {
      const newest = recorders.at(-1);
      if (!newest) throw new Error('No MediaRecorder was made yet');
      return newest;
    },
    advance: (ms) => {
      now += ms;
    },
    refuseMicrophone: (name) => {
      refusal = name;
    },
    microphoneReleased: () => tracks.every((track) => track.stopped),
    sounds,
    indexedDB,
  };
}
