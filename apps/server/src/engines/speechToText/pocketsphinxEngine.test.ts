// Issue 5 item 4: English speech to text with Debian pocketsphinx, fed 16 kHz mono, word
// timings kept. "Done when: an English flite recording is transcribed with under 15% word error
// rate." Real engine, real flite speech, real ffmpeg; nothing is faked here.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { TRANSCRIPTION_MAX_SECONDS } from '@motes/shared';
import { createSpeechToTextEngine, SpeechToTextError } from './index.js';
import { parsePocketsphinxWords } from './pocketsphinxEngine.js';
import { convertAudio, fliteSpeech } from './testSpeech.js';
import { wordErrorRate } from './wordErrorRate.js';

const dir = mkdtempSync(path.join(os.tmpdir(), 'motes-stt-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const SENTENCE = 'I would like to read a book about the history of science.';
const speech = fliteSpeech(dir, 'science', SENTENCE, 'kal16');
/** flite's WAV: 44-byte header, then 16-bit mono samples at 16 kHz. */
const speechMs = ((speech.length - 44) / 2 / 16_000) * 1000;

const engine = createSpeechToTextEngine();
const wavOnlyEngine = createSpeechToTextEngine({ ffmpegPath: '' });

/** A silent 16-bit PCM WAV of the given length. */
function silentWav(seconds: number, sampleRate: number): Buffer {
  const dataBytes = Math.round(seconds * sampleRate) * 2;
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(36 + dataBytes, 4);
  header.write('WAVEfmt ', 8, 'latin1');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(dataBytes, 40);
  return Buffer.concat([header, Buffer.alloc(dataBytes)]);
}

async function failureOf(promise: Promise<unknown>): Promise<SpeechToTextError> {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(SpeechToTextError);
  return error as SpeechToTextError;
}

describe('pocketsphinx engine: support', () => {
  it('does every English variant and says other languages have no model', () => {
    expect(engine.name).toBe('pocketsphinx');
    expect(engine.support('en-US')).toEqual({ available: true, engine: 'pocketsphinx' });
    expect(engine.support('en-GB')).toEqual({ available: true, engine: 'pocketsphinx' });
    expect(engine.support('es-ES')).toEqual({
      available: false,
      reason: 'language_not_supported',
    });
  });

  it('says not_installed when the binary or the model is missing', () => {
    const noBinary = createSpeechToTextEngine({ pocketsphinxBinary: path.join(dir, 'absent') });
    expect(noBinary.support('en-US')).toEqual({ available: false, reason: 'not_installed' });
    const noModel = createSpeechToTextEngine({ pocketsphinxModelDir: path.join(dir, 'absent') });
    expect(noModel.support('en-US')).toEqual({ available: false, reason: 'not_installed' });
  });
});

describe('pocketsphinx engine: transcribing', () => {
  it('transcribes an English flite recording with under 15% word error rate, with word timings', async () => {
    const result = await engine.transcribe(speech, { language: 'en-US', contentType: 'audio/wav' });

    expect(wordErrorRate(SENTENCE, result.text).rate).toBeLessThan(0.15);
    expect(result).toMatchObject({ language: 'en-US', engine: 'pocketsphinx' });
    expect(result.words.map((word) => word.word).join(' ')).toBe(result.text);
    let previousEnd = 0;
    for (const word of result.words) {
      expect(word.startMs).toBeGreaterThanOrEqual(previousEnd);
      expect(word.endMs).toBeGreaterThan(word.startMs);
      expect(word.endMs).toBeLessThanOrEqual(speechMs);
      expect(word.confidence).toBeGreaterThanOrEqual(0);
      expect(word.confidence).toBeLessThanOrEqual(1);
      previousEnd = word.endMs;
    }
  });

  it('transcribes WebM/Opus, what browsers record, decoded by ffmpeg', async () => {
    const webm = convertAudio(dir, speech, 'webm', ['-c:a', 'libopus', '-b:a', '32k']);
    const result = await engine.transcribe(webm, {
      language: 'en-GB',
      contentType: 'audio/webm;codecs=opus',
    });
    expect(wordErrorRate(SENTENCE, result.text).rate).toBeLessThan(0.15);
    expect(result.language).toBe('en-GB');
  });

  it('answers no words for silence rather than inventing some', async () => {
    const result = await engine.transcribe(silentWav(2, 16_000), { language: 'en-US' });
    expect(result).toMatchObject({ text: '', words: [] });
  });

  it('refuses a file that is not audio with a message for the user', async () => {
    const error = await failureOf(
      engine.transcribe(Buffer.from('not a recording at all'.repeat(50)), {
        language: 'en-US',
        contentType: 'audio/webm',
      }),
    );
    expect(error.failure).toBe('unreadable_audio');
    expect(error.message).toBe(
      'The recording could not be read: it is damaged or not in an audio format.',
    );
  });

  it(`refuses a recording over ${TRANSCRIPTION_MAX_SECONDS} s`, async () => {
    const long = silentWav(TRANSCRIPTION_MAX_SECONDS + 3, 16_000);
    for (const candidate of [engine, wavOnlyEngine]) {
      const error = await failureOf(candidate.transcribe(long, { language: 'en-US' }));
      expect(error.failure).toBe('audio_too_long');
      expect(error.message).toBe(
        'The recording is too long to transcribe: the limit is 5 minutes.',
      );
    }
  });

  it('stops (kills the recogniser) when the job is aborted', async () => {
    const controller = new AbortController();
    const started = Date.now();
    const running = engine.transcribe(speech, { language: 'en-US', signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    const error = await failureOf(running);
    expect(error.failure).toBe('engine_failed');
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});

describe('pocketsphinx engine without ffmpeg (WAV read in-process)', () => {
  it('resamples a 22.05 kHz 24-bit WAV, a rate pocketsphinx refuses, to 16 kHz', async () => {
    const wav = convertAudio(dir, speech, 'wav', ['-ar', '22050', '-c:a', 'pcm_s24le']);
    const result = await wavOnlyEngine.transcribe(wav, { language: 'en-US' });
    expect(wordErrorRate(SENTENCE, result.text).rate).toBeLessThan(0.15);
  });

  it('mixes a 44.1 kHz stereo float WAV down to 16 kHz mono', async () => {
    const cdQuality = convertAudio(dir, speech, 'wav', [
      '-ar',
      '44100',
      '-ac',
      '2',
      '-c:a',
      'pcm_f32le',
    ]);
    const result = await wavOnlyEngine.transcribe(cdQuality, { language: 'en-US' });
    expect(wordErrorRate(SENTENCE, result.text).rate).toBeLessThan(0.15);
  });

  it('says plainly that other formats need ffmpeg', async () => {
    const webm = convertAudio(dir, speech, 'webm', ['-c:a', 'libopus']);
    const error = await failureOf(
      wavOnlyEngine.transcribe(webm, { language: 'en-US', contentType: 'audio/webm' }),
    );
    expect(error.failure).toBe('unreadable_audio');
    expect(error.message).toBe(
      'This server cannot read WebM recordings, only WAV (ffmpeg is not installed).',
    );
  });
});

describe('parsePocketsphinxWords', () => {
  it('drops sentence marks, silences and noises, and names pronunciation variants by their word', () => {
    const output = [
      'the cat',
      '<s> 0.000 0.190 0.999700',
      'the(2) 0.200 0.300 0.572258',
      '[NOISE] 0.310 0.400 0.5',
      '<sil> 0.410 0.500 1.0',
      '++UM++ 0.510 0.550 1.0',
      'cat 0.560 0.960 1.000100',
      '</s> 0.970 1.000 1.000000',
    ].join('\n');
    expect(parsePocketsphinxWords(output)).toEqual([
      { word: 'the', startMs: 200, endMs: 300, confidence: 0.572258 },
      { word: 'cat', startMs: 560, endMs: 960, confidence: 1 },
    ]);
  });
});
