// Issue 6 item 4: the type comes from the content, never the name; duration and waveform are
// computed on the server, in process (WebAssembly decoders from npm, no ffmpeg), for every
// accepted format. Real files: flite speech encoded by ffmpeg (test/audioFixtures.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MOTE_WAVEFORM_PEAKS } from '@motes/shared';
import { makeTestAudio, type TestAudio, type TestAudioName } from '../../../test/audioFixtures.js';
import { analyseAudio, AudioAnalysisError, pcm16ToWav } from './audioAnalyser.js';
import { sniffAudio } from './audioSniffer.js';

let audio: TestAudio;
let spokenMs: number;

beforeAll(() => {
  audio = makeTestAudio();
  const wav = audio.file('speech.wav');
  // flite writes 16 kHz 16-bit mono: the length of its data is the truth.
  spokenMs = ((wav.length - 44) / 32_000) * 1000;
});
afterAll(() => audio.remove());

const FORMATS: Array<[TestAudioName, string]> = [
  ['speech.wav', 'audio/wav'],
  ['speech.mp3', 'audio/mpeg'],
  ['speech.m4a', 'audio/mp4'],
  ['speech.aac', 'audio/aac'],
  ['speech.opus.ogg', 'audio/ogg'],
  ['speech.vorbis.ogg', 'audio/ogg'],
  ['speech.flac.ogg', 'audio/ogg'],
  ['speech.flac', 'audio/flac'],
  ['speech.webm', 'audio/webm'],
];

describe('analyseAudio', () => {
  it.each(FORMATS)('measures %s and draws its waveform', async (name, contentType) => {
    const analysis = await analyseAudio(audio.file(name), { maxSeconds: 60 });
    expect(analysis.audio.contentType).toBe(contentType);
    // Encoders pad a frame or two at either end.
    expect(Math.abs(analysis.durationMs - spokenMs)).toBeLessThan(120);
    expect(analysis.waveform).toHaveLength(MOTE_WAVEFORM_PEAKS);
    expect(Math.max(...analysis.waveform)).toBe(1);
    expect(analysis.waveform.every((peak) => peak >= 0 && peak <= 1)).toBe(true);
    // Speech has pauses: the bars are not all the same.
    expect(Math.min(...analysis.waveform)).toBeLessThan(0.5);
  });

  it('measures WebM/Opus as a recorder streams it, with no duration in its header', async () => {
    const webm = audio.file('speech.webm');
    expect(segmentInfoHasDuration(webm)).toBe(false);
    const analysis = await analyseAudio(webm, { maxSeconds: 60 });
    expect(Math.abs(analysis.durationMs - spokenMs)).toBeLessThan(120);
  });

  it('recognises a WAV named .mp3 as a WAV: the name plays no part', () => {
    expect(sniffAudio(audio.file('speech.wav'))?.format).toBe('wav');
    expect(sniffAudio(audio.file('speech.mp3'))?.format).toBe('mp3');
  });

  it('refuses a text file', async () => {
    const text = Buffer.from('These are my notes for Monday, not a recording.\n'.repeat(20));
    expect(sniffAudio(text)).toBeUndefined();
    await expect(analyseAudio(text, { maxSeconds: 60 })).rejects.toMatchObject({
      reason: 'unsupported',
    });
  });

  it('refuses a damaged file that starts like audio', async () => {
    const damaged = Buffer.concat([
      audio.file('speech.flac').subarray(0, 200),
      Buffer.alloc(4000, 7),
    ]);
    await expect(analyseAudio(damaged, { maxSeconds: 60 })).rejects.toBeInstanceOf(
      AudioAnalysisError,
    );
  });

  it('stops decoding past the limit and says how long the audio is', async () => {
    const error = await analyseAudio(audio.tone(70, 'mp3'), { maxSeconds: 62 }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toMatchObject({ reason: 'too_long' });
    expect((error as AudioAnalysisError).seconds).toBeGreaterThan(62);
  });

  it('hands speech to text 16 kHz mono samples', async () => {
    const analysis = await analyseAudio(audio.file('speech.opus.ogg'), {
      maxSeconds: 60,
      speechPcm: true,
    });
    const samples = analysis.speechPcm!;
    expect(Math.abs(samples.length / 16 - spokenMs)).toBeLessThan(120);
    const wav = pcm16ToWav(samples, 16_000);
    expect(sniffAudio(wav)?.format).toBe('wav');
    expect(wav.length).toBe(44 + samples.length * 2);
  });
});

/** Whether a WebM file's Segment Info element (0x1549A966) holds a Duration (0x4489). */
function segmentInfoHasDuration(webm: Buffer): boolean {
  const start = webm.indexOf(Buffer.from([0x15, 0x49, 0xa9, 0x66]));
  if (start < 0) return false;
  const first = webm[start + 4]!;
  const sizeLength = Math.clz32(first) - 23;
  let size = first & (0xff >> sizeLength);
  for (let i = 1; i < sizeLength; i += 1) size = size * 256 + webm[start + 4 + i]!;
  const body = webm.subarray(start + 4 + sizeLength, start + 4 + sizeLength + size);
  return body.includes(Buffer.from([0x44, 0x89]));
}
