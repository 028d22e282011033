import type { Readable } from 'node:stream';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  API_ROUTES,
  INPUT_TOO_LARGE_ERROR,
  OCR_IMAGE_CONTENT_TYPES,
  OCR_MAX_IMAGE_BYTES,
  OCR_RATE_LIMIT,
  OcrQuerySchema,
  UNSUPPORTED_IMAGE_ERROR,
  type OcrResult,
} from '@motes/shared';
import { publicAccess } from '../../authorisation/routeAccess.js';
import type { EngineRateLimiter, EngineRateRule } from '../../engines/engineRateLimit.js';
import { requireEngineSupport } from '../../engines/engineSupport.js';
import { OcrImageError, type OcrEngine } from '../../engines/ocr/index.js';
import type { DomainError } from '../../domain/errors.js';
import { TooLargeError, UnsupportedMediaError } from '../../domain/errors.js';
import { parseRequest } from '../../http/validation.js';
import { namespacePath } from '../../http/apiRoutePaths.js';

export interface OcrRoutesDeps {
  ocr: OcrEngine;
  limiter: EngineRateLimiter;
}

const RATE_RULE: EngineRateRule = { name: 'ocr', ...OCR_RATE_LIMIT };
const MAX_MEGABYTES = OCR_MAX_IMAGE_BYTES / (1024 * 1024);
const IMAGE_TYPES: readonly string[] = OCR_IMAGE_CONTENT_TYPES;

/**
 * `t/` namespace (issue 5 item 7, "select area to read"): `POST t/ocr?language=en-US` with the
 * cropped area's PNG, JPEG or WebP bytes as the body answers the text with a box per line and
 * word. Anyone may call it (the sidebar reads pages for signed-out visitors too); each caller
 * is rate-limited, since a recognition costs ~0.1–1 s of this instance's CPU.
 */
export function ocrRoutes(deps: OcrRoutesDeps): FastifyPluginAsync {
  return async (app) => {
    // Images arrive as raw bytes. This plugin's catch-all parser takes every body that JSON's
    // and text's built-in parsers do not, so a wrong type gets a clear 415 below.
    app.addContentTypeParser('*', (request: FastifyRequest, payload: Readable) =>
      readImage(request, payload),
    );

    app.post(
      namespacePath(API_ROUTES.ocr.read),
      {
        ...publicAccess('engine call open to anonymous callers (§6); rate-limited per caller'),
        // Checked before the body is read: a refused caller never uploads 8 MB for nothing.
        onRequest: async (request, reply) => {
          const { language } = parseRequest(OcrQuerySchema, request.query);
          requireEngineSupport(deps.ocr.support(language), {
            unsupported: `Reading text from images is not available for ${language}.`,
          });
          deps.limiter.enforce(request, reply, RATE_RULE);
        },
      },
      async (request): Promise<OcrResult> => {
        const { language } = parseRequest(OcrQuerySchema, request.query);
        if (!Buffer.isBuffer(request.body)) throw notAnImage(request.headers['content-type']);
        try {
          return await deps.ocr.recognize(request.body, language);
        } catch (error) {
          if (!(error instanceof OcrImageError)) throw error;
          throw error.reason === 'too_large'
            ? new TooLargeError(INPUT_TOO_LARGE_ERROR, error.message)
            : new UnsupportedMediaError(UNSUPPORTED_IMAGE_ERROR, error.message);
        }
      },
    );
  };
}

/**
 * Reads an image body into memory, up to OCR_MAX_IMAGE_BYTES (refused from its
 * Content-Length before a byte is read when it says more).
 */
async function readImage(request: FastifyRequest, payload: Readable): Promise<Buffer> {
  const contentType = request.headers['content-type'] ?? '';
  const mediaType = contentType.split(';')[0]!.trim().toLowerCase();
  if (!IMAGE_TYPES.includes(mediaType)) throw notAnImage(contentType);
  const tooLarge = () =>
    new TooLargeError(
      INPUT_TOO_LARGE_ERROR,
      `The image is too large to read: the limit is ${MAX_MEGABYTES} MB. Select a smaller area.`,
    );
  if (Number(request.headers['content-length'] ?? 0) > OCR_MAX_IMAGE_BYTES) throw tooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of payload as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > OCR_MAX_IMAGE_BYTES) throw tooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

function notAnImage(contentType: string | undefined): DomainError {
  return new UnsupportedMediaError(
    UNSUPPORTED_IMAGE_ERROR,
    `Send the image as the request body with its type (image/png, image/jpeg or image/webp); got ${contentType || 'none'}.`,
  );
}
