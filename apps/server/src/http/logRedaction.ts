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

/** Adds the redacting request serializer to a logger configuration (objects only). */
export function withRedactedRequestUrls(
  logger: FastifyServerOptions['logger'],
): FastifyServerOptions['logger'] {
  if (!logger || typeof logger !== 'object') return logger;
  return { ...logger, serializers: { ...logger.serializers, req: serializeRequest } };
}
