// The speech cache's bounded lifetime (issue 14 item 5): speech made from someone's text is not
// served past SPEECH_CACHE_LIFETIME_DAYS even before the daily sweep deletes it. A real
// filesystem blob store; the clock is the cache's `now`, moved forward.
import { describe, expect, it } from 'vitest';
import { FilesystemBlobStore } from '../../blobs/filesystemBlobStore.js';
import { tempDir } from '../../../test/tempDirs.js';
import { SpeechCache, type SpokenAudio } from './speechCache.js';
import { SPEECH_CACHE_LIFETIME_MS } from './speechCacheLedger.js';

const spoken: SpokenAudio = {
  audio: new Uint8Array([1, 2, 3]),
  mimeType: 'audio/mpeg',
  durationMs: 300,
  words: [{ start: 0, end: 5, startMs: 0, endMs: 300 }],
};

describe('SpeechCache lifetime', () => {
  it('notes each entry in the ledger before storing it, and serves it within its lifetime only', async () => {
    const store = new FilesystemBlobStore(tempDir('speech-cache'));
    const noted: string[] = [];
    let now = Date.now();
    const cache = new SpeechCache(
      store,
      (error) => {
        throw error;
      },
      { recordEntry: async (key) => void noted.push(key) },
      () => now,
    );
    const key = cache.keyFor('scope', 'voice', 1, 'Hello there.');
    await cache.put(key, spoken);
    expect(noted).toEqual([key]);
    expect(await cache.get(key)).toEqual(spoken);
    now += SPEECH_CACHE_LIFETIME_MS + 60_000;
    expect(await cache.get(key)).toBeNull();
  });
});
