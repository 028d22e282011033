// Issue 6 item 2 "Nothing lost": the IndexedDB store of recordings. jsdom has no IndexedDB,
// so these tests run on `fake-indexeddb`, an in-memory implementation of the same API (the
// one browser part faked here); the real browser's IndexedDB is exercised by
// e2e/web/recorder.spec.ts, which reloads the page mid-upload.
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openRecordingStore, type NewRecording, type RecordingStore } from './recordingStore';

let factory: IDBFactory;
let store: RecordingStore;
beforeEach(async () => {
  factory = new IDBFactory();
  store = await openRecordingStore(factory);
});
afterEach(() => store.close());

const recording = (id: string): NewRecording => ({
  id,
  ownerId: 'anonymous:from_website:0000',
  mimeType: 'audio/webm;codecs=opus',
  idempotencyKey: `key-${id}-000000`,
});

function readText(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.readAsText(blob);
  });
}

describe('the recordings store (IndexedDB)', () => {
  it('keeps the pieces of a recording in order and hands the audio back whole', async () => {
    await store.create(recording('r1'));
    // Not awaited one by one: the store keeps the order the pieces were handed over in.
    await Promise.all([
      store.append('r1', new Blob(['first ']), 1000),
      store.append('r1', new Blob(['a much longer second piece ']), 2000),
      store.append('r1', new Blob(['third']), 3000),
    ]);

    const audio = await store.audio('r1');
    expect(audio.type).toBe('audio/webm;codecs=opus');
    expect(await readText(audio)).toBe('first a much longer second piece third');
    expect(await store.get('r1')).toMatchObject({
      phase: 'recording',
      chunkCount: 3,
      sizeBytes: 38,
      durationMs: 3000,
    });
  });

  it('lists kept recordings newest first, with what an upload needs to go on', async () => {
    await store.create(recording('older'));
    await new Promise((resolve) => setTimeout(resolve, 5));
    await store.create(recording('newer'));
    await store.update('older', { phase: 'stopped', uploadId: 'upload-1' });

    const listed = await store.list();
    expect(listed.map((entry) => entry.id)).toEqual(['newer', 'older']);
    expect(listed[1]).toMatchObject({
      phase: 'stopped',
      uploadId: 'upload-1',
      idempotencyKey: 'key-older-000000',
      ownerId: 'anonymous:from_website:0000',
    });
  });

  it('deletes a recording with all its audio and leaves the others alone', async () => {
    await store.create(recording('gone'));
    await store.create(recording('kept'));
    await store.append('gone', new Blob(['gone audio']));
    await store.append('kept', new Blob(['kept audio']));

    await store.delete('gone');

    expect((await store.list()).map((entry) => entry.id)).toEqual(['kept']);
    expect(await readText(await store.audio('kept'))).toBe('kept audio');
    await expect(store.audio('gone')).rejects.toThrow(/No kept recording/);
  });

  // A reload or a crash: the next page opens the same database and finds everything.
  it('still has everything after the page that wrote it is gone', async () => {
    await store.create(recording('survivor'));
    await store.append('survivor', new Blob(['before the crash']), 4200);
    store.close();

    store = await openRecordingStore(factory);
    expect(await store.list()).toEqual([
      expect.objectContaining({ id: 'survivor', durationMs: 4200, phase: 'recording' }),
    ]);
    expect(await readText(await store.audio('survivor'))).toBe('before the crash');
  });

  it('refuses pieces for a recording it does not keep, and stays usable', async () => {
    await expect(store.append('nobody', new Blob(['x']))).rejects.toThrow(/No kept recording/);
    await expect(store.update('nobody', { phase: 'stopped' })).rejects.toThrow(/No kept recording/);
    await store.create(recording('after'));
    await store.append('after', new Blob(['fine']));
    expect(await readText(await store.audio('after'))).toBe('fine');
  });

  it('says so when the browser has no IndexedDB', async () => {
    await expect(openRecordingStore(undefined)).rejects.toThrow(/cannot keep recordings/);
  });
});
