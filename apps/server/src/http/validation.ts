import type { z } from 'zod';
import { HttpError } from './errors.js';

/**
 * Parses a request part with a shared contract schema, or throws a 400 whose message names
 * the first problem (`voiceSpeed: Too big: expected number to be <=2`) and whose details
 * carry every issue, so a client can show them beside the fields.
 */
export function parseRequest<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issues = parsed.error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }));
  const first = issues[0];
  const message = first
    ? first.path
      ? `${first.path}: ${first.message}`
      : first.message
    : 'Invalid input';
  throw new HttpError(400, 'invalid_request', message, issues);
}
