import type { Db } from '../db/database.js';
import { deleteFinishedJobs } from './jobQueue.js';
import type { JobHandler } from './jobRunner.js';

/** Finished jobs are kept this long for status polling and diagnosis, then swept. */
export const FINISHED_JOB_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;

export const JOB_TYPES = { sweepFinishedJobs: 'jobs.sweepFinished' } as const;

/** Every job type this server runs, by name. Later features add theirs here. */
export function jobHandlers(db: Db): Record<string, JobHandler> {
  return {
    [JOB_TYPES.sweepFinishedJobs]: async () => ({
      deleted: await deleteFinishedJobs(db, new Date(Date.now() - FINISHED_JOB_RETENTION_MS)),
    }),
  };
}
