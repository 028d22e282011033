// Issue 5 item 7: OCR for "select area to read" — tesseract.js with the shipped English data,
// more languages from Debian `tesseract-ocr-*`; a cropped image in, text with word boxes out.
// Done when "a rendered PNG of three lines OCRs exactly". Images are rendered by Debian's
// Chromium; the engine is the real one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOcrEngine, OcrImageError } from './index.js';
import { readImageInfo } from './imageFormat.js';
import { renderTextImages, type TextImages } from './textImageTestSupport.js';

const LINES = ['The quick brown fox', 'jumps over the lazy dog', 'while children read books'];

describe('tesseract OCR engine', () => {
  const engine = createOcrEngine();
  let images: TextImages;

  beforeAll(async () => {
    images = await renderTextImages(LINES);
  });
  afterAll(() => engine.close());

  it('reads a rendered PNG of three lines exactly, with a box per line and word', async () => {
    const result = await engine.recognize(images.crop, 'en-US');

    expect(result.text).toBe(LINES.join('\n'));
    expect(result.lines.map((line) => line.text)).toEqual(LINES);
    expect(result.words.map((word) => word.text)).toEqual(LINES.join(' ').split(' '));
    expect(result).toMatchObject({ language: 'en-US', engine: 'tesseract' });
    for (const word of result.words) expect(word.confidence).toBeGreaterThan(0.8);
  });

  it('puts every word box inside the image, in reading order', async () => {
    const { width, height } = readImageInfo(images.crop)!;
    const { words, lines } = await engine.recognize(images.crop, 'en-GB');

    for (const { bbox } of [...words, ...lines]) {
      expect(bbox.x0).toBeGreaterThanOrEqual(0);
      expect(bbox.y0).toBeGreaterThanOrEqual(0);
      expect(bbox.x1).toBeLessThanOrEqual(width);
      expect(bbox.y1).toBeLessThanOrEqual(height);
      expect(bbox.x1).toBeGreaterThan(bbox.x0);
      expect(bbox.y1).toBeGreaterThan(bbox.y0);
    }
    // Lines go down the image; within a line, words go left to right.
    for (let i = 1; i < lines.length; i += 1) {
      expect(lines[i]!.bbox.y0).toBeGreaterThan(lines[i - 1]!.bbox.y1 - 1);
    }
    for (let i = 1; i < words.length; i += 1) {
      const [before, after] = [words[i - 1]!.bbox, words[i]!.bbox];
      const sameLine = after.y0 < before.y1;
      if (sameLine) expect(after.x0).toBeGreaterThan(before.x1);
      else expect(after.y0).toBeGreaterThanOrEqual(before.y0);
    }
  });

  it('reads the same crop as JPEG and as WebP', async () => {
    expect((await engine.recognize(images.cropJpeg, 'en-US')).text).toBe(LINES.join('\n'));
    expect((await engine.recognize(images.cropWebp, 'en-US')).text).toBe(LINES.join('\n'));
  });

  it('serialises calls made at once and answers each', async () => {
    const results = await Promise.all([
      engine.recognize(images.crop, 'en-US'),
      engine.recognize(images.cropJpeg, 'en-US'),
    ]);
    expect(results.map((result) => result.text)).toEqual([LINES.join('\n'), LINES.join('\n')]);
  });

  it('reads the size of PNG, JPEG and WebP images from their headers', () => {
    const png = readImageInfo(images.crop)!;
    expect(png.format).toBe('png');
    expect(readImageInfo(images.cropJpeg)).toEqual({ ...png, format: 'jpeg' });
    expect(readImageInfo(images.cropWebp)).toEqual({ ...png, format: 'webp' });
    expect(readImageInfo(images.crop.subarray(0, 20))).toBeNull();
  });

  it('refuses bytes that are not a PNG, JPEG or WebP image', async () => {
    const error = await engine
      .recognize(Buffer.from('GIF89a not an image we take'), 'en-US')
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(OcrImageError);
    expect(error).toMatchObject({ reason: 'unsupported' });
  });

  it('refuses an image over the pixel limit before decoding it', async () => {
    // A PNG header declaring 5000 × 5000 pixels (25 megapixels): the header is all it reads.
    const header = Buffer.from(images.crop.subarray(0, 33));
    header.writeUInt32BE(5000, 16);
    header.writeUInt32BE(5000, 20);
    const error = await engine.recognize(header, 'en-US').catch((caught: unknown) => caught);
    expect(error).toMatchObject({ reason: 'too_large' });
    expect((error as Error).message).toContain('5000 × 5000');
  });

  it('supports English from npm and only languages whose trained data is installed', () => {
    expect(engine.support('en-US')).toEqual({ available: true, engine: 'tesseract' });
    expect(engine.support('hmn')).toEqual({
      available: false,
      reason: 'language_not_supported',
    });
    // `npm test` installs Debian's tesseract-ocr-spa.
    expect(engine.support('es-ES').available).toBe(true);
  });

  it('reads Spanish with Debian trained data (tesseract-ocr-spa), accents included', async () => {
    const spanish = ['El niño pequeño lee', 'una canción en español'];
    const { crop } = await renderTextImages(spanish);
    expect((await engine.recognize(crop, 'es-ES')).text).toBe(spanish.join('\n'));
    // And back to English: the worker is replaced for the language asked.
    expect((await engine.recognize(images.crop, 'en-US')).text).toBe(LINES.join('\n'));
  });
});
