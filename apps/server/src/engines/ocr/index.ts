// Issue 5 item 7: OCR for "select area to read" (tesseract.js; English shipped on npm, more
// languages from Debian `tesseract-ocr-*` packages).
//
// Environment variables for the lead to map onto `createOcrEngine` options:
// - `OCR_TESSDATA_DIR` → `tessdataDirectory` (default `/usr/share/tesseract-ocr/5/tessdata`,
//   where Debian 12's `tesseract-ocr-<lang>` packages put their trained data)
import { createRequire } from 'node:module';
import path from 'node:path';
import { createTesseractOcr, type OcrEngine } from './tesseractOcr.js';

export { OcrImageError, type OcrEngine } from './tesseractOcr.js';

export interface OcrEngineOptions {
  /** Debian's tessdata directory; its `<lang>.traineddata` files add languages to English. */
  tessdataDirectory?: string;
}

export const DEFAULT_TESSDATA_DIRECTORY = '/usr/share/tesseract-ocr/5/tessdata';

/** The OCR engine; no worker starts until the first image. */
export function createOcrEngine(options: OcrEngineOptions = {}): OcrEngine {
  const require = createRequire(import.meta.url);
  const englishPackage = path.dirname(require.resolve('@tesseract.js-data/eng/package.json'));
  return createTesseractOcr({
    englishDataDirectory: path.join(englishPackage, '4.0.0_best_int'),
    tessdataDirectory: options.tessdataDirectory ?? DEFAULT_TESSDATA_DIRECTORY,
  });
}
