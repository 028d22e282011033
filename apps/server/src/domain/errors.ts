// Domain errors: what went wrong, in the domain's words. Services throw them and choose a kind,
// never a status; {@link HTTP_STATUS_OF_KIND} below is the one place a kind becomes a status, and
// http/errors.ts the one place an error becomes a response. `code`, `message` and `details`
// reach the caller as they are (§8 error bodies), so they keep the texts in packages/shared.

/** The kinds of failure a caller can act on; each has one HTTP status (http/errors.ts). */
export type DomainErrorKind =
  | 'invalid_input'
  | 'unauthenticated'
  | 'quota_exceeded'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'gone'
  | 'too_large'
  | 'unsupported_media'
  | 'unprocessable'
  | 'rate_limited'
  | 'unavailable';

/**
 * Each kind's HTTP status. Kept beside the kinds (rather than in http/) so that a domain error
 * also reads as `statusCode`, the property Fastify and the tests look at.
 */
export const HTTP_STATUS_OF_KIND: Readonly<Record<DomainErrorKind, number>> = {
  invalid_input: 400,
  unauthenticated: 401,
  quota_exceeded: 402,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  gone: 410,
  too_large: 413,
  unsupported_media: 415,
  unprocessable: 422,
  rate_limited: 429,
  unavailable: 503,
};

export abstract class DomainError extends Error {
  abstract readonly kind: DomainErrorKind;

  /** The kind's HTTP status ({@link HTTP_STATUS_OF_KIND}). */
  get statusCode(): number {
    return HTTP_STATUS_OF_KIND[this.kind];
  }

  constructor(
    /** The §8 `error` code the caller switches on. */
    readonly code: string,
    message: string,
    /** Extra facts for the caller (limits, offsets, voices), sent as `details`. */
    readonly details?: unknown,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** The request is malformed or names something that cannot exist (400). */
export class InvalidInputError extends DomainError {
  readonly kind = 'invalid_input';
}

/** The caller must sign in first (401). */
export class UnauthenticatedError extends DomainError {
  readonly kind = 'unauthenticated';
}

/** The caller's plan has no more of this (free motes; 402). */
export class QuotaExceededError extends DomainError {
  readonly kind = 'quota_exceeded';
}

/** The caller is known but may not do this: a dead session, a switched-off tool (403). */
export class ForbiddenError extends DomainError {
  readonly kind = 'forbidden';
}

/** No such object, or not one this caller may see (404, never 403 for another's object). */
export class NotFoundError extends DomainError {
  readonly kind = 'not_found';
}

/** The object is not in a state that allows this (409). */
export class ConflictError extends DomainError {
  readonly kind = 'conflict';
}

/** It was there and is no more, for good: a used or expired sign-in link (410). */
export class GoneError extends DomainError {
  readonly kind = 'gone';
}

/** The input is over a size limit (413). */
export class TooLargeError extends DomainError {
  readonly kind = 'too_large';
}

/** The input's format is not one this server reads (415). */
export class UnsupportedMediaError extends DomainError {
  readonly kind = 'unsupported_media';
}

/** Well-formed, but not something that can be done: too long, no speech for a language (422). */
export class UnprocessableError extends DomainError {
  readonly kind = 'unprocessable';
}

/** Too many requests; `details.retryAfterSeconds` says when to try again (429). */
export class RateLimitedError extends DomainError {
  readonly kind = 'rate_limited';
}

/** A needed engine or service is missing or failing on this server (503). */
export class UnavailableError extends DomainError {
  readonly kind = 'unavailable';
}
