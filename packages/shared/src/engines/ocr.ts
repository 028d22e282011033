// Issue 5 item 7 / DESIGN.md "Language engines": OCR for "select area to read". The client
// crops the selected area to an image and posts its bytes to `t/ocr`; the answer is the text
// with a box for every line and word, in the image's pixels, so the reader can highlight
// words as they are spoken.
import * as z from 'zod/mini';

/** The largest image accepted, in bytes: a full-page PNG screenshot stays well under it. */
export const OCR_MAX_IMAGE_BYTES = 8 * 1024 * 1024;

/**
 * The most pixels an image may have (16 megapixels, e.g. 4000 × 4000): recognition time and
 * memory grow with the pixel count, and a selected area is far smaller.
 */
export const OCR_MAX_IMAGE_PIXELS = 16_000_000;

/** Recognitions one caller may start per window: each one costs ~0.1–1 s of server CPU. */
export const OCR_RATE_LIMIT = { limit: 30, windowMs: 60 * 1000 } as const;

/** The image types `POST t/ocr` takes as its body (checked against the bytes too). */
export const OCR_IMAGE_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

/** The error code (415) for a body that is not a PNG, JPEG or WebP image. */
export const UNSUPPORTED_IMAGE_ERROR = 'unsupported_image';

/** The query of `POST t/ocr`; the body is the image's bytes. */
export const OcrQuerySchema = z.object({
  /** A catalogue language code (BCP 47 as the catalogue writes it: `en-US`, `es-ES`). */
  language: z.string().check(z.regex(/^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/)),
});
export type OcrQuery = z.infer<typeof OcrQuerySchema>;

/** A rectangle in the image's pixels: left, top (inclusive) to right, bottom (exclusive). */
export const OcrBoxSchema = z.object({
  x0: z.number(),
  y0: z.number(),
  x1: z.number(),
  y1: z.number(),
});
export type OcrBox = z.infer<typeof OcrBoxSchema>;

export const OcrWordSchema = z.object({
  text: z.string(),
  /** The engine's confidence in this word, 0 to 1. */
  confidence: z.number(),
  bbox: OcrBoxSchema,
});
export type OcrWord = z.infer<typeof OcrWordSchema>;

export const OcrLineSchema = z.object({ text: z.string(), bbox: OcrBoxSchema });
export type OcrLine = z.infer<typeof OcrLineSchema>;

/** The answer of `POST t/ocr`. */
export const OcrResultSchema = z.object({
  /** The text read, line by line (`\n`), a blank line between blocks; empty if none. */
  text: z.string(),
  /** In reading order. */
  lines: z.array(OcrLineSchema),
  /** In reading order. */
  words: z.array(OcrWordSchema),
  /** The catalogue code the image was read as. */
  language: z.string(),
  /** The engine that did the work, e.g. `tesseract`. */
  engine: z.string(),
});
export type OcrResult = z.infer<typeof OcrResultSchema>;
