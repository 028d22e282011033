import { mkdtemp, readdir, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { blobStoreContract, failingStream, generatedStream, readAll } from './blobStoreContract.js';
import { FilesystemBlobStore } from './filesystemBlobStore.js';
import { createBlobStore } from './index.js';

const roots: string[] = [];

/** A fresh, empty root directory, removed after the test. */
async function newRoot(): Promise<string> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'motes-blobs-'));
  roots.push(root);
  return root;
}

/** Every file under `dir`, relative to it. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

describe('FilesystemBlobStore', () => {
  afterEach(async () => {
    for (const root of roots.splice(0)) await rm(root, { recursive: true, force: true });
  });

  describe('contract', () => {
    // One root for the whole contract suite: each of its tests uses keys of its own.
    let root: string;
    let store: FilesystemBlobStore;
    beforeAll(async () => {
      root = await mkdtemp(path.join(os.tmpdir(), 'motes-blobs-'));
      store = new FilesystemBlobStore(root);
    });
    afterAll(() => rm(root, { recursive: true, force: true }));

    blobStoreContract(() => store);
  });

  it('keeps the bytes verbatim after a one-line header, one file per key', async () => {
    const root = await newRoot();
    const store = new FilesystemBlobStore(root);
    await store.put('motes/m1/audio.webm', Buffer.from('OggS-bytes'), {
      contentType: 'audio/ogg',
    });
    expect(await filesUnder(root)).toEqual(['motes/m1/audio.webm@blob']);
    const file = await readFile(path.join(root, 'motes/m1/audio.webm@blob'), 'utf8');
    expect(file).toBe('MOTESBLOB1 {"contentType":"audio/ogg"}\nOggS-bytes');
  });

  it('leaves no file anywhere when the body fails mid-way', async () => {
    const root = await newRoot();
    const store = new FilesystemBlobStore(root);
    const body = failingStream(Buffer.alloc(200_000, 1));
    await expect(
      store.put('motes/m2/audio.webm', body, { contentType: 'audio/webm' }),
    ).rejects.toThrow('client went away');
    expect(await filesUnder(root)).toEqual([]);
  });

  it('never shows an upload in progress under its key', async () => {
    const store = new FilesystemBlobStore(await newRoot());
    let release!: () => void;
    const halfway = new Promise<void>((resolve) => (release = resolve));
    let reachedHalfway!: () => void;
    const reached = new Promise<void>((resolve) => (reachedHalfway = resolve));
    const source = generatedStream(1_000_000);
    const paused = Readable.from(
      (async function* () {
        let sent = 0;
        for await (const chunk of source) {
          yield chunk as Buffer;
          sent += (chunk as Buffer).length;
          if (sent >= 500_000 && sent - (chunk as Buffer).length < 500_000) {
            reachedHalfway();
            await halfway;
          }
        }
      })(),
    );
    const putting = store.put('slow.webm', paused, { contentType: 'audio/webm' });
    await reached;
    expect(await store.head('slow.webm')).toBeNull();
    release();
    await expect(putting).resolves.toMatchObject({ size: 1_000_000 });
    expect((await store.head('slow.webm'))?.size).toBe(1_000_000);
  });

  it('removes folders that a delete leaves empty, and only those', async () => {
    const root = await newRoot();
    const store = new FilesystemBlobStore(root);
    await store.put('motes/m3/a.webm', Buffer.from('a'), { contentType: 'audio/webm' });
    await store.put('motes/m4/b.webm', Buffer.from('b'), { contentType: 'audio/webm' });
    await store.delete('motes/m3/a.webm');
    expect((await readdir(path.join(root, 'motes'))).sort()).toEqual(['m4']);
    await store.delete('motes/m4/b.webm');
    expect((await readdir(root)).sort()).toEqual(['.incoming']);
  });

  it('clears uploads a crash left behind once they are a day old', async () => {
    const root = await newRoot();
    const store = await createBlobStore({ kind: 'filesystem', root });
    const incoming = path.join(root, '.incoming');
    await writeFile(path.join(incoming, 'crashed-long-ago'), 'partial');
    await writeFile(path.join(incoming, 'maybe-still-running'), 'partial');
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
    await utimes(path.join(incoming, 'crashed-long-ago'), twoDaysAgo, twoDaysAgo);

    expect(await (store as FilesystemBlobStore).removeStaleUploads()).toBe(1);
    expect(await readdir(incoming)).toEqual(['maybe-still-running']);
  });

  it('reports a damaged blob file clearly instead of serving garbage', async () => {
    const root = await newRoot();
    const store = new FilesystemBlobStore(root);
    await writeFile(path.join(root, 'damaged@blob'), 'no header here');
    await expect(store.get('damaged')).rejects.toThrow(/"damaged" has no valid header/);
  });

  it('pings only when its root can be written', async () => {
    const root = await newRoot();
    await expect(new FilesystemBlobStore(path.join(root, 'new', 'blobs')).ping()).resolves.toBe(
      undefined,
    );
    await writeFile(path.join(root, 'a-file'), '');
    await expect(
      new FilesystemBlobStore(path.join(root, 'a-file', 'blobs')).ping(),
    ).rejects.toThrow(/ENOTDIR/);
  });

  it('is what createBlobStore opens for a filesystem config, ready to use', async () => {
    const root = path.join(await newRoot(), 'data', 'blobs');
    const store = await createBlobStore({ kind: 'filesystem', root });
    expect(store.kind).toBe('filesystem');
    await store.put('k', Buffer.from('v'), { contentType: 'text/plain' });
    expect((await readAll((await store.get('k'))!.body)).toString()).toBe('v');
  });
});

describe('createBlobStore', () => {
  it('builds an S3 store without contacting it', async () => {
    const store = await createBlobStore({
      kind: 's3',
      endpoint: 'http://127.0.0.1:9',
      bucket: 'motes',
      region: 'us-east-1',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    });
    expect(store.kind).toBe('s3');
    await expect(store.ping()).rejects.toThrow();
    await store.close?.();
  });
});
