import type { TranscriptionResult } from '@motes/shared';
import type { BlobStore } from '../../blobs/blobStore.js';
import { SpeechToTextError, type SpeechToTextEngine } from '../../engines/speechToText/index.js';
import type { JobRow } from '../../jobs/jobQueue.js';
import type { JobHandler } from '../../jobs/jobRunner.js';

/** The job type of a transcription (register {@link transcriptionJobHandler} under it). */
export const TRANSCRIPTION_JOB_TYPE = 'transcriptions.transcribe';

/** A crashed recogniser or a busy HTTP provider gets two more tries. */
export const TRANSCRIPTION_MAX_ATTEMPTS = 3;

/** What `POST t/transcriptions` queues. */
export interface TranscriptionJobPayload {
  /** Only this user may read the job (`GET t/transcriptions/{jobId}`). */
  userId: string;
  /** The recording in the blob store, deleted once the job is over. */
  blobKey: string;
  language: string;
  contentType: string;
}

/**
 * What a finished transcription job stores as its result: the transcription, or why the
 * recording cannot be transcribed. The second is a finished job, not a failed one: retrying
 * an unreadable or too-long recording would fail the same way.
 */
export type TranscriptionJobOutcome = { transcription: TranscriptionResult } | { refusal: string };

export interface TranscriptionJobDeps {
  blobs: BlobStore;
  speechToText: SpeechToTextEngine;
}

/**
 * Transcribes the recording a `POST t/transcriptions` stored, then deletes it: the audio is
 * kept only until its transcription is done. It stays between attempts, so a retry after an
 * engine failure can read it again, and goes after the last one.
 */
export function transcriptionJobHandler(deps: TranscriptionJobDeps): JobHandler {
  return async (job, { signal }): Promise<TranscriptionJobOutcome> => {
    const payload = job.payload as TranscriptionJobPayload;
    try {
      const stored = await deps.blobs.get(payload.blobKey);
      if (!stored)
        return { refusal: 'The recording is no longer available. Please send it again.' };
      const audio = Buffer.concat((await stored.body.toArray()) as Buffer[]);
      const transcription = await deps.speechToText.transcribe(audio, {
        language: payload.language,
        contentType: payload.contentType,
        signal,
      });
      await deps.blobs.delete(payload.blobKey);
      return { transcription };
    } catch (error) {
      const permanent = error instanceof SpeechToTextError && error.failure !== 'engine_failed';
      if (permanent || isLastAttempt(job)) await deps.blobs.delete(payload.blobKey);
      if (permanent) return { refusal: error.message };
      // The message reaches the user through the job status: a SpeechToTextError's is worded
      // for them; anything else (the blob store failing) gets a plain one, its cause logged.
      if (error instanceof SpeechToTextError) throw error;
      throw new Error('The transcription failed. Please try again.', { cause: error });
    }
  };
}

function isLastAttempt(job: JobRow): boolean {
  return job.attempts >= job.maxAttempts;
}
