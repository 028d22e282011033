// Issue 5 item 7: OCR for "select area to read". The cropped area's image bytes are the body
// of `POST t/ocr`; the answer has the text with a box for every line and word.
import { API_ROUTES, OcrResultSchema, type OcrResult } from '@motes/shared';
import type { ApiClient } from './apiClient';
import {
  binaryContentType,
  engineCall,
  type BinaryBody,
  type EngineCallOptions,
} from './engineCall';

export const OCR_PATH = API_ROUTES.ocr.read.path;

/** What {@link recognizeText} reads. */
export interface RecognizeTextInput {
  /** PNG, JPEG or WebP bytes (at most OCR_MAX_IMAGE_BYTES). */
  image: BinaryBody;
  /** `image/png`, `image/jpeg` or `image/webp`; a typed Blob's own type when left out. */
  contentType?: string;
  /** The catalogue language of the text in the image. */
  language: string;
}

/**
 * `POST t/ocr?language=`: the text of an image, in reading order.
 * @throws ApiError (413 `input_too_large`, 415 `unsupported_image`, 422
 * `unsupported_language`, 429), ApiTimeoutError, ApiNetworkError; TypeError when the image's
 * type is unknown.
 */
export function recognizeText(
  apiClient: ApiClient,
  input: RecognizeTextInput,
  options?: EngineCallOptions,
): Promise<OcrResult> {
  return engineCall(
    apiClient,
    {
      path: OCR_PATH,
      method: API_ROUTES.ocr.read.method,
      query: { language: input.language },
      body: input.image,
      headers: { 'content-type': binaryContentType(input.image, input.contentType) },
    },
    OcrResultSchema,
    options,
  );
}
