// Test-only: the behaviour every BlobStore must show, run by each store's own test file
// (filesystemBlobStore.test.ts, s3BlobStore.s3.test.ts) so both stores stay interchangeable.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { expect, it } from 'vitest';
import type { BlobStore } from './blobStore.js';
import {
  BlobRangeNotSatisfiableError,
  InvalidBlobKeyError,
  InvalidBlobRequestError,
} from './blobStore.js';

/** Reads a stream to its end. */
export async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/** A stream of `total` pseudo-random bytes in 64 KiB chunks, of unknown length to its reader. */
export function generatedStream(total: number, seed = 'motes'): Readable {
  return Readable.from(
    (function* () {
      for (let offset = 0; offset < total; offset += 65_536) {
        yield pseudoRandomChunk(seed, offset, Math.min(65_536, total - offset));
      }
    })(),
  );
}

/** The sha256 of what {@link generatedStream} yields, computed without a stream. */
export function generatedSha256(total: number, seed = 'motes'): string {
  const hash = createHash('sha256');
  for (let offset = 0; offset < total; offset += 65_536) {
    hash.update(pseudoRandomChunk(seed, offset, Math.min(65_536, total - offset)));
  }
  return hash.digest('hex');
}

/** A stream that yields `prefix` and then fails, like an upload cut off mid-way. */
export function failingStream(prefix: Buffer): Readable {
  return Readable.from(
    (async function* () {
      yield prefix;
      await new Promise((resolve) => setTimeout(resolve, 10));
      throw new Error('client went away');
    })(),
  );
}

function pseudoRandomChunk(seed: string, offset: number, length: number): Buffer {
  const block = createHash('sha256').update(`${seed}:${offset}`).digest();
  return Buffer.alloc(length, block);
}

async function sha256(stream: Readable): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of stream) hash.update(chunk as Uint8Array);
  return hash.digest('hex');
}

/**
 * Registers the shared BlobStore tests in the current `describe`. Every test writes under its
 * own random prefix, so one store (one bucket) can serve all of them.
 */
