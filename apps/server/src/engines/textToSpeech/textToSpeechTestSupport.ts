// Helpers for the text-to-speech tests: a blob store that counts what the cache does, and
// collecting an engine's stream.
import type { BlobStore } from '../../blobs/blobStore.js';
import { FilesystemBlobStore } from '../../blobs/filesystemBlobStore.js';
import { tempDir } from '../../../test/tempDirs.js';
import type { SpeechRequest, SpeechSegment, TextToSpeechEngine } from './textToSpeechEngine.js';

/** A real filesystem blob store in a temp folder that counts reads and writes. */
export function countingBlobStore(): BlobStore & { gets: number; puts: number } {
  const store = new FilesystemBlobStore(tempDir('tts-cache'));
  return {
    kind: store.kind,
    gets: 0,
    puts: 0,
    get(key, range) {
      this.gets += 1;
      return store.get(key, range);
    },
    put(key, body, options) {
      this.puts += 1;
      return store.put(key, body, options);
    },
    head: (key) => store.head(key),
    delete: (key) => store.delete(key),
    ping: () => store.ping(),
  };
}

export async function speakAll(
  engine: TextToSpeechEngine,
  request: SpeechRequest,
): Promise<SpeechSegment[]> {
  const segments: SpeechSegment[] = [];
  for await (const segment of engine.synthesize(request)) segments.push(segment);
  return segments;
}
