import { Readable } from 'node:stream';
import { InvalidBlobRequestError } from './blobStore.js';

/** A put body as one stream that counts its bytes and enforces the announced length. */
export interface MeasuredBody {
  stream: Readable;
  /** Bytes read so far; the full size once `stream` has ended. */
  bytesRead(): number;
}

/**
 * Wraps a put body. The returned stream errors with {@link InvalidBlobRequestError} when the
 * byte count differs from `contentLength`, so a store that writes it fails before it commits.
 */
export function measureBody(
  body: Readable | Buffer | Uint8Array,
  contentLength: number | undefined,
): MeasuredBody {
  // Readable.from(buffer) would iterate byte by byte: wrap a buffer as a single chunk.
  const source = body instanceof Readable ? body : Readable.from([asBuffer(body)]);
  let count = 0;
  async function* counted(): AsyncGenerator<Buffer> {
    for await (const chunk of source as AsyncIterable<Buffer | Uint8Array | string>) {
      const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : asBuffer(chunk);
      count += bytes.byteLength;
      if (contentLength !== undefined && count > contentLength) throw lengthError();
      yield bytes;
    }
    if (contentLength !== undefined && count !== contentLength) throw lengthError();
  }
  const lengthError = () =>
    new InvalidBlobRequestError(
      `Body length differs from the announced content length ${contentLength}`,
    );
  // objectMode off: the consumers (fs write stream, S3 upload) expect bytes.
  return { stream: Readable.from(counted(), { objectMode: false }), bytesRead: () => count };
}

/** A Buffer view of the same memory (no copy). */
function asBuffer(bytes: Buffer | Uint8Array): Buffer {
  return Buffer.isBuffer(bytes)
    ? bytes
    : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
