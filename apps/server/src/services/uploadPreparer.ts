import { MOTE_MAX_DURATION_SECONDS } from '@motes/shared';
import type { BlobStore } from '../blobs/blobStore.js';
import type { Db } from '../db/database.js';
import { analyseAudio, type AudioAnalysis } from './audio/audioAnalyser.js';
import { joinUpload } from './uploadStore.js';

/** A prepared upload: its audio joined into one blob and analysed (streamed, never held). */
export interface PreparedUpload {
  sizeBytes: number;
  analysis: AudioAnalysis;
}

/** How long a preparation is remembered when no mote is made from it. */
const REMEMBER_MS = 10 * 60 * 1000;

/**
 * Joins and analyses a complete upload once, starting as soon as its last byte arrives, so
 * that `POST m/motes` right after the upload finds the work done or under way (its client
 * times out after 4 s, §7). A retried create waits for the same work instead of starting it
 * again. Per instance, in memory: another instance simply does the work itself.
 */
export class UploadPreparer {
  private readonly preparations = new Map<
    string,
    { promise: Promise<PreparedUpload>; timer: NodeJS.Timeout }
  >();

  constructor(
    private readonly db: Db,
    private readonly blobs: BlobStore,
  ) {}

  /** Starts (or joins) the preparation of a complete upload. */
  prepare(uploadId: string): Promise<PreparedUpload> {
    const known = this.preparations.get(uploadId);
    if (known) return known.promise;
    const promise = this.run(uploadId);
    const timer = setTimeout(() => this.preparations.delete(uploadId), REMEMBER_MS);
    timer.unref();
    this.preparations.set(uploadId, { promise, timer });
    // A failed preparation is not remembered: a retry may succeed (a blob store hiccup).
    promise.catch(() => this.forget(uploadId));
    return promise;
  }

  /** Drops what is remembered about an upload (its mote exists, or it was removed). */
  forget(uploadId: string): void {
    const known = this.preparations.get(uploadId);
    if (!known) return;
    clearTimeout(known.timer);
    this.preparations.delete(uploadId);
  }

  private async run(uploadId: string): Promise<PreparedUpload> {
    const blobKey = await joinUpload(this.db, this.blobs, uploadId);
    const joined = await this.blobs.get(blobKey);
    if (!joined) throw new Error(`blob ${blobKey} is missing`);
    // Measured against the longest any plan allows; the owner's own limit is applied when
    // the mote is made (the plan may change in between).
    const analysis = await analyseAudio(joined.body, { maxSeconds: MOTE_MAX_DURATION_SECONDS });
    return { sizeBytes: analysis.sizeBytes, analysis };
  }
}
