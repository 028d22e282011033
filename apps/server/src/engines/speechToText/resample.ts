// Band-limited resampling (windowed sinc) for the in-process decoding path. Linear
// interpolation would fold everything above 8 kHz of a 44.1 kHz recording back into the speech
// band when going down to 16 kHz; the sinc kernel low-passes at the lower Nyquist frequency.

/** Zero crossings of the sinc kernel on each side, at the output's rate. */
const HALF_ZERO_CROSSINGS = 10;
/** Kernel table resolution: values per unit of kernel position. */
const TABLE_STEPS = 512;

/** Resamples one channel from `fromRate` to `toRate` (any ratio). */
export function resample(samples: Float32Array, fromRate: number, toRate: number): Float32Array {
  if (fromRate === toRate) return samples;
  const ratio = toRate / fromRate;
  // Below 1 when downsampling: the kernel widens so it cuts at the output's Nyquist frequency.
  const cutoff = Math.min(1, ratio);
  const halfWidth = HALF_ZERO_CROSSINGS / cutoff;
  const table = kernelTable(cutoff, halfWidth);
  const output = new Float32Array(Math.floor(samples.length * ratio));
  for (let n = 0; n < output.length; n += 1) {
    const position = n / ratio;
    const first = Math.max(0, Math.ceil(position - halfWidth));
    const last = Math.min(samples.length - 1, Math.floor(position + halfWidth));
    let sum = 0;
    let weightSum = 0;
    for (let k = first; k <= last; k += 1) {
      const weight = table[Math.round(Math.abs(position - k) * TABLE_STEPS)] ?? 0;
      sum += samples[k]! * weight;
      weightSum += weight;
    }
    // Normalising keeps unity gain at the edges, where part of the kernel falls outside.
    output[n] = weightSum > 0 ? sum / weightSum : 0;
  }
  return output;
}

/** The Hann-windowed sinc kernel, sampled from 0 to `halfWidth` (it is symmetric). */
function kernelTable(cutoff: number, halfWidth: number): Float32Array {
  const table = new Float32Array(Math.ceil(halfWidth * TABLE_STEPS) + 1);
  for (let i = 0; i < table.length; i += 1) {
    const x = i / TABLE_STEPS;
    const sinc = x === 0 ? 1 : Math.sin(Math.PI * cutoff * x) / (Math.PI * cutoff * x);
    const window = 0.5 + 0.5 * Math.cos((Math.PI * x) / halfWidth);
    table[i] = cutoff * sinc * window;
  }
  return table;
}

/** Float samples (-1…1) to 16-bit little-endian PCM, clipped. */
export function toPcm16(samples: Float32Array): Buffer {
  const pcm = Buffer.alloc(samples.length * 2);
  for (let i = 0; i < samples.length; i += 1) {
    const value = Math.max(-1, Math.min(1, samples[i]!));
    pcm.writeInt16LE(Math.round(value * 32767), i * 2);
  }
  return pcm;
}
