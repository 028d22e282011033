// Issue 6 item 2 "Nothing lost": the tus client against a real HTTP server on 127.0.0.1 that
// speaks tus 1.0.0 (testSupport/tusTestServer.ts). Dropped connections and lost answers are
// real: the server closes the socket.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { decodeUploadMetadata } from '@motes/shared';
import { ApiError, ApiNetworkError } from './apiError';
import { isAbortError } from './engineCall';
import { createMote, getMote, newIdempotencyKey } from './motes';
import { uploadResumable } from './resumableUpload';
import {
  createTusTestClient,
  startTusTestServer,
  type TusTestServer,
} from './testSupport/tusTestServer';
import { createUpload, deleteUpload, getUploadStatus, uploadIdFromLocation } from './uploads';

let server: TusTestServer;
beforeEach(async () => {
  server = await startTusTestServer();
});
afterEach(() => server.close());

/** 3,500 bytes that differ from place to place, so a byte in the wrong spot shows. */
const bytes = Buffer.from(Array.from({ length: 3500 }, (_, index) => (index * 7) % 251));
const file = () => new Blob([bytes], { type: 'audio/webm;codecs=opus' });
const fast = { chunkBytes: 1000, retryDelaysMs: [10, 10, 10] };
const describeRequests = () =>
  server.requests.map((request) =>
    [request.method, request.path, request.headers['upload-offset']].filter(Boolean).join(' '),
  );

