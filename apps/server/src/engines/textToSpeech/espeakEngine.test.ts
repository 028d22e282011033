// Issue 5 item 3: the embedded espeak-ng engine on small real inputs.
import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { espeakWorker } from './espeakModule.js';
import { ESPEAK_VOICES } from './espeakVoices.js';
import { createTextToSpeechEngine, type SpeechSegment } from './index.js';
import { readMp3Info } from './mp3.js';
import { countingBlobStore, speakAll } from './textToSpeechTestSupport.js';

function newEngine() {
  const blobStore = countingBlobStore();
  const engine = createTextToSpeechEngine({
    blobStore,
    onCacheError: (error) => {
      throw error;
    },
  });
  return { engine, blobStore };
}

/** The words the timings point at, read back from the text that was sent. */
function spokenWords(text: string, segments: SpeechSegment[]): string[] {
  return segments.flatMap((segment) => segment.words!.map((w) => text.slice(w.start, w.end)));
}

/** Decodes MP3 with ffmpeg (a Debian engine package) to 16-bit mono PCM at 22,050 Hz. */
function decodeMp3(mp3: Uint8Array): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const args = ['-v', 'error', '-i', 'pipe:0', '-f', 's16le', '-ac', '1', '-ar', '22050', '-'];
    const ffmpeg = spawn('ffmpeg', args);
    const chunks: Buffer[] = [];
    ffmpeg.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    ffmpeg.on('error', reject);
    ffmpeg.on('close', (code) =>
      code === 0 ? resolve(Buffer.concat(chunks)) : reject(new Error(`ffmpeg exited ${code}`)),
    );
    ffmpeg.stdin.end(mp3);
  });
}

