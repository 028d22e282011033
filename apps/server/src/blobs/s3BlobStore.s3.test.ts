// Runs against a real S3 (Ceph's radosgw started by test/s3GlobalSetup.ts, or S3_TEST_ENDPOINT):
// signatures, multipart and error codes are the server's, not a fake's.
import {
  DeleteBucketCommand,
  DeleteObjectCommand,
  ListMultipartUploadsCommand,
  ListObjectsV2Command,
  S3Client,
} from '@aws-sdk/client-s3';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { S3TestTarget } from '../../test/ceph/s3TestTarget.js';
import {
  blobStoreContract,
  failingStream,
  generatedSha256,
  generatedStream,
  readAll,
} from './blobStoreContract.js';
import { createBlobStore } from './index.js';
import { S3BlobStore } from './s3BlobStore.js';

const MiB = 1024 * 1024;
const target: S3TestTarget = inject('s3TestTarget');
const buckets: string[] = [];

/** A bucket name no other test (or run) uses; removed with its objects after the suite. */
function newBucketName(): string {
  const name = `motes-test-${randomUUID().slice(0, 13)}`;
  buckets.push(name);
  return name;
}

function storeFor(bucket: string, overrides: Partial<S3TestTarget> = {}): S3BlobStore {
  return new S3BlobStore({ ...target, ...overrides, bucket });
}

// A plain client for what the store deliberately does not offer (listing, bucket removal).
const admin = new S3Client({
  endpoint: target.endpoint,
  region: target.region,
  forcePathStyle: target.forcePathStyle,
  credentials: { accessKeyId: target.accessKeyId, secretAccessKey: target.secretAccessKey },
  requestChecksumCalculation: 'WHEN_REQUIRED',
  responseChecksumValidation: 'WHEN_REQUIRED',
});

async function removeBucket(bucket: string): Promise<void> {
  const listed = await admin
    .send(new ListObjectsV2Command({ Bucket: bucket }))
    .catch(() => undefined);
  if (!listed) return; // never created
  for (const object of listed.Contents ?? []) {
    await admin.send(new DeleteObjectCommand({ Bucket: bucket, Key: object.Key }));
  }
  await admin.send(new DeleteBucketCommand({ Bucket: bucket }));
}

afterAll(async () => {
  for (const bucket of buckets) await removeBucket(bucket);
  admin.destroy();
});

describe('S3BlobStore', () => {
  const bucket = newBucketName();
  const store = storeFor(bucket);
  beforeAll(() => store.ensureBucket());
  afterAll(() => store.close());

  describe('contract', () => {
    blobStoreContract(() => store);
  });

  it('creates its bucket once, and pings only when the bucket exists', async () => {
    const fresh = storeFor(newBucketName());
    await expect(fresh.ping()).rejects.toMatchObject({ $metadata: { httpStatusCode: 404 } });
    await fresh.ensureBucket();
    await fresh.ensureBucket();
    await expect(fresh.ping()).resolves.toBeUndefined();
    await fresh.close();
  });

  it('uploads 12 MiB of unknown length in parts and reads any range of it back', async () => {
    const size = 12 * MiB;
    const key = `multipart/${randomUUID()}.webm`;
    const info = await store.put(key, generatedStream(size), { contentType: 'audio/webm' });
    expect(info.size).toBe(size);
    // S3 tags a multipart object's ETag with its part count: 12 MiB in 5 MiB parts is 3.
    expect((await store.head(key))?.etag).toMatch(/-3"$/);

    const got = await store.get(key);
    expect(got?.info).toMatchObject({ size, contentType: 'audio/webm' });
    const bytes = await readAll(got!.body);
    const { createHash } = await import('node:crypto');
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(generatedSha256(size));

    // A range across the first part boundary.
    const across = await store.get(key, { start: 5 * MiB - 10, end: 5 * MiB + 9 });
    expect(across?.range).toEqual({ start: 5 * MiB - 10, end: 5 * MiB + 9 });
    expect(await readAll(across!.body)).toEqual(bytes.subarray(5 * MiB - 10, 5 * MiB + 10));
  });

  it('aborts a multipart upload whose body fails, leaving no parts behind', async () => {
    const key = `multipart/${randomUUID()}-cut.webm`;
    const body = failingStream(Buffer.alloc(11 * MiB, 3));
    await expect(store.put(key, body, { contentType: 'audio/webm' })).rejects.toThrow(
      'client went away',
    );
    expect(await store.head(key)).toBeNull();
    const pending = await admin.send(new ListMultipartUploadsCommand({ Bucket: bucket }));
    expect(pending.Uploads ?? []).toEqual([]);
  });

  it('is refused by the server when the secret is wrong (403 SignatureDoesNotMatch)', async () => {
    const key = `auth/${randomUUID()}`;
    await store.put(key, Buffer.from('secret audio'), { contentType: 'audio/webm' });
    const impostor = storeFor(bucket, { secretAccessKey: `${target.secretAccessKey}x` });

    const refused = { name: 'SignatureDoesNotMatch', $metadata: { httpStatusCode: 403 } };
    await expect(
      impostor.put(`auth/${randomUUID()}`, Buffer.from('x'), { contentType: 'text/plain' }),
    ).rejects.toMatchObject(refused);
    await expect(impostor.get(key)).rejects.toMatchObject(refused);
    await expect(impostor.head(key)).rejects.toMatchObject({ $metadata: { httpStatusCode: 403 } });
    await expect(impostor.ping()).rejects.toMatchObject({ $metadata: { httpStatusCode: 403 } });
    await expect(impostor.delete(key)).rejects.toMatchObject(refused);
    expect((await readAll((await store.get(key))!.body)).toString()).toBe('secret audio');
    await impostor.close();
  });

  it('fails get on a missing bucket instead of answering "absent"', async () => {
    const nowhere = storeFor(`motes-test-missing-${randomUUID().slice(0, 8)}`);
    await expect(nowhere.get('k')).rejects.toMatchObject({ name: 'NoSuchBucket' });
    await nowhere.close();
  });

  it('is what createBlobStore opens for an s3 config', async () => {
    const opened = await createBlobStore({ kind: 's3', ...target, bucket });
    expect(opened.kind).toBe('s3');
    await expect(opened.ping()).resolves.toBeUndefined();
    await opened.close?.();
  });
});
