import {
  CreateBucketCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { Readable } from 'node:stream';
import { measureBody } from './blobBody.js';
import type { BlobGetResult, BlobInfo, BlobPutOptions, BlobStore } from './blobStore.js';
import {
  BlobRangeNotSatisfiableError,
  assertValidBlobKey,
  assertValidContentLength,
  assertValidContentType,
  assertValidRange,
} from './blobStore.js';

/** Where and how to reach an S3-compatible store (the server's `S3_*` settings). */
export interface S3BlobStoreSettings {
  /** Omit for AWS itself; e.g. `http://127.0.0.1:7480` for Ceph's gateway. */
  endpoint?: string | undefined;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `true` for most non-AWS stores: `endpoint/bucket/key` instead of `bucket.endpoint/key`. */
  forcePathStyle: boolean;
  /** Multipart part size in bytes (S3's minimum, 5 MiB, by default). */
  partSize?: number;
}

const MIN_PART_SIZE = 5 * 1024 * 1024;

/** Blobs as objects in one bucket of an S3-compatible store (AWS, Ceph radosgw, ...). */
export class S3BlobStore implements BlobStore {
  readonly kind = 's3';
  readonly bucket: string;
  readonly #client: S3Client;
  readonly #partSize: number;

  constructor(settings: S3BlobStoreSettings) {
    this.bucket = settings.bucket;
    this.#partSize = Math.max(settings.partSize ?? MIN_PART_SIZE, MIN_PART_SIZE);
    this.#client = new S3Client({
      endpoint: settings.endpoint,
      region: settings.region,
      forcePathStyle: settings.forcePathStyle,
      credentials: {
        accessKeyId: settings.accessKeyId,
        secretAccessKey: settings.secretAccessKey,
      },
      // Checksums only where S3 demands them: the SDK's default (CRC32 trailers on every
      // upload) is unknown to older S3-compatible stores such as Ceph 16's gateway.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(
    key: string,
    body: Readable | Buffer | Uint8Array,
    opts: BlobPutOptions,
  ): Promise<BlobInfo> {
    assertValidBlobKey(key);
    assertValidContentType(opts.contentType);
    assertValidContentLength(opts.contentLength);
    const measured = measureBody(body, opts.contentLength);
    // Upload sends one PutObject for bodies under a part and a multipart upload otherwise, so
    // streams of unknown length work. A failed multipart upload is aborted, never completed,
    // so the key keeps its previous object.
    const upload = new Upload({
      client: this.#client,
      params: {
        Bucket: this.bucket,
        Key: key,
        Body: measured.stream,
        ContentType: opts.contentType,
      },
      partSize: this.#partSize,
      queueSize: 4,
      leavePartsOnError: false,
    });
    const result = await upload.done();
    return {
      key,
      size: measured.bytesRead(),
      contentType: opts.contentType,
      // Ceph 16 answers a completed multipart upload with an empty ETag: leave it out then.
      ...(result.ETag ? { etag: result.ETag } : {}),
    };
  }

  async get(key: string, range?: { start: number; end?: number }): Promise<BlobGetResult | null> {
    assertValidBlobKey(key);
    if (range) assertValidRange(range);
    try {
      const response = await this.#client.send(
        new GetObjectCommand({
          Bucket: this.bucket,
          Key: key,
          ...(range ? { Range: `bytes=${range.start}-${range.end ?? ''}` } : {}),
        }),
      );
      if (!(response.Body instanceof Readable)) {
        throw new Error('S3 GetObject returned no Node.js stream');
      }
      const served = range ? parseContentRange(response.ContentRange) : undefined;
      const info: BlobInfo = {
        key,
        size: served?.size ?? response.ContentLength ?? 0,
        contentType: response.ContentType ?? 'application/octet-stream',
        ...(response.ETag ? { etag: response.ETag } : {}),
        ...(response.LastModified ? { lastModified: response.LastModified } : {}),
      };
      if (!range) return { info, body: response.Body };
      // A range over an empty object comes back whole (200, no Content-Range): HTTP says 416.
      if (!served) {
        response.Body.destroy();
        throw new BlobRangeNotSatisfiableError(key, info.size);
      }
      return { info, body: response.Body, range: { start: served.start, end: served.end } };
    } catch (error) {
      // Only a missing key is "absent"; a missing bucket (NoSuchBucket) is a real failure.
      if (error instanceof S3ServiceException && error.name === 'NoSuchKey') return null;
      if (hasStatus(error, 416)) {
        const info = await this.head(key);
        if (!info) return null;
        throw new BlobRangeNotSatisfiableError(key, info.size);
      }
      throw error;
    }
  }

  async head(key: string): Promise<BlobInfo | null> {
    assertValidBlobKey(key);
    try {
      const response = await this.#client.send(
        new HeadObjectCommand({ Bucket: this.bucket, Key: key }),
      );
      return {
        key,
        size: response.ContentLength ?? 0,
        contentType: response.ContentType ?? 'application/octet-stream',
        ...(response.ETag ? { etag: response.ETag } : {}),
        ...(response.LastModified ? { lastModified: response.LastModified } : {}),
      };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    assertValidBlobKey(key);
    // S3 answers 204 for an absent key too, so this is idempotent as it stands.
    await this.#client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async ping(): Promise<void> {
    await this.#client.send(new HeadBucketCommand({ Bucket: this.bucket }));
  }

  /** Creates the bucket unless it exists already (for first runs and tests). */
  async ensureBucket(): Promise<void> {
    try {
      await this.ping();
      return;
    } catch (error) {
      if (!isNotFound(error)) throw error;
    }
    try {
      await this.#client.send(new CreateBucketCommand({ Bucket: this.bucket }));
    } catch (error) {
      // Another instance may have created it in the meantime.
      if (!(error instanceof S3ServiceException && error.name === 'BucketAlreadyOwnedByYou')) {
        throw error;
      }
    }
  }

  async close(): Promise<void> {
    this.#client.destroy();
  }
}

/** Parses `Content-Range: bytes start-end/size`. */
function parseContentRange(
  header: string | undefined,
): { start: number; end: number; size: number } | undefined {
  const match = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(header ?? '');
  if (!match) return undefined;
  return { start: Number(match[1]), end: Number(match[2]), size: Number(match[3]) };
}

function hasStatus(error: unknown, status: number): boolean {
  return error instanceof S3ServiceException && error.$metadata.httpStatusCode === status;
}

// HEAD answers carry no body, so only the status tells: 404 for a missing key (or bucket).
function isNotFound(error: unknown): boolean {
  return hasStatus(error, 404);
}
