// Issue 5 item 7: OCR for "select area to read" over HTTP. Done when "a rendered PNG of three
// lines OCRs exactly". A real app (buildApp) with the real tesseract.js engine; the image is
// rendered by Debian's Chromium. No database: the route is open to every caller.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  INPUT_TOO_LARGE_ERROR,
  OCR_MAX_IMAGE_BYTES,
  OCR_RATE_LIMIT,
  OcrResultSchema,
  UNSUPPORTED_IMAGE_ERROR,
  UNSUPPORTED_LANGUAGE_ERROR,
} from '@motes/shared';
import { buildApp } from '../../app.js';
import { EngineRateLimiter } from '../../engines/engineRateLimit.js';
import { createOcrEngine } from '../../engines/ocr/index.js';
import { renderTextImages } from '../../engines/ocr/textImageTestSupport.js';
import { tempDir } from '../../../test/tempDirs.js';
import { ocrRoutes } from './ocrRoutes.js';

const LINES = ['Select an area', 'and Motes reads', 'the words aloud'];

describe('t/ocr', () => {
  const ocr = createOcrEngine();
  let app: FastifyInstance;
  let png: Buffer;
  beforeAll(async () => {
    [app, { crop: png }] = await Promise.all([
      buildApp({
        logger: false,
        webDistDir: tempDir('ocr-web'),
        namespaces: [
          { namespace: 't', routes: ocrRoutes({ ocr, limiter: new EngineRateLimiter() }) },
        ],
      }),
      renderTextImages(LINES),
    ]);
  });
  afterAll(async () => {
    await app.close();
    await ocr.close();
  });

  const post = (
    body: Buffer | string,
    contentType: string,
    { language = 'en-US', remoteAddress = '127.0.0.1' } = {},
  ) =>
    app.inject({
      method: 'POST',
      url: `/api/t/ocr?language=${language}`,
      headers: { 'content-type': contentType },
      payload: body,
      remoteAddress,
    });

  it('reads a rendered PNG of three lines exactly, with word boxes', async () => {
    const response = await post(png, 'image/png');

    expect(response.statusCode).toBe(200);
    const result = OcrResultSchema.parse(response.json());
    expect(result.text).toBe(LINES.join('\n'));
    expect(result.lines).toHaveLength(3);
    expect(result.words.map((word) => word.text)).toEqual(LINES.join(' ').split(' '));
    expect(result).toMatchObject({ language: 'en-US', engine: 'tesseract' });
  });

  it('answers 415 for a body that is not an image, whatever its content type says', async () => {
    const fake = await post('this is text, not a picture', 'image/png');
    expect(fake.statusCode).toBe(415);
    expect(fake.json()).toMatchObject({
      error: UNSUPPORTED_IMAGE_ERROR,
      message: 'The image must be a PNG, JPEG or WebP file.',
    });

    const text = await post('hello', 'text/plain');
    expect(text.statusCode).toBe(415);
    expect(text.json().message).toContain('image/png, image/jpeg or image/webp');
  });

  it('answers 413 for an image over the size limit', async () => {
    const response = await post(Buffer.alloc(OCR_MAX_IMAGE_BYTES + 1), 'image/png');
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ error: INPUT_TOO_LARGE_ERROR });
  });

  it('answers 422 for a language without trained data', async () => {
    const response = await post(png, 'image/png', { language: 'hmn' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ error: UNSUPPORTED_LANGUAGE_ERROR });
  });

  it('rate-limits each caller before reading the image', async () => {
    const remoteAddress = '192.0.2.9';
    for (let call = 0; call < OCR_RATE_LIMIT.limit; call += 1) {
      expect((await post('x', 'image/png', { remoteAddress })).statusCode).toBe(415);
    }
    expect((await post('x', 'image/png', { remoteAddress })).statusCode).toBe(429);
  });
});
