// Issue 14 item 4: audio is accepted only when real samples decode. Forged headers (noise after
// an MP3 sync word or an ID3 tag) and absurd WAV parameters are refused with a reason the user
// can read; real files still pass, streamed in chunks from a Readable as the blob store gives
// them. The HTTP side (422 from POST m/motes) is in routes/uploads/uploadAudioAcceptance.test.ts.
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AUDIO_MIN_DURATION_MS,
  unplayableAudioMessage,
  type UnplayableAudioProblem,
} from '@motes/shared';
import { makeTestAudio, type TestAudio } from '../../../test/audioFixtures.js';
import { id3ThenNoise, mp3SyncThenNoise, wavWith } from '../../../test/forgedAudio.js';
import { analyseAudio, AudioAnalysisError } from './audioAnalyser.js';

let audio: TestAudio;
beforeAll(() => {
  audio = makeTestAudio();
});
afterAll(() => audio.remove());

async function refusal(bytes: Buffer): Promise<AudioAnalysisError> {
  const error = await analyseAudio(bytes, { maxSeconds: 302 }).catch((caught: unknown) => caught);
  if (!(error instanceof AudioAnalysisError)) throw new Error(`accepted, or ${String(error)}`);
  return error;
}

/** A stream of `bytes` in pieces of `size`, as a blob store's body arrives. */
function streamOf(bytes: Buffer, size: number): Readable {
  const pieces: Buffer[] = [];
  for (let offset = 0; offset < bytes.length; offset += size) {
    pieces.push(bytes.subarray(offset, offset + size));
  }
  return Readable.from(pieces);
}

describe('forged and absurd audio is refused', () => {
  const cases: Array<[string, () => Buffer, UnplayableAudioProblem['kind'] | 'empty']> = [
    ['noise after an MP3 sync word (200 kB)', () => mp3SyncThenNoise(200_000), 'not_decodable'],
    ['noise after an MP3 sync word (2 MB)', () => mp3SyncThenNoise(2_000_000), 'not_decodable'],
    ['noise after an ID3 tag (200 kB)', () => id3ThenNoise(200_000), 'not_decodable'],
    ['a WAV at 0xFFFFFFFF Hz', () => wavWith({ sampleRate: 0xffffffff }), 'wav_sample_rate'],
    ['a WAV at 0 Hz', () => wavWith({ sampleRate: 0 }), 'wav_sample_rate'],
    ['a WAV at 768 kHz', () => wavWith({ sampleRate: 768_000 }), 'wav_sample_rate'],
    ['a WAV with 255 channels', () => wavWith({ channels: 255 }), 'wav_channels'],
    ['a WAV with 0 channels', () => wavWith({ channels: 0 }), 'wav_channels'],
    ['a WAV of 12-bit samples', () => wavWith({ bitsPerSample: 12 }), 'wav_bits'],
    ['a WAV in an unknown encoding', () => wavWith({ formatTag: 0x50 }), 'wav_encoding'],
    [
      'a WAV whose data is shorter than declared',
      () => wavWith({ seconds: 1, declaredDataBytes: 10_000_000 }),
      'wav_truncated',
    ],
    ['a WAV of 50 ms', () => wavWith({ seconds: 0.05 }), 'too_short'],
  ];

  it.each(cases)('%s', async (_name, make, kind) => {
    const error = await refusal(make());
    if (kind === 'empty') {
      expect(error.reason).toBe('empty');
      return;
    }
    expect(error.reason).toBe('unreadable');
    expect(error.problem?.kind).toBe(kind);
    expect(error.userMessage).toBe(unplayableAudioMessage(error.problem!));
    expect(error.userMessage).toMatch(/^This file is not audio we can play: /);
  });

  it('refuses a stray frame or two after a sync word: too short, or no frames at all', async () => {
    const error = await refusal(mp3SyncThenNoise(1000));
    expect(['too_short', 'not_decodable', undefined]).toContain(error.problem?.kind);
    expect(['unreadable', 'empty']).toContain(error.reason);
  });

  it('names the limits in its texts', () => {
    expect(unplayableAudioMessage({ kind: 'too_short', durationMs: 26 })).toContain(
      `${AUDIO_MIN_DURATION_MS} ms`,
    );
    expect(unplayableAudioMessage({ kind: 'wav_channels', channels: 255 })).toContain('255');
  });
});

describe('real audio still passes', () => {
  it('a WAV of 150 ms (just over the minimum)', async () => {
    const analysis = await analyseAudio(wavWith({ seconds: 0.15 }), { maxSeconds: 60 });
    expect(analysis.durationMs).toBe(150);
  });

  it('a WAV written to a pipe (data size unknown: all ones)', async () => {
    const analysis = await analyseAudio(wavWith({ seconds: 1, declaredDataBytes: 0xffffffff }), {
      maxSeconds: 60,
    });
    expect(analysis.durationMs).toBe(1000);
  });

  it.each(['mp3', 'webm'] as const)('a %s tone, streamed in odd-sized pieces', async (format) => {
    const bytes = audio.tone(3, format);
    const analysis = await analyseAudio(streamOf(bytes, 7_777), { maxSeconds: 60 });
    expect(Math.abs(analysis.durationMs - 3000)).toBeLessThan(100);
    expect(analysis.sizeBytes).toBe(bytes.length);
  });

  it('an M4A, streamed; and one over the limit is refused from its header', async () => {
    const m4a = audio.file('speech.m4a');
    const analysis = await analyseAudio(streamOf(m4a, 1000), { maxSeconds: 60 });
    expect(analysis.audio.format).toBe('mp4');
    await expect(analyseAudio(streamOf(m4a, 1000), { maxSeconds: 1 })).rejects.toMatchObject({
      reason: 'too_long',
    });
  });

  it('an MP3 with 1 MB of cover art in an ID3 tag before its audio, or after it', async () => {
    const mp3 = audio.tone(3, 'mp3');
    const art = 1024 * 1024;
    // An ID3v2.3 tag: its size in four 7-bit bytes ("synchsafe"), then the body (the picture).
    const size = [art >> 21, art >> 14, art >> 7, art].map((byte) => byte & 0x7f);
    const tag = Buffer.concat([
      Buffer.from([0x49, 0x44, 0x33, 3, 0, 0, ...size]),
      randomBytes(art),
    ]);
    for (const tagged of [Buffer.concat([tag, mp3]), Buffer.concat([mp3, tag])]) {
      const analysis = await analyseAudio(tagged, { maxSeconds: 60 });
      expect(Math.abs(analysis.durationMs - 3000)).toBeLessThan(100);
    }
  });

  it('closes the stream when it stops early', async () => {
    const stream = streamOf(wavWith({ channels: 255, seconds: 5 }), 4096);
    await expect(analyseAudio(stream, { maxSeconds: 60 })).rejects.toBeInstanceOf(
      AudioAnalysisError,
    );
    expect(stream.destroyed).toBe(true);
  });
});
