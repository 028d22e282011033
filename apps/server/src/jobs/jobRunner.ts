import type { Db } from '../db/database.js';
import { claimJobs, completeJob, extendClaim, failJob, type JobRow } from './jobQueue.js';

export interface JobContext {
  /** Aborted when the runner stops or the claim is lost: stop work and throw. */
  signal: AbortSignal;
}

export type JobHandler = (job: JobRow, context: JobContext) => Promise<unknown>;

export interface JobRunnerOptions {
  concurrency?: number;
  /** How long a claim lasts before another worker may take the job (renewed while it runs). */
  visibilityMs?: number;
  /** Wait between polls when the queue is empty. */
  idleDelayMs?: number;
  /** Delay before retry n (1-based). Default: 1 s doubling, at most 1 h. */
  backoffMs?: (attempt: number) => number;
  onError?: (error: unknown, job?: JobRow) => void;
}

const defaultBackoff = (attempt: number) => Math.min(1000 * 2 ** (attempt - 1), 3_600_000);

/**
 * Runs queued jobs in this process. Every state lives in the jobs table, so a job survives a
 * restart: one that was running when the process died is claimed again once its visibility
 * timeout passes.
 */
export class JobRunner {
  private readonly concurrency: number;
  private readonly visibilityMs: number;
  private readonly idleDelayMs: number;
  private readonly backoffMs: (attempt: number) => number;
  private readonly inFlight = new Set<Promise<void>>();
  private readonly stopController = new AbortController();
  private loop: Promise<void> | undefined;
  private wake: (() => void) | undefined;

  constructor(
    private readonly db: Db,
    private readonly handlers: Record<string, JobHandler>,
    private readonly options: JobRunnerOptions = {},
  ) {
    this.concurrency = options.concurrency ?? 2;
    this.visibilityMs = options.visibilityMs ?? 60_000;
    this.idleDelayMs = options.idleDelayMs ?? 500;
    this.backoffMs = options.backoffMs ?? defaultBackoff;
  }

  start(): void {
    this.loop ??= this.run();
  }

  /** Asks the runner to look for work now (after an enqueue). */
  poke(): void {
    this.wake?.();
  }

  /** Stops claiming, aborts running handlers' signals and waits for them to settle. */
  async stop(): Promise<void> {
    this.stopController.abort();
    this.wake?.();
    await this.loop;
    await Promise.allSettled([...this.inFlight]);
  }

  private async run(): Promise<void> {
    const types = Object.keys(this.handlers);
    while (!this.stopController.signal.aborted) {
      let claimed: JobRow[] = [];
      const free = this.concurrency - this.inFlight.size;
      if (free > 0) {
        try {
          claimed = await claimJobs(this.db, types, free, this.visibilityMs);
        } catch (error) {
          this.options.onError?.(error);
        }
      }
      for (const job of claimed) {
        const task = this.execute(job).finally(() => {
          this.inFlight.delete(task);
          this.wake?.();
        });
        this.inFlight.add(task);
      }
      if (claimed.length === 0 || this.inFlight.size >= this.concurrency)
        await this.sleep(this.idleDelayMs);
    }
  }

  private async execute(job: JobRow): Promise<void> {
    const handler = this.handlers[job.type];
    if (!handler) return;
    const controller = new AbortController();
    const onStop = () => controller.abort();
    this.stopController.signal.addEventListener('abort', onStop);
    const heartbeat = setInterval(
      () => {
        extendClaim(this.db, job, this.visibilityMs).then(
          (kept) => kept || controller.abort(),
          (error: unknown) => this.options.onError?.(error, job),
        );
      },
      Math.max(50, Math.floor(this.visibilityMs / 2)),
    );
    try {
      const result = await handler(job, { signal: controller.signal });
      await completeJob(this.db, job, result);
    } catch (error) {
      this.options.onError?.(error, job);
      const message = error instanceof Error ? error.message : String(error);
      await failJob(this.db, job, message, this.backoffMs(job.attempts)).catch(
        (failError: unknown) => this.options.onError?.(failError, job),
      );
    } finally {
      clearInterval(heartbeat);
      this.stopController.signal.removeEventListener('abort', onStop);
    }
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.wake = done;
    });
  }
}
