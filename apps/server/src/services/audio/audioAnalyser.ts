import { Worker } from 'node:worker_threads';
import {
  AUDIO_MIN_DURATION_MS,
  MOTE_WAVEFORM_PEAKS,
  MPEG_AUDIO_LOW_RATE_MAX_KBPS,
  MPEG_AUDIO_MAX_DAMAGED_SHARE,
  MPEG_AUDIO_MAX_KBPS,
  unplayableAudioMessage,
  type UnplayableAudioProblem,
} from '@motes/shared';
import { AudioHeaderCheck, UnplayableHeaderError } from './audioHeaderCheck.js';
import { sniffAudio, SNIFF_BYTES, type SniffedAudio } from './audioSniffer.js';

/** What decoding an audio file found. */
export interface AudioAnalysis {
  audio: SniffedAudio;
  /** The file's size in bytes. */
  sizeBytes: number;
  durationMs: number;
  sampleRate: number;
  channels: number;
  /** {@link MOTE_WAVEFORM_PEAKS} bars, 0–1. */
  waveform: number[];
  /** 16 kHz mono 16-bit samples, when asked for (speech to text). */
  speechPcm?: Int16Array;
}

/** Why a file cannot become a mote; the caller words it for the user. */
export class AudioAnalysisError extends Error {
  override readonly name = 'AudioAnalysisError';
  constructor(
    readonly reason: 'unsupported' | 'unreadable' | 'too_long' | 'empty',
    message: string,
    /** For `too_long`: how long the audio is, as far as decoding went. */
    readonly seconds?: number,
    /** For `unreadable`: what is wrong, for {@link unplayableAudioMessage}. */
    readonly problem?: UnplayableAudioProblem,
  ) {
    super(message);
  }

  /** The text a user sees for this failure, when it is more precise than the generic one. */
  get userMessage(): string | undefined {
    return this.problem ? unplayableAudioMessage(this.problem) : undefined;
  }
}

function unplayable(problem: UnplayableAudioProblem): AudioAnalysisError {
  return new AudioAnalysisError('unreadable', unplayableAudioMessage(problem), undefined, problem);
}

export interface AnalyseOptions {
  /** Decoding stops, and the answer is `too_long`, past this many seconds. */
  maxSeconds: number;
  /** Also return 16 kHz mono samples for speech to text. */
  speechPcm?: boolean;
}

/** The file's bytes: whole (a generated mote), or a stream (a blob, read chunk by chunk). */
export type AudioSource = Uint8Array | AsyncIterable<Uint8Array>;

/** A 5-minute file decodes in about a second; this only stops a decoder that hangs. */
const ANALYSIS_TIMEOUT_MS = 60_000;
/**
 * Decodings at once. Each worker costs 40–55 MB while it decodes (its own V8 heap, the decoder
 * and its garbage), the bulk of what an upload costs the server (bench uploadMemory: three
 * concurrent 60 MB uploads stay under 100 MB only with one at a time). The server has few
 * cores anyway, so a second decoding in parallel gained little (a few seconds of queue).
 */
const MAX_CONCURRENT = 1;
/** The piece of the file in flight to the worker at a time. */
const CHUNK_BYTES = 64 * 1024;

const WORKER_FILE = 'audioAnalysisWorker.mjs';

/**
 * The worker's file, beside this module: in the sources (tests, development) and beside the
 * bundle in `dist/` (build.mjs copies it there).
 */
function workerUrl(): URL {
  return new URL(`./${WORKER_FILE}`, import.meta.url);
}

let running = 0;
const waiting: Array<() => void> = [];

