// A small WAV reader for servers without ffmpeg: PCM integer (8, 16, 24, 32 bit) and IEEE float
// (32, 64 bit), plain or WAVE_FORMAT_EXTENSIBLE, any channel count. Nothing else is decoded.

/** What the header says about the samples. */
export interface WavInfo {
  sampleRate: number;
  channelCount: number;
  bitsPerSample: number;
  encoding: 'integer' | 'float';
  /** Where the samples start in the file. */
  dataOffset: number;
  /** Samples per channel actually present (a streamed file's header may not know). */
  frameCount: number;
}

/** The file is not a WAV file this reader can decode; the message says why. */
export class WavFormatError extends Error {
  override readonly name = 'WavFormatError';
}

const FORMAT_PCM = 1;
const FORMAT_FLOAT = 3;
const FORMAT_EXTENSIBLE = 0xfffe;

/** Reads the `fmt ` and `data` chunks. @throws WavFormatError */
export function readWavInfo(wav: Buffer): WavInfo {
  if (wav.length < 12 || wav.toString('latin1', 0, 4) !== 'RIFF') {
    throw new WavFormatError('not a RIFF file');
  }
  if (wav.toString('latin1', 8, 12) !== 'WAVE') throw new WavFormatError('not a WAVE file');
  let format: Omit<WavInfo, 'dataOffset' | 'frameCount'> | undefined;
  let blockAlign = 0;
  for (let offset = 12; offset + 8 <= wav.length;) {
    const id = wav.toString('latin1', offset, offset + 4);
    const size = wav.readUInt32LE(offset + 4);
    const body = offset + 8;
    if (id === 'fmt ') {
      if (size < 16 || body + 16 > wav.length) throw new WavFormatError('short fmt chunk');
      let tag = wav.readUInt16LE(body);
      // The sub-format GUID starts with the plain format tag.
      if (tag === FORMAT_EXTENSIBLE && size >= 40) tag = wav.readUInt16LE(body + 24);
      const bitsPerSample = wav.readUInt16LE(body + 14);
      const encoding = tag === FORMAT_PCM ? 'integer' : tag === FORMAT_FLOAT ? 'float' : undefined;
      const supported =
        encoding === 'integer' ? [8, 16, 24, 32] : encoding === 'float' ? [32, 64] : [];
      if (!encoding || !supported.includes(bitsPerSample)) {
        throw new WavFormatError(`unsupported sample format (tag ${tag}, ${bitsPerSample} bit)`);
      }
      format = {
        channelCount: wav.readUInt16LE(body + 2),
        sampleRate: wav.readUInt32LE(body + 4),
        bitsPerSample,
        encoding,
      };
      blockAlign = format.channelCount * (bitsPerSample / 8);
      if (format.channelCount === 0 || format.sampleRate === 0) {
        throw new WavFormatError('no channels or no sample rate');
      }
    } else if (id === 'data') {
      if (!format) throw new WavFormatError('data chunk before fmt chunk');
      // Streamed files carry a size of 0 or 0xFFFFFFFF: the samples run to the end of the file.
      const available = wav.length - body;
      const length = size === 0 || size > available ? available : size;
      return { ...format, dataOffset: body, frameCount: Math.floor(length / blockAlign) };
    }
    offset = body + size + (size % 2);
  }
  throw new WavFormatError('no data chunk');
}

/** The samples as one channel (channels averaged), scaled to -1…1. */
export function wavToMono(wav: Buffer, info: WavInfo): Float32Array {
  const bytesPerSample = info.bitsPerSample / 8;
  const read = sampleReader(wav, info);
  const mono = new Float32Array(info.frameCount);
  for (let frame = 0; frame < info.frameCount; frame += 1) {
    let sum = 0;
    const frameOffset = info.dataOffset + frame * info.channelCount * bytesPerSample;
    for (let channel = 0; channel < info.channelCount; channel += 1) {
      sum += read(frameOffset + channel * bytesPerSample);
    }
    mono[frame] = sum / info.channelCount;
  }
  return mono;
}

function sampleReader(wav: Buffer, info: WavInfo): (offset: number) => number {
  if (info.encoding === 'float') {
    return info.bitsPerSample === 32
      ? (offset) => wav.readFloatLE(offset)
      : (offset) => wav.readDoubleLE(offset);
  }
  switch (info.bitsPerSample) {
    case 8: // 8-bit WAV is unsigned
      return (offset) => (wav[offset]! - 128) / 128;
    case 16:
      return (offset) => wav.readInt16LE(offset) / 32768;
    case 24:
      return (offset) => wav.readIntLE(offset, 3) / 8388608;
    default:
      return (offset) => wav.readInt32LE(offset) / 2147483648;
  }
}
