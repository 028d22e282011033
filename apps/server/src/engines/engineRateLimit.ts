import type { FastifyReply, FastifyRequest } from 'fastify';
import { ENGINE_RATE_LIMITED_ERROR } from '@motes/shared';
import type { RequestAuth } from '../auth/requestAuth.js';
import { RateLimitedError } from '../domain/errors.js';

/** A budget of engine calls per caller: `limit` calls in any window of `windowMs`. */
export interface EngineRateRule {
  readonly name: string;
  readonly limit: number;
  readonly windowMs: number;
}

/**
 * Engine calls cost this instance's CPU (synthesis, OCR, transcription), so their budget is
 * kept per instance, in memory: no database write on every prediction keystroke. A caller is
 * the signed-in user, else the client's IP address.
 */
export class EngineRateLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Counts one call; throws 429 with Retry-After when the caller is over the rule's budget. */
  enforce(request: FastifyRequest, reply: FastifyReply, rule: EngineRateRule): void {
    const auth = request.auth as RequestAuth | null | undefined;
    const subject = auth?.kind === 'user' ? `u:${auth.user.id}` : `ip:${request.ip}`;
    const key = `${rule.name}:${subject}`;
    const now = this.now();
    let window = this.windows.get(key);
    if (!window || now - window.start >= rule.windowMs) {
      window = { start: now, count: 0 };
      this.windows.set(key, window);
      if (this.windows.size > 50_000) this.sweep(now, rule.windowMs);
    }
    window.count += 1;
    if (window.count <= rule.limit) return;
    const retryAfterSeconds = Math.max(1, Math.ceil((window.start + rule.windowMs - now) / 1000));
    void reply.header('retry-after', String(retryAfterSeconds));
    throw new RateLimitedError(
      ENGINE_RATE_LIMITED_ERROR,
      'Too many requests in a short time. Please wait a moment and try again.',
      { retryAfterSeconds },
    );
  }

  private sweep(now: number, windowMs: number): void {
    for (const [key, window] of this.windows) {
      if (now - window.start >= windowMs) this.windows.delete(key);
    }
  }
}
