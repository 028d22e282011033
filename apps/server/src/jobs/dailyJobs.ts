import type { Db } from '../db/database.js';
import { JOB_TYPES } from './handlers.js';
import { enqueueJob } from './jobQueue.js';

const CHECK_EVERY_MS = 60 * 60 * 1000;

/** The jobs that run once a day. */
export const DAILY_JOB_TYPES: readonly string[] = [
  JOB_TYPES.sweepFinishedJobs,
  JOB_TYPES.sweepSignIn,
  JOB_TYPES.sweepMotes,
  JOB_TYPES.sweepSpeechCache,
];

/**
 * Enqueues each daily job once per UTC day. The idempotency key makes this safe with several
 * instances and restarts: whoever comes first adds the day's job; the others get it back.
 */
export function scheduleDailyJobs(db: Db, onError: (error: unknown) => void): () => void {
  const enqueueToday = () => {
    const day = new Date().toISOString().slice(0, 10);
    for (const type of DAILY_JOB_TYPES) {
      enqueueJob(db, type, {}, { idempotencyKey: `${type}:${day}` }).catch(onError);
    }
  };
  enqueueToday();
  const timer = setInterval(enqueueToday, CHECK_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
