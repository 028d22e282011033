import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import {
  API_ROUTES,
  INPUT_TOO_LARGE_ERROR,
  isTranscribableContentType,
  TRANSCRIPTION_DISABLED_ERROR,
  TRANSCRIPTION_DISABLED_MESSAGE,
  TRANSCRIPTION_MAX_AUDIO_BYTES,
  TRANSCRIPTION_RATE_LIMIT,
  TranscriptionCreateQuerySchema,
  UNSUPPORTED_AUDIO_ERROR,
  type TranscriptionCreated,
  type TranscriptionJob,
} from '@motes/shared';
import { userOwnerKey } from '../../authorisation/actor.js';
import { authorise } from '../../authorisation/authorise.js';
import type { OwnedFacts } from '../../authorisation/policy.js';
import type { BlobStore } from '../../blobs/blobStore.js';
import type { Db } from '../../db/database.js';
import type { EngineRateLimiter, EngineRateRule } from '../../engines/engineRateLimit.js';
import { requireEngineSupport, speechToTextSupport } from '../../engines/engineSupport.js';
import type { SpeechToTextEngine } from '../../engines/speechToText/index.js';
import { enqueueJob, getJob } from '../../jobs/jobQueue.js';
import type { DomainError } from '../../domain/errors.js';
import {
  ForbiddenError,
  InvalidInputError,
  TooLargeError,
  UnsupportedMediaError,
} from '../../domain/errors.js';
import { parseRequest } from '../../http/validation.js';
import { readStoredSettings } from '../../services/userSettings.js';
import {
  TRANSCRIPTION_JOB_TYPE,
  TRANSCRIPTION_MAX_ATTEMPTS,
  type TranscriptionJobOutcome,
  type TranscriptionJobPayload,
} from '../../services/transcriptions/transcriptionJob.js';
import { namespacePath } from '../../http/apiRoutePaths.js';

export interface TranscriptionRoutesDeps {
  db: Db;
  /** Holds each recording until its job has transcribed it. */
  blobs: BlobStore;
  speechToText: SpeechToTextEngine;
  limiter: EngineRateLimiter;
}

const RATE_RULE: EngineRateRule = { name: 'transcription', ...TRANSCRIPTION_RATE_LIMIT };
const MAX_MEGABYTES = TRANSCRIPTION_MAX_AUDIO_BYTES / (1024 * 1024);

/**
 * `t/` namespace (issue 5 item 4): `POST t/transcriptions?language=en-US` with the recording
 * as the body answers 202 `{ jobId }` at once (DESIGN.md "API": long work runs as a job);
 * `GET t/transcriptions/{jobId}` says how it went. Signed-in users only, never minors or users
 * who opted out (§6), and a job is visible only to the user who started it.
 */