async function withSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  try {
    return await work();
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

/**
 * Recognises an audio file from its bytes and decodes it in a worker thread (the main thread
 * keeps serving requests and the embedded database): its duration measured from the decoded
 * samples — WebM from a browser's recorder often states none — and a waveform. The bytes are
 * streamed through in chunks (one in flight at a time), so a 60 MB file costs kilobytes here.
 *
 * A file is accepted only when real samples decode (issue 14 item 4): its headers must be
 * plausible (audioHeaderCheck.ts), at least {@link AUDIO_MIN_DURATION_MS} must decode at one
 * sample rate, and an MP3 must decode to frames that account for its bytes.
 * @throws AudioAnalysisError; a failure to read `source` itself is thrown as it is.
 */
export async function analyseAudio(
  source: AudioSource,
  options: AnalyseOptions,
): Promise<AudioAnalysis> {
  const chunks = chunksOf(source);
  try {
    const head: Uint8Array[] = [];
    let headBytes = 0;
    while (headBytes < SNIFF_BYTES) {
      const next = await chunks.next();
      if (next.done) break;
      head.push(next.value);
      headBytes += next.value.byteLength;
    }
    const audio = sniffAudio(Buffer.concat(head).subarray(0, SNIFF_BYTES));
    if (!audio) throw new AudioAnalysisError('unsupported', 'not a supported audio format');
    const check = new AudioHeaderCheck(audio.format);
    const answer = await withSlot(() =>
      analyseInWorker(audio, withHead(head, chunks), check, options),
    );
    if (!answer.ok) throw new AudioAnalysisError(answer.reason, answer.detail, answer.seconds);
    acceptDecoded(answer, audio, check);
    return {
      audio,
      sizeBytes: check.totalBytes,
      durationMs: Math.round((answer.frames / answer.sampleRate) * 1000),
      sampleRate: answer.sampleRate,
      channels: answer.channels,
      waveform: answer.peaks,
      ...(answer.speechPcm ? { speechPcm: answer.speechPcm } : {}),
    };
  } finally {
    // Closes the blob's stream when decoding stopped early (too long, forged header).
    await chunks.return(undefined);
  }
}

/**
 * The checks after decoding: enough sound, at one sample rate, and for MP3 enough frames for
 * the file's size. Noise after a forged sync word or ID3 tag decodes to stray "frames" at
 * hopping rates, with a decoder error for most of them.
 * @throws AudioAnalysisError
 */
function acceptDecoded(answer: DecodedAnswer, audio: SniffedAudio, check: AudioHeaderCheck) {
  const seconds = answer.frames / answer.sampleRate;
  if (audio.format === 'mp3') {
    const mpegFrames = Math.max(1, answer.frames / MP3_SAMPLES_PER_FRAME);
    const damaged = answer.decodeErrors > Math.max(2, mpegFrames * MPEG_AUDIO_MAX_DAMAGED_SHARE);
    const maxKbps =
      answer.sampleRate >= 32_000 ? MPEG_AUDIO_MAX_KBPS : MPEG_AUDIO_LOW_RATE_MAX_KBPS;
    // A quarter over the format's top rate, for padding and small tags at the end. Bytes the
    // frames cannot account for count only beside a decode error: a real file may carry a
    // large tag after its audio (cover art appended by a tagger), which decodes cleanly.
    const maxBytes = (seconds * maxKbps * 1000 * 1.25) / 8 + 4096;
    const unaccounted = check.totalBytes - check.id3Bytes > maxBytes && answer.decodeErrors > 0;
    if (damaged || unaccounted) throw unplayable({ kind: 'not_decodable' });
  }
  if (answer.sampleRateChanged) throw unplayable({ kind: 'sample_rate_changes' });
  const durationMs = Math.round(seconds * 1000);
  if (durationMs < AUDIO_MIN_DURATION_MS) throw unplayable({ kind: 'too_short', durationMs });
}

/** Samples per MPEG-1 layer III frame (MPEG-2/2.5 have 576: counting 1152 errs lenient). */
const MP3_SAMPLES_PER_FRAME = 1152;

/** The source in pieces of at most {@link CHUNK_BYTES}, each a copy the worker may own. */
async function* chunksOf(source: AudioSource): AsyncGenerator<Uint8Array, void, undefined> {
  const pieces = source instanceof Uint8Array ? [source] : source;
  for await (const chunk of pieces) {
    for (let offset = 0; offset < chunk.byteLength; offset += CHUNK_BYTES) {
      // A copy with its own memory (Buffer#slice would share it, and the transfer to the
      // worker would then empty the caller's buffer, or Node's shared pool).
      yield new Uint8Array(chunk.subarray(offset, offset + CHUNK_BYTES));
    }
  }
}

async function* withHead(
  head: Uint8Array[],
  rest: AsyncIterator<Uint8Array>,
): AsyncGenerator<Uint8Array, void, undefined> {
  yield* head;
  for (let next = await rest.next(); !next.done; next = await rest.next()) yield next.value;
}

type DecodedAnswer = {
  ok: true;
  sampleRate: number;
  channels: number;
  frames: number;
  peaks: number[];
  decodeErrors: number;
  sampleRateChanged: boolean;
  speechPcm?: Int16Array;
};
type AnalysisAnswer =
  | DecodedAnswer
  | { ok: false; reason: 'unreadable' | 'too_long' | 'empty'; detail: string; seconds?: number };

/**
 * Decodes in a fresh worker, sending it the next chunk whenever it asks (`pull`), each chunk
 * first read by the header check. The worker may answer before the end (too long).
 */
function analyseInWorker(
  audio: SniffedAudio,
  chunks: AsyncGenerator<Uint8Array, void, undefined>,
  check: AudioHeaderCheck,
  options: AnalyseOptions,
): Promise<AnalysisAnswer> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(workerUrl());
    let settled = false;
    const finish = (result: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      result();
    };
    const fail = (error: unknown) =>
      finish(() => reject(error instanceof Error ? error : new Error(String(error))));
    const timer = setTimeout(
      () => fail(new AudioAnalysisError('unreadable', 'audio work took too long')),
      ANALYSIS_TIMEOUT_MS,
    );
    const sendNext = async () => {
      const next = await chunks.next();
      if (settled) return;
      if (next.done) {
        check.finish();
        worker.postMessage({ kind: 'end' });
        return;
      }
      check.push(next.value);
      // An MP4 states its duration in its header: an hour-long file is refused undecoded
      // (its decoder may otherwise decode all of it at once when the index arrives).
      const headerSeconds = check.headerSeconds;
      if (headerSeconds !== undefined && headerSeconds > options.maxSeconds) {
        finish(() =>
          resolve({
            ok: false,
            reason: 'too_long',
            detail: 'header duration',
            seconds: headerSeconds,
          }),
        );
        return;
      }
      worker.postMessage({ kind: 'chunk', bytes: next.value }, [next.value.buffer as ArrayBuffer]);
    };
    worker.on('message', (message: { kind: 'pull' } | ({ kind: 'answer' } & AnalysisAnswer)) => {
      if (message.kind === 'pull') {
        sendNext().catch((error: unknown) =>
          fail(error instanceof UnplayableHeaderError ? unplayable(error.problem) : error),
        );
        return;
      }
      finish(() => resolve(message));
    });
    worker.once('error', (error) =>
      fail(new AudioAnalysisError('unreadable', error.message || 'decoding failed')),
    );
    worker.once('exit', (code) =>
      fail(new AudioAnalysisError('unreadable', `audio analysis worker exited with code ${code}`)),
    );
    worker.postMessage({
      kind: 'analyse',
      decoder: audio.decoder,
      maxSeconds: options.maxSeconds,
      peakCount: MOTE_WAVEFORM_PEAKS,
      speechPcm: options.speechPcm ?? false,
    });
  });
}