describe('espeak-ng text to speech (issue 5 item 3)', () => {
  it.each([
    {
      language: 'en-US',
      text: 'Good morning. The children read their books quietly in the library.',
      words: ['Good', 'morning', 'The', 'children', 'read', 'their', 'books', 'quietly', 'in'],
      last: 'library',
    },
    {
      language: 'es-ES',
      text: 'Buenos días. ¿Dónde está la estación de tren más cercana?',
      words: ['Buenos', 'días', 'Dónde', 'está', 'la', 'estación', 'de', 'tren', 'más'],
      last: 'cercana',
    },
    {
      language: 'ar-EG',
      text: 'صباح الخير. ذهب الولد إلى المدرسة في الصباح.',
      words: ['صباح', 'الخير', 'ذهب', 'الولد', 'إلى', 'المدرسة', 'في'],
      last: 'الصباح',
    },
  ])(
    '$language: word timings cover every word in order (issue 5 "done when")',
    async ({ language, text, words, last }) => {
      const { engine } = newEngine();
      const voice = engine.defaultVoice(language)!;
      const segments = await speakAll(engine, { text, language, voice, speed: 1 });

      expect(segments.map((s) => text.slice(s.textStart, s.textEnd))).toHaveLength(2);
      // Offsets are UTF-16 offsets into the text as sent, across both sentences.
      expect(spokenWords(text, segments)).toEqual([...words, last]);
      for (const segment of segments) {
        const timings = segment.words!;
        for (const [i, word] of timings.entries()) {
          expect(word.endMs).toBeGreaterThan(word.startMs);
          expect(word.endMs).toBeLessThanOrEqual(segment.durationMs);
          if (i > 0) expect(word.startMs).toBeGreaterThanOrEqual(timings[i - 1]!.endMs);
          if (i > 0) expect(word.start).toBeGreaterThan(timings[i - 1]!.start);
        }
      }
    },
  );

  it('speaks faster at speed 2 than at speed 0.5 (§3 voiceSpeed)', async () => {
    const { engine } = newEngine();
    const request = { text: 'Reading aloud helps learners.', language: 'en-GB', voice: 'en-gb' };
    const [fast] = await speakAll(engine, { ...request, speed: 2 });
    const [slow] = await speakAll(engine, { ...request, speed: 0.5 });
    expect(slow!.durationMs).toBeGreaterThan(fast!.durationMs * 2.5);
  });

  it('answers MP3 that decodes, far smaller than the PCM it encodes', async () => {
    const { engine } = newEngine();
    const [segment] = await speakAll(engine, {
      text: 'Compact audio reaches the reader sooner.',
      language: 'en-US',
      voice: 'en-us+f3',
      speed: 1,
    });
    expect(segment!.mimeType).toBe('audio/mpeg');
    const info = readMp3Info(segment!.audio);
    expect(info).toMatchObject({ sampleRate: 22050 });
    // LAME pads the end to whole frames: at most ~3 frames (80 ms) longer than the speech.
    expect(info!.durationMs - segment!.durationMs).toBeGreaterThanOrEqual(0);
    expect(info!.durationMs - segment!.durationMs).toBeLessThan(120);

    const pcm = await decodeMp3(segment!.audio);
    const decodedMs = (pcm.length / 2 / 22050) * 1000;
    expect(Math.abs(decodedMs - info!.durationMs)).toBeLessThan(120);
    expect(pcm.some((byte) => byte !== 0)).toBe(true);
    expect(segment!.audio.length).toBeLessThan(pcm.length / 8);
  });

  it('answers a repeated request from the cache: same bytes, nothing synthesised', async () => {
    const { engine, blobStore } = newEngine();
    const request = {
      text: 'Cached speech. It comes back unchanged.',
      language: 'en-US',
      voice: 'en-us',
      speed: 1.25,
    };
    const first = await speakAll(engine, request);
    expect(blobStore.puts).toBe(2);

    const second = await speakAll(engine, request);
    // Every synthesis is written to the cache; no new write means nothing was synthesised.
    expect(blobStore.puts).toBe(2);
    expect(blobStore.gets).toBe(4);
    expect(second).toEqual(first);

    // Another speed is another sound: it is made, not taken from the cache.
    await speakAll(engine, { ...request, speed: 1 });
    expect(blobStore.puts).toBe(4);
  });

  it('streams a long text: the first sentence arrives before the later ones are made', async () => {
    const { engine, blobStore } = newEngine();
    const text = Array.from(
      { length: 12 },
      (_, i) => `This is sentence number ${i + 1} of a long text.`,
    ).join(' ');
    const stream = engine.synthesize({ text, language: 'en-US', voice: 'en-us', speed: 1 });

    const first = await stream.next();
    expect(first.value).toMatchObject({ index: 0, textStart: 0 });
    // Only the first sentence has been made (and is being cached) so far.
    expect(blobStore.puts).toBe(1);

    let count = 1;
    for await (const segment of stream) {
      expect(segment.index).toBe(count);
      count += 1;
    }
    expect(count).toBe(12);
    expect(blobStore.puts).toBe(12);
  });

  it('reads markup as text: an SSML pause in the input cannot make minutes of silence', async () => {
    const { engine } = newEngine();
    const text = 'Wait <break time="600s"/> done.';
    const [segment] = await speakAll(engine, { text, language: 'en-US', voice: 'en-us', speed: 1 });
    expect(segment!.durationMs).toBeLessThan(10_000);
    expect(spokenWords(text, [segment!])).toContain('done');
  });

  it('says which languages it speaks, with a voice per language and region', () => {
    const { engine } = newEngine();
    for (const code of ['en-US', 'en-GB', 'es-ES', 'es-US', 'fr-FR', 'fr-CA', 'ar-EG', 'pt-BR']) {
      expect(engine.support(code)).toEqual({ available: true, engine: 'espeak-ng' });
    }
    expect(engine.defaultVoice('en-US')).toBe('en-us');
    expect(engine.defaultVoice('en-GB')).toBe('en-gb');
    expect(engine.defaultVoice('es-ES')).toBe('es');
    expect(engine.defaultVoice('es-US')).toBe('es-419');
    expect(engine.defaultVoice('fr-CA')).toBe('fr-fr');
    expect(engine.defaultVoice('ar-EG')).toBe('ar');
    expect(engine.defaultVoice('pt-BR')).toBe('pt-br');
    expect(engine.defaultVoice('de-DE')).toBe('de');
    expect(engine.defaultVoice('zh-CN')).toBe('cmn');
    expect(engine.voices('es-ES').map((voice) => voice.id)).toEqual([
      'es',
      'es+f3',
      'es-419',
      'es-419+f3',
    ]);
    // espeak cannot read kanji, and has no Pashto voice.
    expect(engine.support('ja-JP')).toEqual({
      available: false,
      reason: 'language_not_supported',
    });
    expect(engine.support('ps-AF')).toEqual({
      available: false,
      reason: 'language_not_supported',
    });
  });

  it('knows the installed module’s voices without loading it', async () => {
    const installed = (await espeakWorker()).list_voices();
    for (const voice of ESPEAK_VOICES) {
      expect(installed).toContainEqual({
        identifier: voice.identifier,
        name: voice.name,
        languages: voice.languages,
      });
    }
  });
});
