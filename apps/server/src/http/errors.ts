import type { FastifyError, FastifyInstance } from 'fastify';
import type { ApiErrorBody } from '@motes/shared';

/** An error a route throws on purpose; its status and message reach the caller as they are. */
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

/**
 * Errors become JSON bodies. Server faults (5xx) are logged with the request id and answered
 * with a generic message, so internals never leak to a caller.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    const body: ApiErrorBody = {
      error:
        error instanceof HttpError
          ? error.code
          : status >= 500
            ? 'internal'
            : (error.code ?? 'bad_request'),
      message:
        status >= 500 ? 'Something went wrong on our side. Please try again.' : error.message,
      requestId: request.id,
    };
    if (error instanceof HttpError && error.details !== undefined) body.details = error.details;
    else if ('validation' in error && error.validation) body.details = error.validation;
    void reply.status(status).send(body);
  });
}
