import type { Db } from '../db/database.js';
import { MAIL_JOB_TYPE, type Mailer } from '../mail/mailer.js';
import { sweepSignInLeftovers } from './otlSweep.js';
import {
  TRANSCRIPTION_JOB_TYPE,
  transcriptionJobHandler,
  type TranscriptionJobDeps,
} from '../services/transcriptions/transcriptionJob.js';
import type { BlobStore } from '../blobs/blobStore.js';
import type { SpeechToTextEngine } from '../engines/speechToText/index.js';
import { sweepDeletedMotes } from '../services/motes/moteRemover.js';
import {
  MOTE_TRANSCRIPT_JOB_TYPE,
  moteTranscriptJobHandler,
} from '../services/motes/moteTranscripts.js';
import { sweepUploads } from '../services/uploadStore.js';
import { sweepSpeechCache } from '../engines/textToSpeech/index.js';
import { deleteFinishedJobs } from './jobQueue.js';
import type { JobHandler } from './jobRunner.js';

/** Finished jobs are kept this long for status polling and diagnosis, then swept. */
export const FINISHED_JOB_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;

export const JOB_TYPES = {
  sweepFinishedJobs: 'jobs.sweepFinished',
  /** Expired sign-in links, old rate-limit counters, old mail. */
  sweepSignIn: 'signIn.sweep',
  sendMail: MAIL_JOB_TYPE,
  transcribe: TRANSCRIPTION_JOB_TYPE,
  /** A mote's transcript (issue 6 item 7). */
  transcribeMote: MOTE_TRANSCRIPT_JOB_TYPE,
  /** Stale unfinished uploads, unused finished ones, motes deleted past their undo window. */
  sweepMotes: 'motes.sweep',
  /** Text-to-speech cache entries past their lifetime (SPEECH_CACHE_LIFETIME_DAYS). */
  sweepSpeechCache: 'textToSpeech.sweepCache',
} as const;

/** What job handlers need beyond the database. */
export interface JobDeps {
  /** Delivers queued mail over SMTP. */
  mailer?: Mailer;
  /** Transcribes recordings (speech to text) and removes them afterwards. */
  transcription?: TranscriptionJobDeps;
  /** Motes: their audio, and the engine that transcribes them. */
  motes?: { blobs: BlobStore; speechToText: SpeechToTextEngine };
}

/** Every job type this server runs, by name. Later features add theirs here. */
export function jobHandlers(db: Db, deps: JobDeps = {}): Record<string, JobHandler> {
  const { mailer, transcription, motes } = deps;
  return {
    [JOB_TYPES.sweepSignIn]: async () => sweepSignInLeftovers(db),
    ...(mailer ? { [JOB_TYPES.sendMail]: (job) => mailer.deliver(db, job) } : {}),
    ...(transcription ? { [JOB_TYPES.transcribe]: transcriptionJobHandler(transcription) } : {}),
    ...(motes
      ? {
          [JOB_TYPES.transcribeMote]: moteTranscriptJobHandler({ db, ...motes }),
          [JOB_TYPES.sweepMotes]: async () => ({
            uploads: await sweepUploads(db, motes.blobs),
            motes: await sweepDeletedMotes(db, motes.blobs),
          }),
          [JOB_TYPES.sweepSpeechCache]: async () => ({
            deleted: await sweepSpeechCache(db, motes.blobs),
          }),
        }
      : {}),
    [JOB_TYPES.sweepFinishedJobs]: async () => ({
      deleted: await deleteFinishedJobs(db, new Date(Date.now() - FINISHED_JOB_RETENTION_MS)),
    }),
  };
}
