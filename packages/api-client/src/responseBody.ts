// Request and response bodies. §8: "Error body: read as JSON when possible".

/**
 * How a successful body is read: `auto` (default) parses JSON when the text is JSON and
 * otherwise returns the text; `text`, `blob` and `arrayBuffer` return that type; `stream`
 * returns the body unread, as a `ReadableStream<Uint8Array>` the caller reads (and cancels)
 * itself, for answers that arrive piece by piece (`t/tts`). Error bodies (status ≥ 400) are
 * always read as `auto`.
 */
export type ResponseType = 'auto' | 'text' | 'blob' | 'arrayBuffer' | 'stream';

/** A body as read off the wire, before JSON parsing. */
export type RawBody = string | Blob | ArrayBuffer | ReadableStream<Uint8Array>;

/**
 * Reads the whole body, so the attempt's timeout covers the download too; a `stream` body is
 * handed over unread, so its timeout covers the answer's status and headers only.
 */
export async function readRawBody(
  response: Response,
  responseType: ResponseType,
): Promise<RawBody> {
  const type = response.status >= 400 ? 'auto' : responseType;
  if (type === 'stream') return response.body ?? new Blob([]).stream();
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
