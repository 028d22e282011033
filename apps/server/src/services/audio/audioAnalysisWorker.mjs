// @ts-check
// The audio analysis worker (issue 6 item 4): decodes one audio file off the main thread and
// answers its duration, a waveform and, when asked, 16 kHz mono speech samples for speech to
// text. Plain JavaScript on purpose: a worker thread starts a file Node can load as it is, in
// the tests (which run the TypeScript sources) and in the bundled server alike (build.mjs
// copies this file next to dist/main.js).
//
// Decoding runs in WebAssembly from npm (`audio-decode`: MP3, AAC/M4A, Vorbis, Opus, FLAC,
// WAV, WebM), so no system package is needed. The file is streamed in, chunk by chunk, from the
// main thread (which reads it from the blob store): neither the file nor its decoded samples
// are ever held whole (only the peaks, and the mono speech samples when asked for), and the
// answer for a file over the time limit comes as soon as the limit is passed.
import { parentPort } from 'node:worker_threads';
import decode from 'audio-decode';
import { createMp3Encoder } from 'wasm-media-encoders';

/** Peaks are first taken per 10 ms block, then grouped into the requested number of bars. */
const BLOCKS_PER_SECOND = 100;
/** What speech recognisers want: 16 kHz, one channel. */
const SPEECH_SAMPLE_RATE = 16_000;

/**
 * @typedef {{ kind: 'analyse', decoder: string, maxSeconds: number, peakCount: number,
 *   speechPcm: boolean }} AnalysisRequest
 * @typedef {{ kind: 'chunk', bytes: Uint8Array } | { kind: 'end' }} ChunkMessage
 * @typedef {{ kind: 'answer', ok: true, sampleRate: number, channels: number, frames: number,
 *   peaks: number[], decodeErrors: number, sampleRateChanged: boolean,
 *   speechPcm?: Int16Array } | { kind: 'answer', ok: false,
 *   reason: 'unreadable' | 'too_long' | 'empty', detail: string, seconds?: number }} AnalysisAnswer
 * @typedef {{ segments: Uint8Array[], bitrateKbps: number }} JoinRequest
 * @typedef {{ mp3: Uint8Array, segmentFrames: number[], sampleRate: number }} JoinAnswer
 */

// The MP3 decoder (mpg123 in WebAssembly) reports a frame it cannot decode only by writing to
// console.error, and noise after a forged sync word makes thousands: counted here (one file
// per worker) instead of filling the server's log. Anything else still reaches the log.
let decodeErrors = 0;
const logError = console.error.bind(console);
console.error = (/** @type {unknown[]} */ ...args) => {
  if (typeof args[0] === 'string' && args[0].startsWith('mpg123-decoder:')) decodeErrors += 1;
  else logError(...args);
};

/**
 * The file arrives in chunks the main thread sends one at a time, each when the previous one
 * is decoded (`pull`): the worker never holds more than one chunk of the file.
 * @type {((message: ChunkMessage) => void) | undefined}
 */
let onChunk;

/** @returns {Promise<Uint8Array | undefined>} the next chunk, undefined at the end */
function pull() {
  return new Promise((resolve) => {
    onChunk = (message) => resolve(message.kind === 'chunk' ? message.bytes : undefined);
    parentPort?.postMessage({ kind: 'pull' });
  });
}

/**
 * Joins MP3 files (the sentences of a generated mote) into one: each is decoded, the samples
 * are put end to end and encoded once. Gluing the files' bytes together would also play, but
 * every file's own encoder delay and header frame would add a gap, and the words' timings of
 * later sentences would drift. Answers each sentence's length in samples, so its words can
 * be placed on the joined audio.
 * @param {JoinRequest} request
 * @returns {Promise<JoinAnswer>}
 */
