import * as z from 'zod/mini';
import { HttpError } from './errors.js';

/**
 * English texts for issues whose schema gives no message of its own. The shared contract
 * schemas are zod/mini schemas, which load no locale (to keep the browser bundle small), so
 * the server asks for English here rather than relying on zod classic having set it globally.
 */
const englishMessages = z.locales.en().localeError;

/**
 * Parses a request part with a shared contract schema, or throws a 400 whose message names
 * the first problem (`voiceSpeed: Too big: expected number to be <=2`) and whose details
 * carry every issue, so a client can show them beside the fields. Takes zod classic and
 * zod/mini schemas alike.
 */
export function parseRequest<S extends z.core.$ZodType>(
  schema: S,
  value: unknown,
): z.core.output<S> {
  const parsed = z.safeParse(schema, value, { error: englishMessages });
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
