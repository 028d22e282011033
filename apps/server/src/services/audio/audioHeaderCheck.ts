import {
  WAV_FLOAT_BITS,
  WAV_MAX_CHANNELS,
  WAV_MAX_SAMPLE_RATE,
  WAV_MIN_SAMPLE_RATE,
  WAV_PCM_BITS,
  type MoteAudioFormat,
  type UnplayableAudioProblem,
} from '@motes/shared';
import { ByteCollector } from './byteCollector.js';

/** Thrown when a header already shows the file is not audio we can play. */
export class UnplayableHeaderError extends Error {
  override readonly name = 'UnplayableHeaderError';
  constructor(readonly problem: UnplayableAudioProblem) {
    super(problem.kind);
  }
}

/** WAVE format tags the decoder reads (EXTENSIBLE is resolved to its sub-format). */
const WAV_FORMATS = { pcm: 1, msAdpcm: 2, float: 3, alaw: 6, mulaw: 7, imaAdpcm: 0x11 } as const;
const WAV_EXTENSIBLE = 0xfffe;
/** Streaming writers (a recorder writing to a pipe) leave the data size as 0 or all ones. */
const UNKNOWN_DATA_SIZES = new Set([0, 0xffffffff]);
/** Only the start of an MP4 `moov` box is read: `mvhd` comes first in it. */
const MOOV_HEAD_BYTES = 4096;

/**
 * Reads a file's headers as its bytes stream past (main thread, before the decoder sees them)
 * and refuses what no real recording has: WAV with an absurd sample rate, channel count or
 * sample size, or with less audio data than its header declares. Also notes what the checks
 * after decoding need: the size of an MP3's ID3 tag (not audio), an MP4 header's duration.
 * Memory stays a few kilobytes whatever the file's size.
 */
export class AudioHeaderCheck {
  readonly #bytes = new ByteCollector();
  #wavData: { start: number; declared: number } | undefined;
  #id3Bytes = 0;
  #headerSeconds: number | undefined;

  constructor(readonly format: MoteAudioFormat) {
    if (format === 'wav') this.#bytes.want(0, 12, () => this.#riffChunkAt(12, false));
    if (format === 'mp4') this.#boxAt(0);
    if (format === 'mp3') this.#bytes.want(0, 10, (head) => this.#id3(head));
  }

  /** @throws UnplayableHeaderError */
  push(chunk: Uint8Array): void {
    this.#bytes.push(chunk);
  }

  /**
   * After the last byte.
   * @throws UnplayableHeaderError when a WAV's header or data is incomplete.
   */
  finish(): void {
    if (this.format !== 'wav') return;
    const data = this.#wavData;
    if (!data) throw new UnplayableHeaderError({ kind: 'wav_header' });
    const present = this.#bytes.seen - data.start;
    if (!UNKNOWN_DATA_SIZES.has(data.declared) && present < data.declared) {
      throw new UnplayableHeaderError({
        kind: 'wav_truncated',
        declaredBytes: data.declared,
        presentBytes: Math.max(0, present),
      });
    }
  }

  /** Bytes seen so far (the file's size after {@link finish}). */
  get totalBytes(): number {
    return this.#bytes.seen;
  }

  /** The bytes of an MP3's leading ID3v2 tag (cover art, lyrics): not audio frames. */
  get id3Bytes(): number {
    return this.#id3Bytes;
  }

  /** The duration an MP4's movie header states, when it has one. */
  get headerSeconds(): number | undefined {
    return this.#headerSeconds;
  }

