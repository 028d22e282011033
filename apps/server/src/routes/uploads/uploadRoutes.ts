import type { Readable } from 'node:stream';
import { Readable as ReadableStream } from 'node:stream';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import {
  API_ROUTES,
  decodeUploadMetadata,
  MOTE_UNREADABLE_AUDIO_ERROR,
  MOTE_UNSUPPORTED_AUDIO_ERROR,
  MOTE_UNSUPPORTED_AUDIO_MESSAGE,
  TUS_EXTENSIONS,
  TUS_PATCH_CONTENT_TYPE,
  TUS_VERSION,
  TUS_VERSION_ERROR,
  UPLOAD_MAX_BYTES_STANDARD,
  UPLOAD_OFFSET_MISMATCH_ERROR,
  UPLOAD_OFFSET_MISMATCH_MESSAGE,
  UPLOAD_RATE_LIMIT,
  UPLOAD_RATE_LIMITED_MESSAGE,
  UPLOAD_TOO_LARGE_ERROR,
  unplayableAudioMessage,
  uploadTooLargeMessage,
  type UploadTooLargeDetails,
} from '@motes/shared';
import type { BlobStore } from '../../blobs/blobStore.js';
import type { Db } from '../../db/database.js';
import { namespacePath } from '../../http/apiRoutePaths.js';
import { HttpError } from '../../http/errors.js';
import {
  ConflictError,
  InvalidInputError,
  TooLargeError,
  UnprocessableError,
  UnsupportedMediaError,
  type DomainError,
} from '../../domain/errors.js';
import { storableInput } from '../../http/textInput.js';
import { AudioHeaderCheck, UnplayableHeaderError } from '../../services/audio/audioHeaderCheck.js';
import { sniffAudio, SNIFF_BYTES } from '../../services/audio/audioSniffer.js';
import { authorise } from '../../authorisation/authorise.js';
import { policy } from '../../authorisation/routeAccess.js';
import { limitsOf } from '../../services/motes/moteOwners.js';
import { enforceRateLimit } from '../../services/rateLimiter.js';
import type { UploadPreparer } from '../../services/uploadPreparer.js';
import {
  appendPart,
  createUpload,
  findUpload,
  removeUpload,
  type UploadRow,
} from '../../services/uploadStore.js';

export interface UploadRoutesDeps {
  db: Db;
  blobs: BlobStore;
  preparer: UploadPreparer;
  /** Logs background failures (joining a finished upload). */
  now?: () => Date;
}

const RATE_RULES = {
  perOwner: { name: 'uploads.owner', ...UPLOAD_RATE_LIMIT, message: UPLOAD_RATE_LIMITED_MESSAGE },
  perIp: {
    name: 'uploads.ip',
    // An address is shared by a classroom behind one NAT: a class's worth of callers.
    limit: UPLOAD_RATE_LIMIT.limit * 10,
    windowMs: UPLOAD_RATE_LIMIT.windowMs,
    message: UPLOAD_RATE_LIMITED_MESSAGE,
  },
} as const;

/**
 * `f/` namespace (issue 6 item 2, "nothing lost"): the tus 1.0.0 resumable upload protocol,
 * core + creation + termination (https://tus.io/protocols/resumable-upload).
 *
 * - `OPTIONS f/uploads` → 204 with Tus-Version, Tus-Extension, Tus-Max-Size (the caller's plan)
 * - `POST f/uploads` (Upload-Length, Upload-Metadata) → 201, Location `…/f/uploads/{id}`
 * - `HEAD f/uploads/{id}` → Upload-Offset, Upload-Length; Cache-Control: no-store
 * - `PATCH f/uploads/{id}` (application/offset+octet-stream, Upload-Offset) → 204, new offset;
 *   409 when Upload-Offset is not where the upload stands
 * - `DELETE f/uploads/{id}` → 204
 *
 * An upload belongs to its creator (the user, else the anonymous device): anyone else gets 404.
 */
