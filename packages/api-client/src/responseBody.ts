// Request and response bodies. §8: "Error body: read as JSON when possible".

/**
 * How a successful body is read: `auto` (default) parses JSON when the text is JSON and
 * otherwise returns the text; `text`, `blob` and `arrayBuffer` return that type.
 * Error bodies (status ≥ 400) are always read as `auto`.
 */
export type ResponseType = 'auto' | 'text' | 'blob' | 'arrayBuffer';

/** A body as read off the wire, before JSON parsing. */
export type RawBody = string | Blob | ArrayBuffer;

/** Reads the whole body, so the attempt's timeout covers the download too. */
export async function readRawBody(
  response: Response,
  responseType: ResponseType,
): Promise<RawBody> {
  const type = response.status >= 400 ? 'auto' : responseType;
  if (type === 'blob') return response.blob();
  if (type === 'arrayBuffer') return response.arrayBuffer();
  return response.text();
}

/** Parses JSON when possible, else returns the text; an empty body is `undefined`. */
export function parseJsonOrText(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Turns a read body into the value handed to the caller. */
export function decodeBody(body: RawBody, responseType: ResponseType): unknown {
  return typeof body === 'string' && responseType === 'auto' ? parseJsonOrText(body) : body;
}

function isSentAsIs(body: unknown): body is BodyInit {
  return (
    typeof body === 'string' ||
    body instanceof Blob ||
    body instanceof FormData ||
    body instanceof URLSearchParams ||
    body instanceof ArrayBuffer ||
    ArrayBuffer.isView(body)
  );
}

/**
 * Encodes a request body: strings, Blobs, FormData, URLSearchParams and binary data are sent
 * as they are; any other value is sent as JSON with `content-type: application/json`.
 */
export function encodeRequestBody(body: unknown): { body?: BodyInit; contentType?: string } {
  if (body === undefined) return {};
  if (isSentAsIs(body)) return { body };
  return { body: JSON.stringify(body), contentType: 'application/json' };
}
