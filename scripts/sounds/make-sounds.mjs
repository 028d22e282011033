// Issue 5 item 9: makes the recording sounds in-house. Each is synthesised here from sine
// partials with envelopes (no samples, no outside audio) and encoded with the MP3 encoder the
// server uses for speech (wasm-media-encoders). Run `node scripts/sounds/make-sounds.mjs`
// after changing a sound; the MP3 files are committed. Their names are SOUND_FILES in
// packages/shared/src/engines/sounds.ts.
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createMp3Encoder } from 'wasm-media-encoders';

const SAMPLE_RATE = 44100;
const OUTPUT_DIR = fileURLToPath(new URL('../../apps/web/public/sounds/', import.meta.url));
/** Loudest sample: -3 dBFS, so the sounds never clip. */
const PEAK = 0.7;
/** Average level (RMS): -16 dBFS, so a held theremin note is no louder than a quick chime. */
const RMS = 0.16;

const note = (name) => {
  const semitones = { C: -9, D: -7, E: -5, F: -4, G: -2, A: 0, B: 2 };
  const [, letter, accidental, octave] = /^([A-G])([#b]?)(\d)$/.exec(name);
  const shift = accidental === '#' ? 1 : accidental === 'b' ? -1 : 0;
  return 440 * 2 ** ((semitones[letter] + shift + (Number(octave) - 4) * 12) / 12);
};

/** A buffer of `seconds` of silence to mix into. */
const silence = (seconds) => new Float32Array(Math.round(seconds * SAMPLE_RATE));

/**
 * A struck tone: partials (frequency ratio, amplitude) each decaying on its own, higher ones
 * faster, after a short attack. Inharmonic ratios (2.76, 5.4) give a bell; whole ones a chime.
 */
function strike(out, { at, frequency, partials, decay, gain, attack = 0.004 }) {
  const start = Math.round(at * SAMPLE_RATE);
  for (let i = start; i < out.length; i += 1) {
    const t = (i - start) / SAMPLE_RATE;
    const rise = Math.min(1, t / attack);
    let value = 0;
    for (const [ratio, amplitude] of partials) {
      value +=
        amplitude * Math.exp((-t * ratio) / decay) * Math.sin(2 * Math.PI * frequency * ratio * t);
    }
    out[i] += gain * rise * value;
  }
}

/**
 * A theremin-like voice: one sine gliding through `path` ([time, frequency] points, smoothly),
 * with vibrato and a slow swell and fade.
 */
function glide(out, { path, gain, vibrato = 6, depth = 0.018 }) {
  const end = path.at(-1)[0];
  let phase = 0;
  for (let i = 0; i < out.length; i += 1) {
    const t = i / SAMPLE_RATE;
    if (t > end) break;
    const k = path.findIndex(([time]) => time >= t);
    const [t0, f0] = path[Math.max(0, k - 1)];
    const [t1, f1] = path[k];
    const x = t1 === t0 ? 1 : (t - t0) / (t1 - t0);
    const eased = x * x * (3 - 2 * x);
    const frequency = f0 * (f1 / f0) ** eased * (1 + depth * Math.sin(2 * Math.PI * vibrato * t));
    phase += (2 * Math.PI * frequency) / SAMPLE_RATE;
    const envelope = Math.min(1, t / 0.08) * Math.min(1, (end - t) / 0.25);
    out[i] += gain * envelope * (Math.sin(phase) + 0.12 * Math.sin(3 * phase));
  }
}

/** A deterministic pseudo-random sequence (mulberry32): the same sound on every run. */
function random(seed) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Sleigh bells: short bright jingles, each a cluster of high inharmonic partials. */
function jingles(out, { from, to, every, gain, seed }) {
  const next = random(seed);
  for (let at = from; at < to; at += every * (0.7 + 0.6 * next())) {
    const frequency = 2600 + 1800 * next();
    const partials = [1, 1.47, 2.09, 2.63].map((ratio) => [ratio, 0.4 + 0.6 * next()]);
    strike(out, { at, frequency, partials, decay: 0.05, gain: gain * (0.6 + 0.4 * next()) });
  }
}

const CHIME = [
  [1, 1],
  [2, 0.35],
  [3, 0.12],
];
const BELL = [
  [1, 1],
  [2.76, 0.3],
  [5.4, 0.12],
];

const SOUNDS = {
  // Finished: a quick rising major arpeggio, C E G C.
  'finish-recording.mp3': () => {
    const out = silence(0.95);
    ['C5', 'E5', 'G5', 'C6'].forEach((name, i) =>
      strike(out, { at: i * 0.09, frequency: note(name), partials: CHIME, decay: 0.35, gain: 0.5 }),
    );
    return out;
  },
  // Cancelled: a soft falling fifth, G to C, slow attack so it never startles.
  'cancel-recording.mp3': () => {
    const out = silence(0.7);
    strike(out, {
      at: 0,
      frequency: note('G4'),
      partials: CHIME,
      decay: 0.22,
      gain: 0.5,
      attack: 0.02,
    });
    strike(out, {
      at: 0.16,
      frequency: note('C4'),
      partials: CHIME,
      decay: 0.3,
      gain: 0.5,
      attack: 0.02,
    });
    return out;
  },
  // Halloween, finished: a theremin rising through A minor, A C E, with a low bell under it.
  'finish-recording-halloween.mp3': () => {
    const out = silence(1.05);
    glide(out, {
      path: [
        [0, note('A4')],
        [0.25, note('A4')],
        [0.45, note('C5')],
        [0.65, note('E5')],
        [1.0, note('E5')],
      ],
      gain: 0.45,
    });
    strike(out, { at: 0, frequency: note('A2'), partials: BELL, decay: 0.5, gain: 0.35 });
    return out;
  },
  // Halloween, cancelled: a ghostly glide down from E to A, wide vibrato.
  'cancel-recording-halloween.mp3': () => {
    const out = silence(0.85);
    glide(out, {
      path: [
        [0, note('E5')],
        [0.15, note('E5')],
        [0.6, note('A4')],
        [0.8, note('A4')],
      ],
      gain: 0.45,
      vibrato: 5,
      depth: 0.03,
    });
    return out;
  },
  // Christmas, finished: a bright bell arpeggio, G B D G, over sleigh-bell shimmer.
  'finish-recording-christmas.mp3': () => {
    const out = silence(1.0);
    ['G5', 'B5', 'D6', 'G6'].forEach((name, i) =>
      strike(out, { at: i * 0.08, frequency: note(name), partials: BELL, decay: 0.4, gain: 0.4 }),
    );
    jingles(out, { from: 0, to: 0.7, every: 0.055, gain: 0.12, seed: 25 });
    return out;
  },
  // Christmas, cancelled: two soft falling bells, E to B, with a little shimmer.
  'cancel-recording-christmas.mp3': () => {
    const out = silence(0.8);
    strike(out, {
      at: 0,
      frequency: note('E6'),
      partials: BELL,
      decay: 0.3,
      gain: 0.35,
      attack: 0.01,
    });
    strike(out, {
      at: 0.15,
      frequency: note('B5'),
      partials: BELL,
      decay: 0.4,
      gain: 0.35,
      attack: 0.01,
    });
    jingles(out, { from: 0, to: 0.35, every: 0.07, gain: 0.08, seed: 12 });
    return out;
  },
};

/**
 * Scales each sound to the same average level (never past the peak), and fades the last 30 ms
 * so every file ends in silence without a click.
 */
function finish(samples) {
  const peak = samples.reduce((max, value) => Math.max(max, Math.abs(value)), 0);
  const rms = Math.sqrt(samples.reduce((sum, value) => sum + value * value, 0) / samples.length);
  const scale = Math.min(PEAK / peak, RMS / rms);
  const fade = Math.round(0.03 * SAMPLE_RATE);
  return samples.map((value, i) => value * scale * Math.min(1, (samples.length - 1 - i) / fade));
}

const encoder = await createMp3Encoder();
mkdirSync(OUTPUT_DIR, { recursive: true });
for (const [file, make] of Object.entries(SOUNDS)) {
  encoder.configure({ sampleRate: SAMPLE_RATE, channels: 1, bitrate: 96 });
  const samples = finish(make());
  const body = encoder.encode([samples]).slice();
  const mp3 = Buffer.concat([body, encoder.finalize().slice()]);
  writeFileSync(`${OUTPUT_DIR}${file}`, mp3);
  console.log(`${file}: ${(samples.length / SAMPLE_RATE).toFixed(2)} s, ${mp3.length} bytes`);
}
