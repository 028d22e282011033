// Files an attacker (or a broken tool) makes to pass for audio (issue 14 item 4): a real
// format's first bytes followed by noise, and WAV headers with absurd parameters. Made here
// byte by byte: these are exactly what no encoder would write.
import { randomBytes } from 'node:crypto';

export interface WavFields {
  formatTag?: number;
  channels?: number;
  sampleRate?: number;
  bitsPerSample?: number;
  /** The data chunk's size as the header declares it (defaults to the real size). */
  declaredDataBytes?: number;
  /** Seconds of a 440 Hz tone in the data chunk. */
  seconds?: number;
}

/**
 * A WAV file with the given header fields and a real tone as data (16-bit PCM 16 kHz mono
 * unless told otherwise). The data is sized for the real parameters, so only the header lies.
 */
export function wavWith(fields: WavFields = {}): Buffer {
  const channels = fields.channels ?? 1;
  const sampleRate = fields.sampleRate ?? 16_000;
  const bits = fields.bitsPerSample ?? 16;
  const seconds = fields.seconds ?? 1;
  // The data is a valid 16 kHz mono 16-bit tone whatever the header says.
  const frames = Math.round(16_000 * seconds);
  const data = Buffer.alloc(frames * 2);
  for (let i = 0; i < frames; i += 1) {
    data.writeInt16LE(Math.round(Math.sin((2 * Math.PI * 440 * i) / 16_000) * 12_000), i * 2);
  }
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8, 'latin1');
  header.write('fmt ', 12, 'latin1');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(fields.formatTag ?? 1, 20);
  header.writeUInt16LE(channels, 22);
  header.writeUInt32LE(sampleRate >>> 0, 24);
  const blockAlign = Math.max(1, (channels * bits) / 8);
  header.writeUInt32LE((sampleRate * blockAlign) >>> 0, 28);
  header.writeUInt16LE(blockAlign & 0xffff, 32);
  header.writeUInt16LE(bits, 34);
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(fields.declaredDataBytes ?? data.length, 40);
  return Buffer.concat([header, data]);
}

/** An MPEG-1 layer III frame header (128 kbit/s, 44.1 kHz) followed by `noiseBytes` of noise. */
export function mp3SyncThenNoise(noiseBytes: number): Buffer {
  return Buffer.concat([Buffer.from([0xff, 0xfb, 0x90, 0x64]), randomBytes(noiseBytes)]);
}

/** An ID3v2.3 tag header (an empty tag) followed by `noiseBytes` of noise. */
export function id3ThenNoise(noiseBytes: number): Buffer {
  const tag = Buffer.from([0x49, 0x44, 0x33, 3, 0, 0, 0, 0, 0, 0]);
  return Buffer.concat([tag, randomBytes(noiseBytes)]);
}
