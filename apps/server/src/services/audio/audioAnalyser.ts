import { Worker } from 'node:worker_threads';
import { MOTE_WAVEFORM_PEAKS } from '@motes/shared';
import { sniffAudio, type SniffedAudio } from './audioSniffer.js';

/** What decoding an audio file found. */
export interface AudioAnalysis {
  audio: SniffedAudio;
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
  ) {
    super(message);
  }
}

export interface AnalyseOptions {
  /** Decoding stops, and the answer is `too_long`, past this many seconds. */
  maxSeconds: number;
  /** Also return 16 kHz mono samples for speech to text. */
  speechPcm?: boolean;
}

/** A 5-minute file decodes in about a second; this only stops a decoder that hangs. */
const ANALYSIS_TIMEOUT_MS = 60_000;
/** Decodings at once: each holds a worker, its WebAssembly decoder and up to ~60 MB. */
const MAX_CONCURRENT = 2;

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
 * samples — WebM from a browser's recorder often states none — and a waveform.
 * @throws AudioAnalysisError
 */
export async function analyseAudio(
  bytes: Uint8Array,
  options: AnalyseOptions,
): Promise<AudioAnalysis> {
  const audio = sniffAudio(bytes.subarray(0, 64));
  if (!audio) throw new AudioAnalysisError('unsupported', 'not a supported audio format');
  // The worker gets its own copy: the caller's buffer stays usable (it is stored afterwards).
  const copy = new Uint8Array(bytes);
  const answer = await withSlot(() =>
    runWorker<WorkerAnswer>(
      {
        bytes: copy,
        decoder: audio.decoder,
        maxSeconds: options.maxSeconds,
        peakCount: MOTE_WAVEFORM_PEAKS,
        speechPcm: options.speechPcm ?? false,
      },
      [copy.buffer],
    ),
  ).catch((error: unknown) => {
    throw new AudioAnalysisError(
      'unreadable',
      error instanceof Error ? error.message : 'decoding failed',
    );
  });
  if (!answer.ok) {
    throw new AudioAnalysisError(answer.reason, answer.detail, answer.seconds);
  }
  return {
    audio,
    durationMs: Math.round((answer.frames / answer.sampleRate) * 1000),
    sampleRate: answer.sampleRate,
    channels: answer.channels,
    waveform: answer.peaks,
    ...(answer.speechPcm ? { speechPcm: answer.speechPcm } : {}),
  };
}

type WorkerAnswer =
  | {
      ok: true;
      sampleRate: number;
      channels: number;
      frames: number;
      peaks: number[];
      speechPcm?: Int16Array;
    }
  | { ok: false; reason: 'unreadable' | 'too_long' | 'empty'; detail: string; seconds?: number };

type WorkerRequest =
  | {
      bytes: Uint8Array;
      decoder: string;
      maxSeconds: number;
      peakCount: number;
      speechPcm: boolean;
    }
  | { segments: Uint8Array[]; bitrateKbps: number };

function runWorker<Answer>(request: WorkerRequest, transfer: ArrayBuffer[]): Promise<Answer> {
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