export function uploadRoutes(deps: UploadRoutesDeps): FastifyPluginAsync {
  const now = deps.now ?? (() => new Date());
  return async (app) => {
    // The PATCH body is streamed to the blob store as it arrives, never held whole.
    app.addContentTypeParser(
      TUS_PATCH_CONTENT_TYPE,
      (_request: FastifyRequest, payload: Readable, done: (error: null, body: Readable) => void) =>
        done(null, payload),
    );
    app.addHook('onSend', async (_request, reply) => {
      void reply.header('tus-resumable', TUS_VERSION);
    });

    app.options(
      namespacePath(API_ROUTES.uploads.discover),
      policy('upload.discover'),
      async (request, reply) => {
        const owner = authorise(request.actor, 'upload.discover');
        const maxBytes = owner ? limitsOf(owner, now()).maxBytes : UPLOAD_MAX_BYTES_STANDARD;
        return reply
          .status(204)
          .header('tus-version', TUS_VERSION)
          .header('tus-extension', TUS_EXTENSIONS.join(','))
          .header('tus-max-size', String(maxBytes))
          .send();
      },
    );

    const create = { ...policy('upload.create'), onRequest: requireTusVersion };
    app.post(namespacePath(API_ROUTES.uploads.create), create, async (request, reply) => {
      const owner = authorise(request.actor, 'upload.create');
      const length = parseHeaderInteger(request, 'upload-length');
      if (length === undefined) {
        throw new HttpError(400, 'invalid_request', 'Send the upload size in Upload-Length.');
      }
      const limits = limitsOf(owner, now());
      if (length > limits.maxBytes) throw tooLarge(limits.maxBytes, limits.maxSeconds);
      if (length === 0) throw new InvalidInputError('invalid_request', 'The file is empty.');
      const metadata = decodeUploadMetadata(headerOf(request, 'upload-metadata'));
      if (!metadata) {
        throw new HttpError(400, 'invalid_request', 'Upload-Metadata is not valid tus metadata.');
      }
      // Decoded metadata is request text like any other: one guard (http/textInput.ts).
      const picked = storableInput(pickMetadata(metadata), 'Upload-Metadata');
      await enforceRateLimit(deps.db, reply, RATE_RULES.perOwner, owner.key);
      await enforceRateLimit(deps.db, reply, RATE_RULES.perIp, request.ip);
      const upload = await createUpload(deps.db, owner, length, picked);
      const collection = request.url.split('?')[0]!.replace(/\/+$/, '');
      return reply
        .status(201)
        .header('location', `${collection}/${upload.id}`)
        .header('upload-offset', '0')
        .send();
    });

    app.head<{ Params: { id: string } }>(
      namespacePath(API_ROUTES.uploads.read),
      { ...policy('upload.read'), onRequest: requireTusVersion },
      async (request, reply) => {
        const upload = await uploadFor(request, 'upload.read');
        return reply
          .status(200)
          .header('upload-offset', String(upload.receivedBytes))
          .header('upload-length', String(upload.length))
          .header('cache-control', 'no-store')
          .send();
      },
    );

    app.patch<{ Params: { id: string } }>(
      namespacePath(API_ROUTES.uploads.append),
      { ...policy('upload.append'), onRequest: [requireTusVersion, requirePatchContentType] },
      async (request, reply) => {
        const upload = await uploadFor(request, 'upload.append');
        const offset = parseHeaderInteger(request, 'upload-offset');
        if (offset === undefined) {
          throw new HttpError(400, 'invalid_request', 'Send the offset in Upload-Offset.');
        }
        if (offset !== upload.receivedBytes || upload.status !== 'receiving') {
          throw offsetMismatch(upload.receivedBytes);
        }
        const remaining = upload.length - offset;
        const announced = parseHeaderInteger(request, 'content-length');
        if (announced !== undefined && announced > remaining) {
          throw new TooLargeError(
            UPLOAD_TOO_LARGE_ERROR,
            'This PATCH carries more bytes than the upload has left.',
          );
        }
        const receipt = { failure: undefined as DomainError | undefined };
        const body = ReadableStream.from(
          receivedBytes(request.body as Readable, {
            remaining,
            sniff: offset === 0 ? Math.min(SNIFF_BYTES, upload.length) : 0,
            receipt,
          }),
          { objectMode: false },
        );
        let result;
        try {
          result = await appendPart(deps.db, deps.blobs, upload, offset, body);
        } catch (error) {
          throw receipt.failure ?? error;
        }
        if (receipt.failure) throw receipt.failure;
        if (result.kind === 'offset_mismatch') throw offsetMismatch(result.offset);
        if (result.upload.status === 'complete') {
          // Joined and analysed now, so the mote is quick to make (see UploadPreparer).
          deps.preparer
            .prepare(upload.id)
            .catch((error: unknown) =>
              request.log.warn({ err: error, uploadId: upload.id }, 'upload preparation failed'),
            );
        }
        return reply
          .status(204)
          .header('upload-offset', String(result.upload.receivedBytes))
          .send();
      },
    );

    app.delete<{ Params: { id: string } }>(
      namespacePath(API_ROUTES.uploads.delete),
      { ...policy('upload.delete'), onRequest: requireTusVersion },
      async (request, reply) => {
        const upload = await uploadFor(request, 'upload.delete');
        // A mote made from the upload keeps its audio; only the upload itself goes.
        deps.preparer.forget(upload.id);
        await removeUpload(deps.db, deps.blobs, upload);
        return reply.status(204).send();
      },
    );
  };

  /** The upload the route names, when the upload policy lets the caller do `action` to it. */
  async function uploadFor(
    request: FastifyRequest<{ Params: { id: string } }>,
    action: 'upload.read' | 'upload.append' | 'upload.delete',
  ): Promise<UploadRow> {
    const upload = /^[A-Za-z0-9_-]{22,64}$/.test(request.params.id)
      ? await findUpload(deps.db, request.params.id)
      : undefined;
    return authorise(request.actor, action, upload);
  }
}

