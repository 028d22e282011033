import type { FastifyServerOptions } from 'fastify';

/**
 * Query parameters whose values are one-time secrets: the provider's authorization code and
 * our login code (`/login/complete?code=`), OIDC state, emailed-link tokens, one-tap
 * credentials. Request logs must not make them usable by whoever reads the logs.
 */
const SECRET_QUERY_PARAMETERS = new Set([
  'code',
  'state',
  'token',
  'credential',
  'id_token',
  'access_token',
]);

/** The URL with the values of {@link SECRET_QUERY_PARAMETERS} replaced by `[redacted]`. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart < 0) return url;
  const redacted = url
    .slice(queryStart + 1)
    .split('&')
    .map((pair) => {
      const separator = pair.indexOf('=');
      const name = separator < 0 ? pair : pair.slice(0, separator);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name.replace(/\+/g, ' '));
      } catch {
        // A malformed name is logged as sent.
      }
      return SECRET_QUERY_PARAMETERS.has(decoded.toLowerCase()) ? `${name}=[redacted]` : pair;
    })
    .join('&');
  return `${url.slice(0, queryStart)}?${redacted}`;
}

interface LoggedRequest {
  method: string;
  url: string;
  headers?: Record<string, unknown>;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/** Fastify's default request serializer, with {@link redactUrl} applied. */
function serializeRequest(request: LoggedRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

const REDACTED = '[redacted]';

type ErrorLike = Error & Record<string, unknown>;

type SerializedError = Record<string, unknown> & { type: string; message: string; stack: string };

function isErrorLike(value: unknown): value is ErrorLike {
  return (
    typeof value === 'object' && value !== null && typeof (value as Error).message === 'string'
  );
}

/**
 * A database error's message without the values it quotes. Drizzle's `DrizzleQueryError` ends
 * `Failed query: <sql>\nparams: <every value, comma-joined>`; the SQL keeps `$1` placeholders
 * and stays. PostgreSQL's data exceptions (SQLSTATE class 22) quote the value they refused:
 * `invalid input syntax for type uuid: "…"`, `value "…" is out of range for type integer`.
 */
function redactMessage(error: ErrorLike): string {
  const { message } = error;
  const paramsAt = message.indexOf('\nparams: ');
  if (message.startsWith('Failed query: ') && paramsAt >= 0) {
    return `${message.slice(0, paramsAt)}\nparams: ${REDACTED}`;
  }
  const sqlState = typeof error.code === 'string' ? error.code : '';
  const firstQuote = message.indexOf('"');
  const lastQuote = message.lastIndexOf('"');
  if (/^22[0-9A-Z]{3}$/.test(sqlState) && lastQuote > firstQuote) {
    return `${message.slice(0, firstQuote)}"${REDACTED}"${message.slice(lastQuote + 1)}`;
  }
  return message;
}

/** `Key (primary_email)=(a@b.c) already exists.` keeps its column names; any other detail
 * (`Failing row contains (…)`, `Token "…" is invalid.`) is hidden whole. */
function redactDetail(detail: unknown): unknown {
  if (typeof detail !== 'string') return detail;
  const keyEnd = detail.startsWith('Key (') ? detail.indexOf(')=(') : -1;
  return keyEnd >= 0 ? `${detail.slice(0, keyEnd + 2)}(${REDACTED})` : REDACTED;
}

/**
 * What an error log line carries: type, message, stack, the error's own fields and its
 * causes, with every SQL parameter value removed (issue 14): Drizzle's and PGlite's `params`,
 * the values in the message and stack, PostgreSQL's `detail` and `where` (which quotes bound
 * parameters: `unnamed portal parameter $1 = '…'`). The SQL text, SQLSTATE `code`,
 * `constraint`, `table` and `column` stay, so operators can still tell what failed.
 */
export function serializeError(error: unknown, seen = new Set<unknown>()): unknown {
  if (!isErrorLike(error) || seen.has(error)) return error;
  seen.add(error);
  const message = redactMessage(error);
  let stack: unknown = error.stack;
  if (typeof stack === 'string' && message !== error.message) {
    stack = stack.includes(error.message)
      ? stack.replace(error.message, () => message)
      : // The message changed after the stack was taken: keep only the frames.
        [
          `${error.name}: ${message}`,
          ...stack.split('\n').filter((line) => /^\s+at /.test(line)),
        ].join('\n');
  }
  const serialized: Record<string, unknown> = {
    type: error.constructor?.name ?? error.name,
    message,
    stack,
  };
  for (const [key, value] of Object.entries(error)) {
    if (key === 'message' || key === 'stack' || key === 'cause') continue;
    if (key === 'params') {
      serialized.params = Array.isArray(value) ? `[${value.length} values ${REDACTED}]` : REDACTED;
    } else if (key === 'detail') serialized.detail = redactDetail(value);
    else if (key === 'where') serialized.where = REDACTED;
    else if (key === 'errors' && Array.isArray(value)) {
      serialized.errors = value.map((item) => serializeError(item, seen));
    } else serialized[key] = isErrorLike(value) ? serializeError(value, seen) : value;
  }
  if (error.cause !== undefined) serialized.cause = serializeError(error.cause, seen);
  return serialized;
}

/**
 * Adds the redacting serializers to a logger configuration (objects only): request URLs
 * without one-time secrets, errors without SQL parameter values.
 */
export function withLogRedaction(
  logger: FastifyServerOptions['logger'],
): FastifyServerOptions['logger'] {
  if (!logger || typeof logger !== 'object') return logger;
  return {
    ...logger,
    serializers: {
      ...logger.serializers,
      req: serializeRequest,
      // Fastify types the serialized error as always having a string stack.
      err: (error: Error) => serializeError(error) as SerializedError,
    },
  };
}