export function transcriptionRoutes(deps: TranscriptionRoutesDeps): FastifyPluginAsync {
  return async (app) => {
    // Recordings arrive as raw bytes. This plugin's catch-all parser takes every body that
    // JSON's and text's built-in parsers do not, so a wrong type gets a clear 415 below.
    app.addContentTypeParser('*', (request: FastifyRequest, payload: Readable) =>
      readRecording(request, payload),
    );

    app.post(
      namespacePath(API_ROUTES.transcriptions.create),
      // Checked before the body is read: a refused caller never uploads 25 MB for nothing.
      { config: { policy: 'job.create' }, onRequest: checkCaller },
      async (request, reply): Promise<TranscriptionCreated> => {
        const { user } = authorise(request.actor, 'job.create');
        const { language } = parseRequest(TranscriptionCreateQuerySchema, request.query);
        if (!Buffer.isBuffer(request.body)) throw notAudio(request.headers['content-type']);
        if (request.body.length === 0) {
          throw new InvalidInputError('empty_recording', 'The recording is empty.');
        }
        const contentType = request.headers['content-type']!.split(';')[0]!.trim().toLowerCase();
        const blobKey = `transcriptions/${user.id}/${randomUUID()}`;
        await deps.blobs.put(blobKey, request.body, { contentType });
        const payload: TranscriptionJobPayload = {
          userId: user.id,
          blobKey,
          language,
          contentType,
        };
        try {
          const { id } = await enqueueJob(deps.db, TRANSCRIPTION_JOB_TYPE, payload, {
            maxAttempts: TRANSCRIPTION_MAX_ATTEMPTS,
          });
          void reply.status(202);
          return { jobId: id };
        } catch (error) {
          await deps.blobs.delete(blobKey);
          throw error;
        }
      },
    );

    app.get<{ Params: { jobId: string } }>(
      namespacePath(API_ROUTES.transcriptions.get),
      { config: { policy: 'job.read' } },
      async (request): Promise<TranscriptionJob> => {
        // Someone else's job, or no transcription at all: the same 404, so ids leak nothing.
        const job = authorise(
          request.actor,
          'job.read',
          transcriptionJobFacts(await getJob(deps.db, request.params.jobId)),
        );
        if (job.status === 'queued' || job.status === 'running') return { status: job.status };
        if (job.status === 'dead') {
          return { status: 'failed', error: job.lastError ?? 'The transcription failed.' };
        }
        const outcome = job.result as TranscriptionJobOutcome;
        return 'refusal' in outcome
          ? { status: 'failed', error: outcome.refusal }
          : { status: 'done', result: outcome.transcription };
      },
    );
  };

  /** Who may transcribe, in which language, how often: all known before the upload is read. */
  async function checkCaller(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const { user } = authorise(request.actor, 'job.create');
    // §6: disabled for minors, and the reason is not shown: an opted-out user gets the same.
    if (user.isMinor || readStoredSettings(user.settings).transcriptionOptOutEnabled) {
      throw new ForbiddenError(TRANSCRIPTION_DISABLED_ERROR, TRANSCRIPTION_DISABLED_MESSAGE);
    }
    const { language } = parseRequest(TranscriptionCreateQuerySchema, request.query);
    requireEngineSupport(speechToTextSupport(deps.speechToText, language), {
      notInstalled: 'Speech to text is not available on this server.',
      unsupported: `Speech to text is not available for ${language}.`,
      details: (reason) => ({ language, reason }),
    });
    deps.limiter.enforce(request, reply, RATE_RULE);
  }
}

/** A transcription job with its owner for the job policy; any other job is no transcription. */
function transcriptionJobFacts<J extends { type: string; payload: unknown }>(
  job: J | undefined,
): (J & OwnedFacts) | undefined {
  const userId = (job?.payload as Partial<TranscriptionJobPayload> | undefined)?.userId;
  if (!job || job.type !== TRANSCRIPTION_JOB_TYPE || typeof userId !== 'string') return undefined;
  return { ...job, ownerKey: userOwnerKey(userId) };
}

/**
 * Reads an audio body into memory, up to TRANSCRIPTION_MAX_AUDIO_BYTES (refused from its
 * Content-Length before a byte is read when it says more).
 */
async function readRecording(request: FastifyRequest, payload: Readable): Promise<Buffer> {
  const contentType = request.headers['content-type'] ?? '';
  if (!isTranscribableContentType(contentType)) throw notAudio(contentType);
  const tooLarge = () =>
    new TooLargeError(
      INPUT_TOO_LARGE_ERROR,
      `The recording is too large to transcribe: the limit is ${MAX_MEGABYTES} MB.`,
    );
  if (Number(request.headers['content-length'] ?? 0) > TRANSCRIPTION_MAX_AUDIO_BYTES) {
    throw tooLarge();
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of payload as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > TRANSCRIPTION_MAX_AUDIO_BYTES) throw tooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

function notAudio(contentType: string | undefined): DomainError {
  return new UnsupportedMediaError(
    UNSUPPORTED_AUDIO_ERROR,
    `Send the recording as the request body with an audio content type (audio/webm, audio/ogg, audio/mpeg, audio/mp4, audio/wav, audio/flac); got ${contentType || 'none'}.`,
  );
}
