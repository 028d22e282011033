import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import {
  API_ROUTES,
  MOTE_DOWNLOAD_NOT_ALLOWED_ERROR,
  MOTE_DOWNLOAD_NOT_ALLOWED_MESSAGE,
  MOTE_NOT_FOUND_ERROR,
  MOTE_NOT_FOUND_MESSAGE,
  MOTE_AUDIO_FORMATS,
} from '@motes/shared';
import { BlobRangeNotSatisfiableError, type BlobStore } from '../../blobs/blobStore.js';
import type { Db } from '../../db/database.js';
import type { DomainError } from '../../domain/errors.js';
import { NotFoundError } from '../../domain/errors.js';
import type { AudioLinkQuery, MoteAudioLinks } from '../../services/motes/moteAudioLinks.js';
import { allows } from '../../authorisation/authorise.js';
import { policy } from '../../authorisation/routeAccess.js';
import { findMoteWithAuthor, type MoteRow } from '../../services/motes/moteViews.js';
import { namespacePath } from '../../http/apiRoutePaths.js';

export interface MoteAudioDeps {
  db: Db;
  blobs: BlobStore;
  /** The signer of audio links (services/moteAudioLinks.ts). */
  audioLinks: () => Promise<MoteAudioLinks>;
}

/**
 * `GET m/motes/{id}/audio` (issue 6 items 5 and 10): the audio of a mote its caller may see,
 * with Range requests for seeking (206), the stored content type, and nothing a browser could
 * run: `nosniff` keeps it from guessing another type, `sandbox` turns scripts off should the
 * response be opened as a document. `?download=1` makes it an attachment, when the owner
 * allows downloads (the owner always may; the mote policy's `download`). A refused download
 * answers 404, never 403: a 403 would sign the caller out (§8).
 *
 * A browser's `<audio src>` and download links send no Authorization header, so a signed link
 * from the mote's view (`audioPath`, `downloadPath`) stands in for it: a valid signature opens
 * the mote whatever its visibility, with the download flag it signs. A wrong or expired one
 * answers the same 404 as a missing mote, never saying which it was.
 */
export function moteAudioRoutes(deps: MoteAudioDeps): FastifyPluginAsync {
  return async (app) => {
    app.get<{ Params: { id: string }; Querystring: AudioLinkQuery }>(
      namespacePath(API_ROUTES.motes.audio),
      policy('mote.read'),
      async (request, reply) => {
        const signed = (await deps.audioLinks()).verify(request.params.id, request.query);
        if (signed === 'invalid') throw notFound();
        const found = await findMoteWithAuthor(deps.db, request.params.id);
        // A valid signature stands in for the caller the mote's view was made for.
        if (!found || (!signed && !allows(request.actor, 'mote.read', found.row))) throw notFound();
        const { row } = found;
        const asked = request.query.download;
        const download = signed ? signed.download : asked === '1' || asked === 'true';
        if (download && !signed && !allows(request.actor, 'mote.download', row)) {
          throw new NotFoundError(
            MOTE_DOWNLOAD_NOT_ALLOWED_ERROR,
            MOTE_DOWNLOAD_NOT_ALLOWED_MESSAGE,
          );
        }
        setSafetyHeaders(reply, row, download);
        const range = parseRange(request.headers.range, row.sizeBytes);
        if (range === 'unsatisfiable') {
          return reply.status(416).header('content-range', `bytes */${row.sizeBytes}`).send();
        }
        let stored;
        try {
          stored = await deps.blobs.get(row.blobKey, range);
        } catch (error) {
          if (error instanceof BlobRangeNotSatisfiableError) {
            return reply.status(416).header('content-range', `bytes */${error.size}`).send();
          }
          throw error;
        }
        if (!stored) throw notFound();
        const size = stored.info.size;
        if (stored.info.etag) void reply.header('etag', stored.info.etag);
        if (stored.range) {
          return reply
            .status(206)
            .header('content-range', `bytes ${stored.range.start}-${stored.range.end}/${size}`)
            .header('content-length', String(stored.range.end - stored.range.start + 1))
            .send(stored.body);
        }
        return reply.status(200).header('content-length', String(size)).send(stored.body);
      },
    );
  };
}

function notFound(): DomainError {
  return new NotFoundError(MOTE_NOT_FOUND_ERROR, MOTE_NOT_FOUND_MESSAGE);
}

function setSafetyHeaders(reply: FastifyReply, row: MoteRow, download: boolean): void {
  const name = fileNameOf(row);
  void reply
    .header('content-type', row.contentType)
    .header('accept-ranges', 'bytes')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "sandbox; default-src 'none'")
    .header('cross-origin-resource-policy', 'same-site')
    // Visibility can change: a cache must ask again (the ETag keeps that cheap).
    .header('cache-control', 'private, no-cache')
    .header(
      'content-disposition',
      `${download ? 'attachment' : 'inline'}; filename="${asciiName(name)}"; filename*=UTF-8''${encodeURIComponent(name)}`,
    );
}

const EXTENSIONS: Record<string, string> = {
  [MOTE_AUDIO_FORMATS.mp3]: 'mp3',
  [MOTE_AUDIO_FORMATS.mp4]: 'm4a',
  [MOTE_AUDIO_FORMATS.aac]: 'aac',
  [MOTE_AUDIO_FORMATS.wav]: 'wav',
  [MOTE_AUDIO_FORMATS.ogg]: 'ogg',
  [MOTE_AUDIO_FORMATS.webm]: 'webm',
  [MOTE_AUDIO_FORMATS.flac]: 'flac',
};

function fileNameOf(row: MoteRow): string {
  const base =
    row.title
      .trim()
      .replace(/[\\/:*?"<>|\r\n]+/g, ' ')
      .slice(0, 80)
      .trim() || 'mote';
  return `${base}.${EXTENSIONS[row.contentType] ?? 'audio'}`;
}

function asciiName(name: string): string {
  return name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
}

/**
 * One `bytes=` range (RFC 9110): `start-end`, `start-` or `-suffix`. Several ranges, other
 * units or a malformed header are ignored (the whole file is served, as the RFC allows).
 */
function parseRange(
  header: string | undefined,
  size: number,
): { start: number; end?: number } | 'unsatisfiable' | undefined {
  if (!header) return undefined;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return undefined;
  const [, first, last] = match;
  if (first === '' && last === '') return undefined;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix) };
  }
  const start = Number(first);
  if (start >= size) return 'unsatisfiable';
  if (last === '') return { start };
  const end = Number(last);
  if (end < start) return undefined;
  return { start, end };
}
