import type { Readable } from 'node:stream';

/** What a store knows about one stored blob. `size` is always the whole blob's size. */
export interface BlobInfo {
  key: string;
  size: number;
  contentType: string;
  /** Opaque version tag (quoted, as in HTTP); changes whenever the blob is rewritten. */
  etag?: string;
  lastModified?: Date;
}

/** A byte range, both ends inclusive like HTTP `Range: bytes=start-end`. */
export interface BlobRange {
  start: number;
  end: number;
}

/** Options of {@link BlobStore.put}. */
export interface BlobPutOptions {
  contentType: string;
  /** When given, a body of any other length is rejected and nothing is stored. */
  contentLength?: number;
}

/** The result of {@link BlobStore.get}. */
export interface BlobGetResult {
  info: BlobInfo;
  /**
   * The bytes. Warning: always consume or destroy it — an abandoned body holds an open file
   * or an HTTP connection.
   */
  body: Readable;
  /** The range actually served (clamped to the blob's size); present when one was asked. */
  range?: BlobRange;
}

/**
 * Where audio and images live: files under the data dir, or any S3-compatible store.
 * Both implementations pass the same contract tests (`blobStoreContract.ts`).
 *
 * Keys are `segment/segment/...` of `[A-Za-z0-9_.-]`, see {@link assertValidBlobKey}.
 * A key and its "folder" may coexist (`a` and `a/b`), as in S3.
 */
export interface BlobStore {
  readonly kind: 'filesystem' | 's3';
  /**
   * Stores a blob, streaming the body. All or nothing: when the body errors or has the wrong
   * length, the promise rejects and the key keeps its previous content (or stays absent).
   */
  put(key: string, body: Readable | Buffer | Uint8Array, opts: BlobPutOptions): Promise<BlobInfo>;
  /**
   * Opens a blob, or a range of it; `null` when absent. `end` is inclusive and clamped to the
   * last byte. Throws {@link BlobRangeNotSatisfiableError} when `start` lies at or past the end.
   */
  get(key: string, range?: { start: number; end?: number }): Promise<BlobGetResult | null>;
  /** The blob's info without its bytes; `null` when absent. */
  head(key: string): Promise<BlobInfo | null>;
  /** Removes a blob. Idempotent: deleting an absent key succeeds. */
  delete(key: string): Promise<void>;
  /** Resolves when the store is usable; throws when it is not (used by `/api/z/ready`). */
  ping(): Promise<void>;
  /** Releases connections. The store must not be used afterwards. */
  close?(): Promise<void>;
}

/** Thrown for a key that breaks the key rules; a caller's mistake, never a storage failure. */
export class InvalidBlobKeyError extends Error {
  override readonly name = 'InvalidBlobKeyError';
  constructor(
    readonly key: string,
    reason: string,
  ) {
    super(`Invalid blob key ${JSON.stringify(key)}: ${reason}`);
  }
}

/** Thrown for a malformed range or content type, or a body whose length is not `contentLength`. */
export class InvalidBlobRequestError extends Error {
  override readonly name = 'InvalidBlobRequestError';
}

/** The HTTP 416 case: the range starts at or after the end of the blob. */
export class BlobRangeNotSatisfiableError extends Error {
  override readonly name = 'BlobRangeNotSatisfiableError';
  constructor(
    readonly key: string,
    /** The blob's size, for a `Content-Range: bytes * /size` answer. */
    readonly size: number,
  ) {
    super(`Range not satisfiable for blob ${JSON.stringify(key)} of ${size} bytes`);
  }
}

const MAX_KEY_LENGTH = 512;
// Each segment starts with a letter, digit, `_` or `-`: no hidden files, no `.` or `..`, and
// room for the filesystem store's own names (which use `.` and `@`, never valid in a key).
const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9_.-]*$/;

/**
 * Checks a blob key: segments separated by single `/`, no leading or trailing `/`, each segment
 * made of `[A-Za-z0-9_.-]` and not starting with `.` (so never `.` or `..`), at most 512 chars.
 * @throws InvalidBlobKeyError saying which rule the key breaks.
 */
export function assertValidBlobKey(key: string): void {
  if (typeof key !== 'string' || key.length === 0) throw new InvalidBlobKeyError(key, 'empty');
  if (key.length > MAX_KEY_LENGTH) {
    throw new InvalidBlobKeyError(key, `longer than ${MAX_KEY_LENGTH} characters`);
  }
  if (key.startsWith('/')) throw new InvalidBlobKeyError(key, 'starts with "/"');
  if (key.endsWith('/')) throw new InvalidBlobKeyError(key, 'ends with "/"');
  for (const segment of key.split('/')) {
    if (segment === '') throw new InvalidBlobKeyError(key, 'contains "//"');
    if (segment === '.' || segment === '..') {
      throw new InvalidBlobKeyError(key, `contains a "${segment}" segment`);
    }
    if (segment.startsWith('.')) {
      throw new InvalidBlobKeyError(key, 'a segment starts with "."');
    }
    if (!SEGMENT.test(segment)) {
      throw new InvalidBlobKeyError(key, 'only A-Z a-z 0-9 "_" "." "-" and "/" are allowed');
    }
  }
}

// A MIME type as sent in a header: printable ASCII, short enough to keep in a file header.
const CONTENT_TYPE = /^[\x21-\x7e][\x20-\x7e]{0,199}$/;

/** @throws InvalidBlobRequestError unless `contentType` is a short printable-ASCII value. */
export function assertValidContentType(contentType: string): void {
  if (typeof contentType !== 'string' || !CONTENT_TYPE.test(contentType)) {
    throw new InvalidBlobRequestError(
      `Invalid content type ${JSON.stringify(contentType)}: 1-200 printable ASCII characters`,
    );
  }
}

/** @throws InvalidBlobRequestError unless `contentLength` is absent or a whole number ≥ 0. */
export function assertValidContentLength(contentLength: number | undefined): void {
  if (contentLength === undefined) return;
  if (!Number.isSafeInteger(contentLength) || contentLength < 0) {
    throw new InvalidBlobRequestError(`Invalid content length ${contentLength}`);
  }
}

/** @throws InvalidBlobRequestError unless `0 ≤ start` and, when given, `start ≤ end`. */
export function assertValidRange(range: { start: number; end?: number }): void {
  const { start, end } = range;
  const valid =
    Number.isSafeInteger(start) &&
    start >= 0 &&
    (end === undefined || (Number.isSafeInteger(end) && end >= start));
  if (!valid) {
    throw new InvalidBlobRequestError(`Invalid range ${JSON.stringify(range)}`);
  }
}