function runWorker<Answer>(request: JoinRequest, transfer: ArrayBuffer[]): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(workerUrl());
    let settled = false;
    const finish = (result: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      result();
    };
    const timer = setTimeout(
      () => finish(() => reject(new Error('audio work took too long'))),
      ANALYSIS_TIMEOUT_MS,
    );
    worker.once('message', (answer: Answer) => finish(() => resolve(answer)));
    worker.once('error', (error) => finish(() => reject(error)));
    worker.once('exit', (code) =>
      finish(() => reject(new Error(`audio analysis worker exited with code ${code}`))),
    );
    worker.postMessage(request, transfer);
  });
}

interface JoinRequest {
  segments: Uint8Array[];
  bitrateKbps: number;
}

/** 16-bit mono PCM as a WAV file (what every speech-to-text engine reads). */
export function pcm16ToWav(samples: Int16Array, sampleRate: number): Buffer {
  const dataBytes = samples.length * 2;
  const wav = Buffer.alloc(44 + dataBytes);
  wav.write('RIFF', 0, 'latin1');
  wav.writeUInt32LE(36 + dataBytes, 4);
  wav.write('WAVE', 8, 'latin1');
  wav.write('fmt ', 12, 'latin1');
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20); // PCM
  wav.writeUInt16LE(1, 22); // one channel
  wav.writeUInt32LE(sampleRate, 24);
  wav.writeUInt32LE(sampleRate * 2, 28);
  wav.writeUInt16LE(2, 32);
  wav.writeUInt16LE(16, 34);
  wav.write('data', 36, 'latin1');
  wav.writeUInt32LE(dataBytes, 40);
  Buffer.from(samples.buffer, samples.byteOffset, dataBytes).copy(wav, 44);
  return wav;
}

/** The sample rate of {@link AudioAnalysis.speechPcm}. */
export const SPEECH_PCM_SAMPLE_RATE = 16_000;

/** MP3 files joined into one, and where each began (see the worker's joinMp3). */
export interface JoinedMp3 {
  mp3: Buffer;
  /** The start of each segment in the joined audio, in milliseconds. */
  segmentStartsMs: number[];
  durationMs: number;
}

/** The bitrate of generated motes: espeak-ng's 22 kHz speech stays clear (mp3.ts). */
const GENERATED_BITRATE_KBPS = 32;

/** Decodes MP3 segments and encodes them as one MP3, in a worker. */
export async function joinMp3Segments(segments: Uint8Array[]): Promise<JoinedMp3> {
  const copies = segments.map((segment) => new Uint8Array(segment));
  const answer = await withSlot(() =>
    runWorker<{ mp3: Uint8Array; segmentFrames: number[]; sampleRate: number }>(
      { segments: copies, bitrateKbps: GENERATED_BITRATE_KBPS },
      copies.map((copy) => copy.buffer),
    ),
  );
  const segmentStartsMs: number[] = [];
  let frames = 0;
  for (const count of answer.segmentFrames) {
    segmentStartsMs.push((frames / answer.sampleRate) * 1000);
    frames += count;
  }
  return {
    mp3: Buffer.from(answer.mp3.buffer, answer.mp3.byteOffset, answer.mp3.byteLength),
    segmentStartsMs,
    durationMs: Math.round((frames / answer.sampleRate) * 1000),
  };
}