  #riffChunkAt(offset: number, sawFormat: boolean): void {
    this.#bytes.want(offset, 8, (header) => {
      const type = header.toString('latin1', 0, 4);
      const size = header.readUInt32LE(4);
      const body = offset + 8;
      const next = body + size + (size % 2);
      if (type === 'data') {
        if (!sawFormat) throw new UnplayableHeaderError({ kind: 'wav_header' });
        this.#wavData = { start: body, declared: size };
        this.#bytes.stop();
      } else if (type === 'fmt ') {
        if (size < 16) throw new UnplayableHeaderError({ kind: 'wav_header' });
        this.#bytes.want(body, Math.min(size, 40), (format) => {
          checkWavFormat(format);
          this.#riffChunkAt(next, true);
        });
      } else {
        this.#riffChunkAt(next, sawFormat);
      }
    });
  }

  #boxAt(offset: number): void {
    this.#bytes.want(offset, 16, (header) => {
      let size = header.readUInt32BE(0);
      const type = header.toString('latin1', 4, 8);
      let headerBytes = 8;
      if (size === 1) {
        size = Number(header.readBigUInt64BE(8));
        headerBytes = 16;
      }
      // size 0 runs to the end of the file: no further box to find.
      if (size === 0 || size < headerBytes) return this.#bytes.stop();
      if (type !== 'moov') return this.#boxAt(offset + size);
      this.#bytes.want(
        offset + headerBytes,
        Math.min(size - headerBytes, MOOV_HEAD_BYTES),
        (moov) => {
          this.#headerSeconds = movieHeaderSeconds(moov);
          this.#bytes.stop();
        },
      );
    });
  }

  #id3(head: Buffer): void {
    if (head.toString('latin1', 0, 3) !== 'ID3') return;
    // The tag size is "synchsafe": 4 bytes of 7 bits; a footer adds 10 bytes.
    const size = (head[6]! << 21) | (head[7]! << 14) | (head[8]! << 7) | head[9]!;
    this.#id3Bytes = 10 + size + (head[5]! & 0x10 ? 10 : 0);
  }
}

/** Checks a WAV `fmt ` chunk's body. @throws UnplayableHeaderError */
function checkWavFormat(format: Buffer): void {
  let tag = format.readUInt16LE(0);
  if (tag === WAV_EXTENSIBLE && format.length >= 26) tag = format.readUInt16LE(24);
  const channels = format.readUInt16LE(2);
  const sampleRate = format.readUInt32LE(4);
  const blockAlign = format.readUInt16LE(12);
  const bits = format.readUInt16LE(14);
  if (!(Object.values(WAV_FORMATS) as number[]).includes(tag)) {
    throw new UnplayableHeaderError({ kind: 'wav_encoding', formatTag: tag });
  }
  if (channels < 1 || channels > WAV_MAX_CHANNELS) {
    throw new UnplayableHeaderError({ kind: 'wav_channels', channels });
  }
  if (sampleRate < WAV_MIN_SAMPLE_RATE || sampleRate > WAV_MAX_SAMPLE_RATE) {
    throw new UnplayableHeaderError({ kind: 'wav_sample_rate', sampleRate });
  }
  const allowedBits: readonly number[] =
    tag === WAV_FORMATS.pcm
      ? WAV_PCM_BITS
      : tag === WAV_FORMATS.float
        ? WAV_FLOAT_BITS
        : tag === WAV_FORMATS.alaw || tag === WAV_FORMATS.mulaw
          ? [8]
          : [4]; // ADPCM
  if (!allowedBits.includes(bits)) {
    throw new UnplayableHeaderError({ kind: 'wav_bits', bitsPerSample: bits });
  }
  // The decoder steps through the data by the block size: a forged one (0, or not a whole
  // sample frame) would stall it or misread every sample.
  const frameBytes = (channels * bits) / 8;
  const blockValid = bits === 4 ? blockAlign >= 4 * channels : blockAlign === frameBytes;
  if (!blockValid) throw new UnplayableHeaderError({ kind: 'wav_header' });
}

/** The duration in an MP4 `moov` box's `mvhd`, in seconds; undefined without one. */
function movieHeaderSeconds(moov: Buffer): number | undefined {
  let offset = 0;
  while (offset + 8 <= moov.length) {
    const size = moov.readUInt32BE(offset);
    const type = moov.toString('latin1', offset + 4, offset + 8);
    if (type === 'mvhd') {
      const body = moov.subarray(offset + 8, offset + size);
      if (body.length < 32) return undefined;
      const version = body[0];
      const timescale = version === 1 ? body.readUInt32BE(20) : body.readUInt32BE(12);
      const duration = version === 1 ? Number(body.readBigUInt64BE(24)) : body.readUInt32BE(16);
      return timescale > 0 ? duration / timescale : undefined;
    }
    if (size < 8) return undefined;
    offset += size;
  }
  return undefined;
}