async function joinMp3(request) {
  /** @type {Float32Array[]} */
  const pieces = [];
  const segmentFrames = [];
  let sampleRate = 0;
  for (const segment of request.segments) {
    const decoded = await decode(segment);
    const channel = decoded.channelData[0] ?? new Float32Array(0);
    if (sampleRate === 0) sampleRate = decoded.sampleRate;
    if (decoded.sampleRate !== sampleRate) throw new Error('segments differ in sample rate');
    pieces.push(channel);
    segmentFrames.push(channel.length);
  }
  if (sampleRate === 0) throw new Error('nothing to join');
  const encoder = await createMp3Encoder();
  encoder.configure({ sampleRate, channels: 1, bitrate: request.bitrateKbps });
  const body = encoder.encode([joinChunks(pieces)]).slice();
  const tail = encoder.finalize().slice();
  const mp3 = new Uint8Array(body.length + tail.length);
  mp3.set(body);
  mp3.set(tail, body.length);
  return { mp3, segmentFrames, sampleRate };
}

parentPort?.on('message', (/** @type {AnalysisRequest | JoinRequest | ChunkMessage} */ request) => {
  if ('kind' in request && request.kind !== 'analyse') {
    onChunk?.(request);
    return;
  }
  const work = 'segments' in request ? joinMp3(request) : analyse(request);
  work.then(
    (answer) => {
      const transfer =
        'mp3' in answer
          ? [answer.mp3.buffer]
          : answer.ok && answer.speechPcm
            ? [answer.speechPcm.buffer]
            : [];
      parentPort?.postMessage(answer, /** @type {ArrayBuffer[]} */ (transfer));
    },
    (error) =>
      parentPort?.postMessage({
        kind: 'answer',
        ok: false,
        reason: 'unreadable',
        detail: error instanceof Error ? error.message : String(error),
      }),
  );
});

/**
 * @param {AnalysisRequest} request
 * @returns {Promise<AnalysisAnswer>}
 */
async function analyse(request) {
  const { maxSeconds } = request;
  const decoderFactory = /** @type {Record<string, () => Promise<any>>} */ (
    /** @type {unknown} */ (decode)
  )[request.decoder];
  if (!decoderFactory) {
    return { kind: 'answer', ok: false, reason: 'unreadable', detail: 'no decoder' };
  }
  const decoder = await decoderFactory();
  const state = newState(request.speechPcm);
  /** @returns {AnalysisAnswer} */
  const tooLong = () => ({
    kind: 'answer',
    ok: false,
    reason: 'too_long',
    detail: 'decoded past the limit',
    seconds: state.frames / state.sampleRate,
  });
  try {
    for (let bytes = await pull(); bytes; bytes = await pull()) {
      take(state, await decoder(bytes));
      if (state.sampleRate > 0 && state.frames > maxSeconds * state.sampleRate) {
        decoder.free();
        return tooLong();
      }
    }
    take(state, await decoder());
  } catch (error) {
    decoder.free();
    throw error;
  }
  if (state.frames === 0 || state.sampleRate === 0) {
    return { kind: 'answer', ok: false, reason: 'empty', detail: 'no samples' };
  }
  if (state.frames > maxSeconds * state.sampleRate) return tooLong();
  flushBlock(state);
  /** @type {AnalysisAnswer} */
  const answer = {
    kind: 'answer',
    ok: true,
    sampleRate: state.sampleRate,
    channels: state.channels,
    frames: state.frames,
    peaks: groupPeaks(state.blockPeaks, request.peakCount),
    decodeErrors,
    sampleRateChanged: state.sampleRateChanged,
  };
  if (state.mono) answer.speechPcm = toPcm16(resample(joinChunks(state.mono), state.sampleRate));
  return answer;
}

/** @param {boolean} keepMono */
function newState(keepMono) {
  return {
    sampleRate: 0,
    channels: 0,
    frames: 0,
    blockSize: 0,
    blockFill: 0,
    blockPeak: 0,
    /** @type {number[]} */
    blockPeaks: [],
    /** A real recording keeps one rate; noise after a forged sync word hops between them. */
    sampleRateChanged: false,
    /** @type {Float32Array[] | undefined} */
    mono: keepMono ? [] : undefined,
  };
}

/**
 * @param {ReturnType<typeof newState>} state
 * @param {{ channelData: Float32Array[], sampleRate: number }} data
 */
