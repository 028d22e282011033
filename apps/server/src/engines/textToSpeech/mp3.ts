import { createMp3Encoder } from 'wasm-media-encoders';

export const MP3_MIME_TYPE = 'audio/mpeg';

/**
 * Speech from espeak-ng is 22,050 Hz mono; 32 kbit/s constant bitrate keeps it clear at about
 * an eleventh of the PCM size (4 KB per second of speech instead of 44 KB).
 */
const SPEECH_BITRATE_KBPS = 32;

type Mp3Encoder = Awaited<ReturnType<typeof createMp3Encoder>>;
let encoder: Promise<Mp3Encoder> | undefined;

/**
 * Encodes 16-bit mono PCM as an MP3 file, in process: LAME compiled to WebAssembly
 * (`wasm-media-encoders`), measured here 4-5× faster than the pure-JavaScript lamejs port and
 * needing no system package. One encoder is created on first use and reused: `configure`
 * resets it, and configure–encode–finalize run in one synchronous turn, so calls never mix.
 */
export async function encodeMp3(samples: Int16Array, sampleRate: number): Promise<Uint8Array> {
  encoder ??= createMp3Encoder();
  const lame = await encoder;
  const floats = new Float32Array(samples.length);
  for (let i = 0; i < samples.length; i += 1) floats[i] = samples[i]! / 32768;
  lame.configure({ sampleRate, channels: 1, bitrate: SPEECH_BITRATE_KBPS });
  // Both answers live in the encoder's memory until its next call: copy them out.
  const body = lame.encode([floats]).slice();
  const tail = lame.finalize().slice();
  const file = new Uint8Array(body.length + tail.length);
  file.set(body);
  file.set(tail, body.length);
  return file;
}

/** What the frames of an MP3 file say about it. */
export interface Mp3Info {
  frames: number;
  sampleRate: number;
  durationMs: number;
}

// MPEG audio Layer III header tables, by version bits (0 MPEG 2.5, 2 MPEG 2, 3 MPEG 1).
const SAMPLE_RATES: Record<number, readonly number[]> = {
  0: [11025, 12000, 8000],
  2: [22050, 24000, 16000],
  3: [44100, 48000, 32000],
};
const BITRATES_MPEG1 = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320];
const BITRATES_MPEG2 = [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160];

/**
 * Walks the Layer III frames of an MP3 file (after any ID3v2 tag) and sums their duration;
 * `null` when the bytes do not start with an MP3 frame. A leading Xing/Info frame (an
 * encoder's table of contents, silent) is not counted. Used to time audio an HTTP provider
 * sends, and by tests to check that audio really is MP3.
 */
export function readMp3Info(bytes: Uint8Array): Mp3Info | null {
  let offset = id3v2Length(bytes);
  let frames = 0;
  let sampleRate = 0;
  let samplesPerFrame = 0;
  while (offset + 4 <= bytes.length) {
    const header = parseFrameHeader(bytes, offset);
    if (!header) break;
    if (!(frames === 0 && isInfoFrame(bytes, offset, header.sideInfoBytes))) frames += 1;
    sampleRate = header.sampleRate;
    samplesPerFrame = header.samplesPerFrame;
    offset += header.length;
  }
  if (sampleRate === 0) return null;
  return { frames, sampleRate, durationMs: (frames * samplesPerFrame * 1000) / sampleRate };
}

interface FrameHeader {
  length: number;
  sampleRate: number;
  samplesPerFrame: number;
  sideInfoBytes: number;
}

function parseFrameHeader(bytes: Uint8Array, offset: number): FrameHeader | null {
  const b1 = bytes[offset + 1]!;
  const b2 = bytes[offset + 2]!;
  const b3 = bytes[offset + 3]!;
  if (bytes[offset] !== 0xff || (b1 & 0xe0) !== 0xe0) return null;
  const version = (b1 >> 3) & 3;
  const layer = (b1 >> 1) & 3;
  const rates = SAMPLE_RATES[version];
  if (!rates || layer !== 1) return null; // Layer III only (bits 01)
  const bitrateKbps = (version === 3 ? BITRATES_MPEG1 : BITRATES_MPEG2)[b2 >> 4];
  const sampleRate = rates[(b2 >> 2) & 3];
  if (!bitrateKbps || !sampleRate) return null;
  const padding = (b2 >> 1) & 1;
  const mono = b3 >> 6 === 3;
  const samplesPerFrame = version === 3 ? 1152 : 576;
  const length = Math.floor((samplesPerFrame / 8) * ((bitrateKbps * 1000) / sampleRate)) + padding;
  const sideInfoBytes = version === 3 ? (mono ? 17 : 32) : mono ? 9 : 17;
  return { length, sampleRate, samplesPerFrame, sideInfoBytes };
}

function isInfoFrame(bytes: Uint8Array, offset: number, sideInfoBytes: number): boolean {
  const tag = String.fromCharCode(
    ...bytes.subarray(offset + 4 + sideInfoBytes, offset + 8 + sideInfoBytes),
  );
  return tag === 'Xing' || tag === 'Info';
}

/** The size of an ID3v2 tag at the start (10-byte header + syncsafe size + optional footer). */
function id3v2Length(bytes: Uint8Array): number {
  if (bytes.length < 10 || bytes[0] !== 0x49 || bytes[1] !== 0x44 || bytes[2] !== 0x33) return 0;
  const size = (bytes[6]! << 21) | (bytes[7]! << 14) | (bytes[8]! << 7) | bytes[9]!;
  const footer = (bytes[5]! & 0x10) !== 0 ? 10 : 0;
  return 10 + size + footer;
}
