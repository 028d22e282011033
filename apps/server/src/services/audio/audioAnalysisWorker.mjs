// @ts-check
// The audio analysis worker (issue 6 item 4): decodes one audio file off the main thread and
// answers its duration, a waveform and, when asked, 16 kHz mono speech samples for speech to
// text. Plain JavaScript on purpose: a worker thread starts a file Node can load as it is, in
// the tests (which run the TypeScript sources) and in the bundled server alike (build.mjs
// copies this file next to dist/main.js).
//
// Decoding runs in WebAssembly from npm (`audio-decode`: MP3, AAC/M4A, Vorbis, Opus, FLAC,
// WAV, WebM), so no system package is needed. It is fed in chunks: the answer for a file over
// the time limit comes as soon as the limit is passed, not after decoding all of it, and the
// decoded samples are never all held at once (only the peaks, and the mono speech samples when
// asked for).
import { parentPort } from 'node:worker_threads';
import decode from 'audio-decode';
import { createMp3Encoder } from 'wasm-media-encoders';

const CHUNK_BYTES = 64 * 1024;
/** Peaks are first taken per 10 ms block, then grouped into the requested number of bars. */
const BLOCKS_PER_SECOND = 100;
/** What speech recognisers want: 16 kHz, one channel. */
const SPEECH_SAMPLE_RATE = 16_000;

/**
 * @typedef {{ bytes: Uint8Array, decoder: string, maxSeconds: number, peakCount: number,
 *   speechPcm: boolean }} AnalysisRequest
 * @typedef {{ ok: true, sampleRate: number, channels: number, frames: number, peaks: number[],
 *   speechPcm?: Int16Array } | { ok: false, reason: 'unreadable' | 'too_long' | 'empty',
 *   detail: string, seconds?: number }} AnalysisAnswer
 * @typedef {{ segments: Uint8Array[], bitrateKbps: number }} JoinRequest
 * @typedef {{ mp3: Uint8Array, segmentFrames: number[], sampleRate: number }} JoinAnswer
 */

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

parentPort?.on('message', (/** @type {AnalysisRequest | JoinRequest} */ request) => {
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
  const { bytes, maxSeconds } = request;
  // An MP4 file is decoded in one piece at its end (its index may sit after the samples), so
  // its duration is read from the header first: an hour-long file is refused undecoded.
  if (request.decoder === 'm4a') {
    const seconds = mp4DurationSeconds(bytes);
    if (seconds !== undefined && seconds > maxSeconds) {
      return { ok: false, reason: 'too_long', detail: 'header duration', seconds };
    }
  }
  const decoderFactory = /** @type {Record<string, () => Promise<any>>} */ (
    /** @type {unknown} */ (decode)
  )[request.decoder];
  if (!decoderFactory) return { ok: false, reason: 'unreadable', detail: 'no decoder' };
  const decoder = await decoderFactory();
  const state = newState(request.speechPcm);
  try {
    for (let offset = 0; offset < bytes.length; offset += CHUNK_BYTES) {
      take(state, await decoder(bytes.subarray(offset, offset + CHUNK_BYTES)));
      if (state.sampleRate > 0 && state.frames > maxSeconds * state.sampleRate) {
        decoder.free();
        return {
          ok: false,
          reason: 'too_long',
          detail: 'decoded past the limit',
          seconds: state.frames / state.sampleRate,
        };
      }
    }
    take(state, await decoder());
  } catch (error) {
    decoder.free();
    throw error;
  }
  if (state.frames === 0 || state.sampleRate === 0) {
    return { ok: false, reason: 'empty', detail: 'no samples' };
  }
  if (state.frames > maxSeconds * state.sampleRate) {
    return {
      ok: false,
      reason: 'too_long',
      detail: 'decoded past the limit',
      seconds: state.frames / state.sampleRate,
    };
  }
  flushBlock(state);
  /** @type {AnalysisAnswer} */
  const answer = {
    ok: true,
    sampleRate: state.sampleRate,
    channels: state.channels,
    frames: state.frames,
    peaks: groupPeaks(state.blockPeaks, request.peakCount),
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

/**
 * The duration an MP4/M4A file's movie header (`moov/mvhd`) gives, in seconds; undefined when
 * it has none.
 * @param {Uint8Array} bytes
 */
function mp4DurationSeconds(bytes) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const moov = findBox(view, 0, bytes.length, 'moov');
  if (!moov) return undefined;
  const mvhd = findBox(view, moov.start, moov.end, 'mvhd');
  if (!mvhd || mvhd.end - mvhd.start < 32) return undefined;
  const version = view.getUint8(mvhd.start);
  const timescale =
    version === 1 ? view.getUint32(mvhd.start + 20) : view.getUint32(mvhd.start + 12);
  const duration =
    version === 1 ? Number(view.getBigUint64(mvhd.start + 24)) : view.getUint32(mvhd.start + 16);
  return timescale > 0 ? duration / timescale : undefined;
}

/**
 * @param {DataView} view
 * @param {number} start
 * @param {number} end
 * @param {string} type
 * @returns {{ start: number, end: number } | undefined} the box's body
 */
function findBox(view, start, end, type) {
  let offset = start;
  while (offset + 8 <= end) {
    let size = view.getUint32(offset);
    const name = String.fromCharCode(
      view.getUint8(offset + 4),
      view.getUint8(offset + 5),
      view.getUint8(offset + 6),
      view.getUint8(offset + 7),
    );
    let header = 8;
    if (size === 1 && offset + 16 <= end) {
      size = Number(view.getBigUint64(offset + 8));
      header = 16;
    } else if (size === 0) {
      size = end - offset;
    }
    if (size < header) return undefined;
    if (name === type) return { start: offset + header, end: Math.min(end, offset + size) };
    offset += size;
  }
  return undefined;
}