describe('uploadResumable (tus 1.0.0 under f/uploads)', () => {
  it('creates the upload and sends the bytes in pieces, in order', async () => {
    const client = createTusTestClient(server);
    const progress: number[] = [];
    const created = vi.fn();

    const { uploadId } = await uploadResumable(client, {
      file: file(),
      filetype: 'audio/webm;codecs=opus',
      filename: 'recording.webm',
      onUploadCreated: created,
      onProgress: ({ sentBytes, totalBytes }) => {
        expect(totalBytes).toBe(3500);
        progress.push(sentBytes);
      },
      ...fast,
    });

    expect(created).toHaveBeenCalledWith(uploadId);
    expect(server.uploads.get(uploadId)?.bytes.equals(bytes)).toBe(true);
    expect(describeRequests()).toEqual([
      'POST f/uploads',
      `PATCH f/uploads/${uploadId} 0`,
      `PATCH f/uploads/${uploadId} 1000`,
      `PATCH f/uploads/${uploadId} 2000`,
      `PATCH f/uploads/${uploadId} 3000`,
    ]);
    expect(progress).toEqual([0, 1000, 2000, 3000, 3500]);
    const [creation] = server.requests;
    expect(creation!.headers['tus-resumable']).toBe('1.0.0');
    expect(creation!.headers['upload-length']).toBe('3500');
    expect(decodeUploadMetadata(creation!.headers['upload-metadata'] as string)).toEqual({
      filetype: 'audio/webm;codecs=opus',
      filename: 'recording.webm',
    });
    expect(server.requests[1]!.headers['content-type']).toBe('application/offset+octet-stream');
  });

  it('resumes an upload a previous page started from where the server stands', async () => {
    server.addUpload('upload-from-last-time-0001', 3500, bytes.subarray(0, 1500));

    const { uploadId } = await uploadResumable(createTusTestClient(server), {
      file: file(),
      filetype: 'audio/webm',
      filename: 'recording.webm',
      uploadId: 'upload-from-last-time-0001',
      ...fast,
    });

    expect(uploadId).toBe('upload-from-last-time-0001');
    expect(describeRequests()).toEqual([
      'HEAD f/uploads/upload-from-last-time-0001',
      'PATCH f/uploads/upload-from-last-time-0001 1500',
      'PATCH f/uploads/upload-from-last-time-0001 2500',
    ]);
    expect(server.uploads.get(uploadId)?.bytes.equals(bytes)).toBe(true);
  });

  it('after a dropped connection waits, asks where to go on from, and finishes', async () => {
    server.setFault((request, index) => (index === 2 ? { kind: 'drop' } : undefined));
    const retries = vi.fn();

    const { uploadId } = await uploadResumable(createTusTestClient(server), {
      file: file(),
      filetype: 'audio/webm',
      filename: 'recording.webm',
      onRetry: retries,
      ...fast,
    });

    expect(retries).toHaveBeenCalledTimes(1);
    expect(retries.mock.calls[0]![0]).toMatchObject({ attempt: 1, waitMs: 10 });
    expect(retries.mock.calls[0]![0].error).toBeInstanceOf(ApiNetworkError);
    expect(describeRequests()).toEqual([
      'POST f/uploads',
      `PATCH f/uploads/${uploadId} 0`,
      `PATCH f/uploads/${uploadId} 1000`,
      `HEAD f/uploads/${uploadId}`,
      `PATCH f/uploads/${uploadId} 1000`,
      `PATCH f/uploads/${uploadId} 2000`,
      `PATCH f/uploads/${uploadId} 3000`,
    ]);
    expect(server.uploads.get(uploadId)?.bytes.equals(bytes)).toBe(true);
  });

  it("waits with the caller's wait, which may end early (a browser back online)", async () => {
    server.setFault((request, index) => (index === 1 ? { kind: 'drop' } : undefined));
    const waits: number[] = [];
    await uploadResumable(createTusTestClient(server), {
      file: file(),
      filetype: 'audio/webm',
      filename: 'recording.webm',
      chunkBytes: 1000,
      retryDelaysMs: [60_000],
      wait: async (ms) => void waits.push(ms),
    });
    expect(waits).toEqual([60_000]);
  });

  // The bytes arrived but the answer did not: sending them again would duplicate them.
  it('does not send bytes twice when only the answer was lost', async () => {
    server.setFault((request, index) => (index === 2 ? { kind: 'lose-answer' } : undefined));

    const { uploadId } = await uploadResumable(createTusTestClient(server), {
      file: file(),
      filetype: 'audio/webm',
      filename: 'recording.webm',
      ...fast,
    });

    expect(describeRequests().slice(2)).toEqual([
      `PATCH f/uploads/${uploadId} 1000`,
      `HEAD f/uploads/${uploadId}`,
      `PATCH f/uploads/${uploadId} 2000`,
      `PATCH f/uploads/${uploadId} 3000`,
    ]);
    expect(server.uploads.get(uploadId)?.bytes.equals(bytes)).toBe(true);
  });

  it('retries a server that is briefly unavailable (503)', async () => {
    server.setFault((request, index) =>
      index === 1 || index === 2 ? { kind: 'status', status: 503 } : undefined,
    );
    const { uploadId } = await uploadResumable(createTusTestClient(server), {
      file: file(),
      filetype: 'audio/webm',
      filename: 'recording.webm',
      ...fast,
    });
    expect(server.uploads.get(uploadId)?.bytes.equals(bytes)).toBe(true);
  });

  it('asks for the offset and goes on when the server stands elsewhere (409)', async () => {
    server.addUpload('upload-elsewhere-000000001', 3500, bytes.subarray(0, 2000));
    // A stale first answer (say, from a cache) puts the client at 1000; the server holds 2000.
    server.setFault((request, index) =>
      index === 0
        ? {
            kind: 'answer',
            status: 200,
            headers: { 'upload-offset': '1000', 'upload-length': '3500' },
          }
        : undefined,
    );

    const { uploadId } = await uploadResumable(createTusTestClient(server), {
      file: file(),
      filetype: 'audio/webm',
      filename: 'recording.webm',
      uploadId: 'upload-elsewhere-000000001',
      ...fast,
    });

    expect(describeRequests()).toEqual([
      `HEAD f/uploads/${uploadId}`,
      `PATCH f/uploads/${uploadId} 1000`,
      `HEAD f/uploads/${uploadId}`,
      `PATCH f/uploads/${uploadId} 2000`,
      `PATCH f/uploads/${uploadId} 3000`,
    ]);
    expect(server.uploads.get(uploadId)?.bytes.equals(bytes)).toBe(true);
  });

  it('starts a fresh upload when the server no longer knows the old one', async () => {
    const created = vi.fn();
    const { uploadId } = await uploadResumable(createTusTestClient(server), {
      file: file(),
      filetype: 'audio/webm',
      filename: 'recording.webm',
      uploadId: 'upload-swept-long-ago-0001',
      onUploadCreated: created,
      ...fast,
    });
    expect(uploadId).not.toBe('upload-swept-long-ago-0001');
    expect(created).toHaveBeenCalledWith(uploadId);
    expect(describeRequests()[0]).toBe('HEAD f/uploads/upload-swept-long-ago-0001');
    expect(server.uploads.get(uploadId)?.bytes.equals(bytes)).toBe(true);
  });

  it('gives up with the last error once the retries run out', async () => {
    server.setFault((request) => (request.method === 'PATCH' ? { kind: 'drop' } : undefined));
    const failure = await uploadResumable(createTusTestClient(server), {
      file: file(),
      filetype: 'audio/webm',
      filename: 'recording.webm',
      ...fast,
    }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiNetworkError);
    // The first try and three retries, each retry after a HEAD.
    expect(server.requests.filter((request) => request.method === 'PATCH')).toHaveLength(4);
  });

  it('fails at once on an answer that asking again cannot change', async () => {
    server.setFault((request) =>
      request.method === 'POST' ? { kind: 'status', status: 413 } : undefined,
    );
    const failure = await uploadResumable(createTusTestClient(server), {
      file: file(),
      filetype: 'audio/webm',
      filename: 'recording.webm',
      ...fast,
    }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(413);
    expect(server.requests).toHaveLength(1);
  });

  it('stops at once when aborted, also while waiting to retry', async () => {
    const controller = new AbortController();
    server.setFault((request) => {
      if (request.method !== 'PATCH') return undefined;
      setTimeout(() => controller.abort(), 20);
      return { kind: 'drop' };
    });
    const failure = await uploadResumable(createTusTestClient(server), {
      file: file(),
      filetype: 'audio/webm',
      filename: 'recording.webm',
      chunkBytes: 1000,
      retryDelaysMs: [10_000],
      signal: controller.signal,
    }).catch((error: unknown) => error);
    expect(isAbortError(failure)).toBe(true);
    expect(describeRequests()).toHaveLength(2);
  });
});

describe('the single tus calls', () => {
  it('create, status and delete an upload', async () => {
    const client = createTusTestClient(server);
    const { uploadId } = await createUpload(client, {
      size: 10,
      filetype: 'audio/mp4',
      filename: 'recording.m4a',
    });
    expect(await getUploadStatus(client, uploadId)).toEqual({ offset: 0, length: 10 });
    await deleteUpload(client, uploadId);
    expect(server.uploads.has(uploadId)).toBe(false);
    const gone = await getUploadStatus(client, uploadId).catch((error: unknown) => error);
    expect(gone).toMatchObject({ status: 404 });
  });

  it('reads the upload id from absolute and relative locations', () => {
    expect(uploadIdFromLocation('/api/f/uploads/abc_DEF-123')).toBe('abc_DEF-123');
    expect(uploadIdFromLocation('https://motes.test/api/v1/f/uploads/abc')).toBe('abc');
    expect(() => uploadIdFromLocation(null)).toThrow(/without its address/);
    expect(() => uploadIdFromLocation('/api/m/motes/abc')).toThrow(/without its address/);
  });
});

describe('createMote (POST m/motes with an idempotency key)', () => {
  async function finishedUpload() {
    return uploadResumable(createTusTestClient(server), {
      file: file(),
      filetype: 'audio/webm',
      filename: 'recording.webm',
    });
  }

  it('makes the mote from the finished upload, sending the key', async () => {
    const { uploadId } = await finishedUpload();
    const key = newIdempotencyKey();
    const mote = await createMote(
      createTusTestClient(server),
      { kind: 'recording', uploadId },
      { idempotencyKey: key },
    );
    expect(mote.kind).toBe('recording');
    const request = server.requests.at(-1)!;
    expect(request.headers['idempotency-key']).toBe(key);
    expect(JSON.parse(request.body.toString('utf8'))).toEqual({ kind: 'recording', uploadId });
  });

  // §7: m/ retries timeouts and dropped connections; the key makes that safe.
  it('retries a lost answer with the same key and gets the one mote', async () => {
    const { uploadId } = await finishedUpload();
    const before = server.requests.length;
    server.setFault((request, index) =>
      request.path === 'm/motes' && index === before ? { kind: 'lose-answer' } : undefined,
    );
    const mote = await createMote(
      createTusTestClient(server),
      { kind: 'recording', uploadId },
      { idempotencyKey: 'key-for-one-mote-0001' },
    );
    const creates = server.requests.filter((request) => request.path === 'm/motes');
    expect(creates).toHaveLength(2);
    expect(creates.map((request) => request.headers['idempotency-key'])).toEqual([
      'key-for-one-mote-0001',
      'key-for-one-mote-0001',
    ]);
    expect(server.motes.size).toBe(1);
    expect(server.motes.get('key-for-one-mote-0001')).toEqual(mote);
  });

  it('makes fresh keys of 32 hex characters', () => {
    const keys = new Set(Array.from({ length: 50 }, newIdempotencyKey));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(/^[0-9a-f]{32}$/);
  });

  it('reads one mote', async () => {
    const missing = await getMote(createTusTestClient(server), 'abcdefghijklmnopqrstuv').catch(
      (error: unknown) => error,
    );
    expect(missing).toMatchObject({ status: 404 });
  });
});
