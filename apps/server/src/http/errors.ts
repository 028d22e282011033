import type { FastifyError, FastifyInstance } from 'fastify';
import type { ApiErrorBody } from '@motes/shared';
import { DomainError } from '../domain/errors.js';

/**
 * An HTTP-level error a route throws on purpose (a missing header, a protocol rule); its status
 * and message reach the caller as they are. Domain situations throw a {@link DomainError}.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

/** An error's status, code and details when it was thrown on purpose; undefined otherwise. */
function intendedOf(
  error: unknown,
): { status: number; code: string; details: unknown } | undefined {
  if (error instanceof DomainError) {
    return { status: error.statusCode, code: error.code, details: error.details };
  }
  if (error instanceof HttpError) {
    return { status: error.statusCode, code: error.code, details: error.details };
  }
  return undefined;
}

/**
 * Errors become JSON bodies. Server faults (5xx) are logged with the request id and answered
 * with a generic message, so internals never leak to a caller.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError | DomainError, request, reply) => {
    const intended = intendedOf(error);
    const statusCode = intended?.status ?? ('statusCode' in error ? error.statusCode : undefined);
    const status = statusCode && statusCode >= 400 ? statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    const body: ApiErrorBody = {
      error: intended
        ? intended.code
        : status >= 500
          ? 'internal'
          : ((error as FastifyError).code ?? 'bad_request'),
      message:
        status >= 500 ? 'Something went wrong on our side. Please try again.' : error.message,
      requestId: request.id,
    };
    if (intended) {
      if (intended.details !== undefined) body.details = intended.details;
    } else if ('validation' in error && error.validation) body.details = error.validation;
    void reply.status(status).send(body);
  });
}
