import { createWorker, OEM, type Worker, type Block } from 'tesseract.js';
import {
  OCR_MAX_IMAGE_BYTES,
  OCR_MAX_IMAGE_PIXELS,
  type CapabilitySupport,
  type OcrBox,
  type OcrLine,
  type OcrResult,
  type OcrWord,
} from '@motes/shared';
import type { Engine } from '../engine.js';
import { readImageInfo } from './imageFormat.js';
import { createTrainedDataCatalogue, tesseractLanguage } from './tesseractLanguages.js';

export interface OcrEngine extends Engine {
  /**
   * Reads the text in a PNG, JPEG or WebP image (the area the reader selected, cropped).
   * Throws {@link OcrImageError} for bytes that are not such an image or are over the limits,
   * and an Error for a language `support()` says is not available.
   */
  recognize(image: Uint8Array, language: string): Promise<OcrResult>;
  /** Stops the worker thread. */
  close(): Promise<void>;
}

/** An image the engine refuses: not a PNG/JPEG/WebP (`unsupported`) or over a limit. */
export class OcrImageError extends Error {
  constructor(
    readonly reason: 'unsupported' | 'too_large',
    message: string,
  ) {
    super(message);
  }
}

export interface TesseractOcrOptions {
  /** `@tesseract.js-data/eng`'s `4.0.0_best_int` directory (`eng.traineddata.gz`). */
  englishDataDirectory: string;
  /** Debian's tessdata directory (`tesseract-ocr-*` packages), for the other languages. */
  tessdataDirectory: string;
}

/**
 * OCR with tesseract.js (Tesseract 5 compiled to WebAssembly, in a worker thread), offline:
 * the WebAssembly core loads from the `tesseract.js-core` package and the trained data from
 * disk (tesseract.js would otherwise fetch it from a CDN; `cacheMethod: 'none'` stops it
 * writing a copy into the working directory).
 *
 * One worker, created on first use (~0.3 s, plus ~0.7 s for its first image) and kept for the
 * language it was made for; recognitions run one at a time, in order. A request in another
 * language replaces the worker: tesseract.js reads trained data from one directory per worker.
 */
export function createTesseractOcr(options: TesseractOcrOptions): OcrEngine {
  const trainedData = createTrainedDataCatalogue(
    options.englishDataDirectory,
    options.tessdataDirectory,
  );
  let current: { name: string; worker: Promise<Worker> } | undefined;
  let queue: Promise<unknown> = Promise.resolve();

  const support = (languageCode: string): CapabilitySupport => {
    const name = tesseractLanguage(languageCode);
    return name && trainedData.source(name)
      ? { available: true, engine: 'tesseract' }
      : { available: false, reason: 'language_not_supported' };
  };

  const workerFor = async (name: string): Promise<Worker> => {
    if (current?.name === name) return current.worker;
    const previous = current;
    const source = trainedData.source(name)!;
    const worker = createWorker(name, OEM.LSTM_ONLY, {
      langPath: source.directory,
      gzip: source.gzip,
      cacheMethod: 'none',
    });
    current = { name, worker };
    if (previous) await terminate(previous.worker);
    try {
      return await worker;
    } catch (error) {
      current = undefined;
      throw error;
    }
  };

  const recognizeNow = async (image: Uint8Array, language: string): Promise<OcrResult> => {
    const worker = await workerFor(tesseractLanguage(language)!);
    const { data } = await worker.recognize(Buffer.from(image), {}, { text: true, blocks: true });
    const lines = (data.blocks ?? []).flatMap(linesOf);
    return {
      text: data.text.trim(),
      lines: lines.map(({ text, bbox }): OcrLine => ({ text: text.trim(), bbox: box(bbox) })),
      words: lines.flatMap((line) =>
        line.words.map((word): OcrWord => ({
          text: word.text,
          confidence: Math.round(word.confidence) / 100,
          bbox: box(word.bbox),
        })),
      ),
      language,
      engine: 'tesseract',
    };
  };

  return {
    name: 'tesseract',
    support,
    async recognize(image, language) {
      checkImage(image);
      if (!support(language).available) throw new Error(`OCR has no trained data for ${language}`);
      const run = queue.then(() => recognizeNow(image, language));
      queue = run.catch(() => undefined);
      return run;
    },
    async close() {
      const closing = current;
      current = undefined;
      if (closing) await terminate(closing.worker);
    },
  };
}

/** Stops a worker; one that failed to start has nothing to stop. */
async function terminate(worker: Promise<Worker>): Promise<void> {
  await (await worker.catch(() => undefined))?.terminate();
}

function checkImage(image: Uint8Array): void {
  if (image.byteLength > OCR_MAX_IMAGE_BYTES) {
    throw new OcrImageError(
      'too_large',
      `The image is over ${OCR_MAX_IMAGE_BYTES / (1024 * 1024)} MB. Select a smaller area.`,
    );
  }
  const info = readImageInfo(image);
  if (!info) {
    throw new OcrImageError('unsupported', 'The image must be a PNG, JPEG or WebP file.');
  }
  if (info.width * info.height > OCR_MAX_IMAGE_PIXELS) {
    throw new OcrImageError(
      'too_large',
      `The image is ${info.width} × ${info.height} pixels, over ${OCR_MAX_IMAGE_PIXELS / 1_000_000} megapixels. Select a smaller area.`,
    );
  }
}

/** Tesseract's layout is blocks → paragraphs → lines → words, in reading order. */
function linesOf(block: Block) {
  return block.paragraphs.flatMap((paragraph) => paragraph.lines);
}

function box({ x0, y0, x1, y1 }: OcrBox): OcrBox {
  return { x0, y0, x1, y1 };
}