export function blobStoreContract(getStore: () => BlobStore): void {
  const newKey = (name: string) => `contract/${randomUUID()}/${name}`;
  const text = (value: string) => Buffer.from(value, 'utf8');

  it('stores a blob and reads it back with its content type and size', async () => {
    const store = getStore();
    const key = newKey('hello.txt');
    const info = await store.put(key, text('hello, motes'), { contentType: 'text/plain' });
    expect(info).toMatchObject({ key, size: 12, contentType: 'text/plain' });

    const got = await store.get(key);
    expect(got?.info).toMatchObject({ key, size: 12, contentType: 'text/plain' });
    expect(got?.range).toBeUndefined();
    expect((await readAll(got!.body)).toString()).toBe('hello, motes');
  });

  it('accepts a Buffer, a Uint8Array and a stream as the body', async () => {
    const store = getStore();
    const bodies = {
      buffer: Buffer.from([1, 2, 3]),
      uint8: new Uint8Array([4, 5, 6]).subarray(1),
      stream: Readable.from([Buffer.from([7]), Buffer.from([8, 9])]),
    };
    for (const [name, body] of Object.entries(bodies)) {
      const key = newKey(name);
      await store.put(key, body, { contentType: 'application/octet-stream' });
      const got = await store.get(key);
      expect([...(await readAll(got!.body))], name).toEqual(
        { buffer: [1, 2, 3], uint8: [5, 6], stream: [7, 8, 9] }[name],
      );
    }
  });

  it('heads a blob without reading it, and answers null for absent keys', async () => {
    const store = getStore();
    const key = newKey('voice.webm');
    await store.put(key, Buffer.alloc(1000, 7), { contentType: 'audio/webm' });
    const info = await store.head(key);
    expect(info).toMatchObject({ key, size: 1000, contentType: 'audio/webm' });
    expect(info?.etag).toEqual(expect.any(String));
    expect(info?.lastModified).toBeInstanceOf(Date);

    expect(await store.head(newKey('absent'))).toBeNull();
    expect(await store.get(newKey('absent'))).toBeNull();
    expect(await store.get(newKey('absent'), { start: 0 })).toBeNull();
  });

  it('serves inclusive byte ranges like HTTP', async () => {
    const store = getStore();
    const key = newKey('digits');
    await store.put(key, text('0123456789'), { contentType: 'text/plain' });

    const middle = await store.get(key, { start: 2, end: 5 });
    expect(middle?.range).toEqual({ start: 2, end: 5 });
    expect(middle?.info.size).toBe(10);
    expect((await readAll(middle!.body)).toString()).toBe('2345');

    const tail = await store.get(key, { start: 7 });
    expect(tail?.range).toEqual({ start: 7, end: 9 });
    expect((await readAll(tail!.body)).toString()).toBe('789');

    const clamped = await store.get(key, { start: 8, end: 1000 });
    expect(clamped?.range).toEqual({ start: 8, end: 9 });
    expect((await readAll(clamped!.body)).toString()).toBe('89');

    const single = await store.get(key, { start: 0, end: 0 });
    expect((await readAll(single!.body)).toString()).toBe('0');
  });

  it('rejects ranges that start past the end (416) or are malformed', async () => {
    const store = getStore();
    const key = newKey('short');
    await store.put(key, text('abc'), { contentType: 'text/plain' });
    await expect(store.get(key, { start: 3 })).rejects.toMatchObject({
      name: BlobRangeNotSatisfiableError.name,
      size: 3,
    });
    await expect(store.get(key, { start: 2, end: 1 })).rejects.toThrow(InvalidBlobRequestError);
    await expect(store.get(key, { start: -1 })).rejects.toThrow(InvalidBlobRequestError);
    await expect(store.get(key, { start: 0.5 })).rejects.toThrow(InvalidBlobRequestError);
  });

  it('stores an empty blob', async () => {
    const store = getStore();
    const key = newKey('empty');
    const info = await store.put(key, Buffer.alloc(0), { contentType: 'text/plain' });
    expect(info.size).toBe(0);
    const got = await store.get(key);
    expect(got?.info.size).toBe(0);
    expect((await readAll(got!.body)).length).toBe(0);
    await expect(store.get(key, { start: 0 })).rejects.toThrow(BlobRangeNotSatisfiableError);
  });

  it('replaces a blob on a second put, content type included', async () => {
    const store = getStore();
    const key = newKey('replaced');
    const first = await store.put(key, text('first'), { contentType: 'text/plain' });
    const second = await store.put(key, text('second!'), { contentType: 'audio/ogg' });
    expect(second.etag).not.toBe(first.etag);
    const got = await store.get(key);
    expect(got?.info).toMatchObject({ size: 7, contentType: 'audio/ogg' });
    expect((await readAll(got!.body)).toString()).toBe('second!');
  });

  it('keeps a key and its "folder" apart, as S3 does', async () => {
    const store = getStore();
    const folder = newKey('a');
    await store.put(folder, text('parent'), { contentType: 'text/plain' });
    await store.put(`${folder}/b`, text('child'), { contentType: 'text/plain' });
    expect((await readAll((await store.get(folder))!.body)).toString()).toBe('parent');
    expect((await readAll((await store.get(`${folder}/b`))!.body)).toString()).toBe('child');
    await store.delete(`${folder}/b`);
    expect(await store.head(folder)).not.toBeNull();
  });

  it('deletes idempotently', async () => {
    const store = getStore();
    const key = newKey('doomed');
    await store.put(key, text('bye'), { contentType: 'text/plain' });
    await store.delete(key);
    expect(await store.head(key)).toBeNull();
    expect(await store.get(key)).toBeNull();
    await expect(store.delete(key)).resolves.toBeUndefined();
    await expect(store.delete(newKey('never-existed'))).resolves.toBeUndefined();
  });

  it('rejects bad keys with a clear error, before touching storage', async () => {
    const store = getStore();
    const badKeys = [
      '',
      '/abs',
      'a/../b',
      '..',
      'a/./b',
      'a//b',
      'a/',
      'sp ace',
      'é',
      'a\\b',
      'a/.hidden',
      'x'.repeat(513),
      'semi;colon',
      'at@sign',
    ];
    for (const key of badKeys) {
      await expect(store.put(key, text('x'), { contentType: 'text/plain' }), key).rejects.toThrow(
        InvalidBlobKeyError,
      );
      await expect(store.get(key), key).rejects.toThrow(InvalidBlobKeyError);
      await expect(store.head(key), key).rejects.toThrow(InvalidBlobKeyError);
      await expect(store.delete(key), key).rejects.toThrow(InvalidBlobKeyError);
    }
    await expect(store.get('../etc/passwd')).rejects.toThrow(/Invalid blob key "..\/etc\/passwd"/);
  });

  it('rejects a bad content type or content length', async () => {
    const store = getStore();
    const key = newKey('typed');
    for (const contentType of ['', 'text/plain\nX-Evil: 1', 'x'.repeat(201)]) {
      await expect(store.put(key, text('x'), { contentType })).rejects.toThrow(
        InvalidBlobRequestError,
      );
    }
    await expect(
      store.put(key, text('x'), { contentType: 'text/plain', contentLength: -1 }),
    ).rejects.toThrow(InvalidBlobRequestError);
    expect(await store.head(key)).toBeNull();
  });

  it('streams a few MB of unknown length', async () => {
    const store = getStore();
    const key = newKey('big.webm');
    const size = 3 * 1024 * 1024 + 123;
    const info = await store.put(key, generatedStream(size), { contentType: 'audio/webm' });
    expect(info.size).toBe(size);
    const got = await store.get(key);
    expect(got?.info.size).toBe(size);
    expect(await sha256(got!.body)).toBe(generatedSha256(size));

    const ranged = await store.get(key, { start: 1_000_000, end: 2_999_999 });
    const bytes = await readAll(ranged!.body);
    expect(bytes.length).toBe(2_000_000);
  });

  // Issue 14 item 4: a finished upload is joined by streaming its part blobs, one after the
  // other, into the joined blob (services/uploadStore.ts): reads and a write of the same store
  // at once, never the whole in memory.
  it('writes a blob streamed from other blobs of the same store, and fails on a missing one', async () => {
    const store = getStore();
    // The middle part is larger than an S3 multipart part (5 MiB).
    const sizes = [1_500_000, 6 * 1024 * 1024 + 7, 100_000];
    const parts = sizes.map((_, index) => newKey(`part-${index}`));
    for (const [index, key] of parts.entries()) {
      await store.put(key, generatedStream(sizes[index]!, `part${index}`), {
        contentType: 'application/octet-stream',
      });
    }
    const partsInOrder = async function* (keys: string[]) {
      for (const key of keys) {
        const found = await store.get(key);
        if (!found) throw new Error(`missing ${key}`);
        yield* found.body as AsyncIterable<Buffer>;
      }
    };
    const total = sizes.reduce((sum, size) => sum + size, 0);
    const joinedKey = newKey('joined');
    const info = await store.put(joinedKey, Readable.from(partsInOrder(parts)), {
      contentType: 'audio/wav',
      contentLength: total,
    });
    expect(info.size).toBe(total);
    const expected = createHash('sha256');
    for (const [index, size] of sizes.entries()) {
      expected.update(await readAll(generatedStream(size, `part${index}`)));
    }
    expect(await sha256((await store.get(joinedKey))!.body)).toBe(expected.digest('hex'));

    const brokenKey = newKey('broken-join');
    await expect(
      store.put(brokenKey, Readable.from(partsInOrder([parts[0]!, newKey('absent')])), {
        contentType: 'audio/wav',
      }),
    ).rejects.toThrow('missing');
    expect(await store.head(brokenKey)).toBeNull();
  });

  it('hands out a large blob as a stream of small chunks', async () => {
    const store = getStore();
    const key = newKey('chunked');
    const size = 12 * 1024 * 1024;
    await store.put(key, generatedStream(size), { contentType: 'audio/wav' });
    let largest = 0;
    let count = 0;
    let bytes = 0;
    for await (const chunk of (await store.get(key))!.body as AsyncIterable<Buffer>) {
      largest = Math.max(largest, chunk.length);
      count += 1;
      bytes += chunk.length;
    }
    expect(bytes).toBe(size);
    expect(count).toBeGreaterThan(10);
    expect(largest).toBeLessThanOrEqual(1024 * 1024);
  });

  it('accepts a body of exactly contentLength and refuses any other length', async () => {
    const store = getStore();
    const key = newKey('measured');
    await store.put(key, text('12345'), { contentType: 'text/plain', contentLength: 5 });
    const tooShort = store.put(key, generatedStream(4), {
      contentType: 'text/plain',
      contentLength: 5,
    });
    await expect(tooShort).rejects.toThrow(InvalidBlobRequestError);
    const tooLong = store.put(key, text('123456'), { contentType: 'text/plain', contentLength: 5 });
    await expect(tooLong).rejects.toThrow(InvalidBlobRequestError);
    expect((await readAll((await store.get(key))!.body)).toString()).toBe('12345');
  });

  it('stores nothing when the body stream fails mid-way', async () => {
    const store = getStore();
    const key = newKey('cut-off');
    await expect(
      store.put(key, failingStream(randomBytes(100_000)), { contentType: 'audio/webm' }),
    ).rejects.toThrow('client went away');
    expect(await store.head(key)).toBeNull();
  });

  it('keeps the previous blob when a replacing upload fails', async () => {
    const store = getStore();
    const key = newKey('survivor');
    await store.put(key, text('original'), { contentType: 'text/plain' });
    await expect(
      store.put(key, failingStream(randomBytes(50_000)), { contentType: 'audio/webm' }),
    ).rejects.toThrow('client went away');
    const got = await store.get(key);
    expect(got?.info).toMatchObject({ size: 8, contentType: 'text/plain' });
    expect((await readAll(got!.body)).toString()).toBe('original');
  });

  it('answers ping when reachable', async () => {
    await expect(getStore().ping()).resolves.toBeUndefined();
  });
}