/**
 * The PATCH body as it arrives, for the blob store. A dropped connection ends the stream
 * instead of failing it: what arrived is stored and the client resumes from there (tus). The
 * first bytes of an upload are checked to be audio (the content decides, never the name).
 */
async function* receivedBytes(
  request: Readable,
  options: { remaining: number; sniff: number; receipt: { failure: DomainError | undefined } },
): AsyncGenerator<Buffer> {
  let count = 0;
  let head: Buffer[] | undefined = options.sniff > 0 ? [] : undefined;
  let headLength = 0;
  const iterator = (request as AsyncIterable<Buffer>)[Symbol.asyncIterator]();
  for (;;) {
    let next: IteratorResult<Buffer>;
    try {
      next = await iterator.next();
    } catch {
      // The client went away mid-body: keep what came.
      break;
    }
    if (next.done) break;
    const chunk = next.value;
    count += chunk.length;
    if (count > options.remaining) {
      options.receipt.failure = new TooLargeError(
        UPLOAD_TOO_LARGE_ERROR,
        'This PATCH carries more bytes than the upload has left.',
      );
      throw options.receipt.failure;
    }
    if (head) {
      head.push(chunk);
      headLength += chunk.length;
      if (headLength < options.sniff) continue;
      checkAudio(Buffer.concat(head), options.receipt);
      const held = head;
      head = undefined;
      yield* held;
      continue;
    }
    yield chunk;
  }
  // A short first PATCH (less than the sniffed length) is checked when the mote is made.
  if (head) yield* head;
}

function checkAudio(head: Buffer, receipt: { failure: DomainError | undefined }): void {
  const audio = sniffAudio(head);
  if (audio) {
    // A WAV's format chunk is within these first bytes: an absurd one (255 channels, a rate
    // of 0 Hz) is refused now, before the rest is sent. The whole file is checked again,
    // decoded, when the mote is made.
    try {
      new AudioHeaderCheck(audio.format).push(head);
    } catch (error) {
      if (!(error instanceof UnplayableHeaderError)) throw error;
      receipt.failure = new UnprocessableError(
        MOTE_UNREADABLE_AUDIO_ERROR,
        unplayableAudioMessage(error.problem),
      );
      throw receipt.failure;
    }
    return;
  }
  receipt.failure = new UnsupportedMediaError(
    MOTE_UNSUPPORTED_AUDIO_ERROR,
    MOTE_UNSUPPORTED_AUDIO_MESSAGE,
    {
      accepted: ['MP3', 'M4A', 'AAC', 'WAV', 'Ogg', 'WebM', 'FLAC'],
    },
  );
  throw receipt.failure;
}

/** tus: every request but OPTIONS names the protocol version; another version gets 412. */
async function requireTusVersion(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (headerOf(request, 'tus-resumable') === TUS_VERSION) return;
  void reply.header('tus-version', TUS_VERSION);
  throw new HttpError(
    412,
    TUS_VERSION_ERROR,
    `This server speaks the tus resumable upload protocol ${TUS_VERSION}: send Tus-Resumable: ${TUS_VERSION}.`,
  );
}

async function requirePatchContentType(request: FastifyRequest): Promise<void> {
  const type = headerOf(request, 'content-type')?.split(';')[0]?.trim().toLowerCase();
  if (type === TUS_PATCH_CONTENT_TYPE) return;
  throw new HttpError(
    415,
    'unsupported_media_type',
    `Send upload bytes with Content-Type: ${TUS_PATCH_CONTENT_TYPE}.`,
  );
}

function headerOf(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
}

/** A header holding a whole number ≥ 0, or undefined when absent; 400 when malformed. */
function parseHeaderInteger(request: FastifyRequest, name: string): number | undefined {
  const value = headerOf(request, name);
  if (value === undefined) return undefined;
  if (!/^\d{1,15}$/.test(value.trim())) {
    throw new HttpError(400, 'invalid_request', `${name} must be a whole number of bytes.`);
  }
  return Number(value.trim());
}

function offsetMismatch(offset: number): ConflictError {
  return new ConflictError(UPLOAD_OFFSET_MISMATCH_ERROR, UPLOAD_OFFSET_MISMATCH_MESSAGE, {
    offset,
  });
}

function tooLarge(maxBytes: number, maxSeconds: number): TooLargeError {
  const details: UploadTooLargeDetails = { maxBytes, maxSeconds };
  return new TooLargeError(UPLOAD_TOO_LARGE_ERROR, uploadTooLargeMessage(maxBytes), details);
}

/** Only the metadata the product shows, short: a stored value is never trusted. */
function pickMetadata(metadata: Record<string, string>): Record<string, string> {
  const picked: Record<string, string> = {};
  for (const key of ['filename', 'filetype']) {
    const value = metadata[key];
    if (value) picked[key] = value.slice(0, 200);
  }
  return picked;
}