function take(state, data) {
  const channels = data.channelData;
  if (!channels || channels.length === 0 || !channels[0] || channels[0].length === 0) return;
  if (state.sampleRate === 0) {
    state.sampleRate = data.sampleRate;
    state.channels = channels.length;
    state.blockSize = Math.max(1, Math.round(data.sampleRate / BLOCKS_PER_SECOND));
  } else if (data.sampleRate !== state.sampleRate) {
    state.sampleRateChanged = true;
  }
  const length = channels[0].length;
  const mono = state.mono ? new Float32Array(length) : undefined;
  for (let i = 0; i < length; i += 1) {
    let peak = 0;
    let sum = 0;
    for (const channel of channels) {
      const value = channel[i] ?? 0;
      sum += value;
      const magnitude = value < 0 ? -value : value;
      if (magnitude > peak) peak = magnitude;
    }
    if (mono) mono[i] = sum / channels.length;
    if (peak > state.blockPeak) state.blockPeak = peak;
    state.blockFill += 1;
    if (state.blockFill === state.blockSize) flushBlock(state);
  }
  if (mono) state.mono?.push(mono);
  state.frames += length;
}

/** @param {ReturnType<typeof newState>} state */
function flushBlock(state) {
  if (state.blockFill === 0) return;
  state.blockPeaks.push(Math.min(1, state.blockPeak));
  state.blockFill = 0;
  state.blockPeak = 0;
}

/**
 * Groups block peaks into `count` bars (the loudest block of each), scaled so the loudest bar
 * is 1 — a quiet recording still draws a readable shape — unless the whole file is near
 * silence, which stays flat.
 * @param {number[]} blocks
 * @param {number} count
 */
function groupPeaks(blocks, count) {
  const bars = [];
  for (let bar = 0; bar < count; bar += 1) {
    const first = Math.floor((bar * blocks.length) / count);
    const last = Math.max(first + 1, Math.floor(((bar + 1) * blocks.length) / count));
    let peak = 0;
    for (let i = first; i < last && i < blocks.length; i += 1)
      peak = Math.max(peak, blocks[i] ?? 0);
    bars.push(peak);
  }
  const loudest = Math.max(0.05, ...bars);
  return bars.map((peak) => Math.round((peak / loudest) * 1000) / 1000);
}

/** @param {Float32Array[]} chunks */
function joinChunks(chunks) {
  let length = 0;
  for (const chunk of chunks) length += chunk.length;
  const joined = new Float32Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    joined.set(chunk, offset);
    offset += chunk.length;
  }
  return joined;
}

/**
 * Band-limited resampling to 16 kHz (Hann-windowed sinc, 10 zero crossings), the same method
 * as the speech engine's in-process WAV path (engines/speechToText/resample.ts), which the
 * worker cannot import: it runs plain JavaScript.
 * @param {Float32Array} samples
 * @param {number} fromRate
 */
function resample(samples, fromRate) {
  if (fromRate === SPEECH_SAMPLE_RATE) return samples;
  const ratio = SPEECH_SAMPLE_RATE / fromRate;
  const cutoff = Math.min(1, ratio);
  const halfWidth = 10 / cutoff;
  const steps = 512;
  const table = new Float32Array(Math.ceil(halfWidth * steps) + 1);
  for (let i = 0; i < table.length; i += 1) {
    const x = i / steps;
    const sinc = x === 0 ? 1 : Math.sin(Math.PI * cutoff * x) / (Math.PI * cutoff * x);
    table[i] = cutoff * sinc * (0.5 + 0.5 * Math.cos((Math.PI * x) / halfWidth));
  }
  const output = new Float32Array(Math.floor(samples.length * ratio));
  for (let n = 0; n < output.length; n += 1) {
    const position = n / ratio;
    const first = Math.max(0, Math.ceil(position - halfWidth));
    const last = Math.min(samples.length - 1, Math.floor(position + halfWidth));
    let sum = 0;
    let weightSum = 0;
    for (let k = first; k <= last; k += 1) {
      const weight = table[Math.round(Math.abs(position - k) * steps)] ?? 0;
      sum += (samples[k] ?? 0) * weight;
      weightSum += weight;
    }
    output[n] = weightSum > 0 ? sum / weightSum : 0;
  }
  return output;
}

/** @param {Float32Array} samples */
function toPcm16(samples) {
  const pcm = new Int16Array(samples.length);
  for (let i = 0; i < samples.length; i += 1) {
    const value = Math.max(-1, Math.min(1, samples[i] ?? 0));
    pcm[i] = Math.round(value * 32767);
  }
  return pcm;
}
