import { createHash } from 'node:crypto';
import type { SpokenWord } from '@motes/shared';
import type { BlobStore } from '../../blobs/blobStore.js';
import { SPEECH_CACHE_LIFETIME_MS, type SpeechCacheLedger } from './speechCacheLedger.js';

/** Speech for one piece of text, as a provider makes it and the cache keeps it. */
export interface SpokenAudio {
  audio: Uint8Array;
  mimeType: string;
  durationMs: number;
  /** Offsets relative to the piece of text spoken; null when the provider gives no timings. */
  words: SpokenWord[] | null;
}

/** Where cached speech lives in the blob store. */
export const SPEECH_CACHE_PREFIX = 'tts-cache';

const NEWLINE = 0x0a;

/**
 * Speech already made, in the blob store, keyed by what decides the sound: the provider (and
 * its model or encoder settings), the voice, the speed and the text. Each blob is one line of
 * JSON (type, duration, word timings) followed by the audio bytes, so both arrive together.
 *
 * The cache only ever saves work: a store that fails to read or write is reported through
 * `onError` and the speech is made afresh. Entries live {@link SPEECH_CACHE_LIFETIME_MS}: each
 * is noted in the ledger before it is written, a daily job deletes the old ones
 * (`sweepSpeechCache`), and an entry found older than that (a sweep that has not run yet, or
 * one written before the ledger existed) is a miss. The prefix can be cleared whole at any time.
 */
export class SpeechCache {
  constructor(
    private readonly store: BlobStore,
    private readonly onError: (error: unknown) => void,
    private readonly ledger?: SpeechCacheLedger,
    private readonly now: () => number = Date.now,
  ) {}

  /** `tts-cache/ab/ab12…`: the two-character folder keeps directories small on a filesystem store. */
  keyFor(scope: string, voice: string, speed: number, text: string): string {
    const hash = createHash('sha256')
      .update(JSON.stringify([scope, voice, speed, text]))
      .digest('hex');
    return `${SPEECH_CACHE_PREFIX}/${hash.slice(0, 2)}/${hash}`;
  }

  async get(key: string): Promise<SpokenAudio | null> {
    try {
      const found = await this.store.get(key);
      if (!found) return null;
      const madeAt = found.info.lastModified?.getTime();
      if (madeAt !== undefined && this.now() - madeAt > SPEECH_CACHE_LIFETIME_MS) {
        found.body.destroy();
        return null;
      }
      const chunks: Buffer[] = [];
      for await (const chunk of found.body) chunks.push(chunk as Buffer);
      const bytes = Buffer.concat(chunks);
      const newline = bytes.indexOf(NEWLINE);
      const header = JSON.parse(bytes.toString('utf8', 0, newline)) as Omit<SpokenAudio, 'audio'>;
      return { ...header, audio: new Uint8Array(bytes.subarray(newline + 1)) };
    } catch (error) {
      this.onError(error);
      return null;
    }
  }

  async put(key: string, spoken: SpokenAudio): Promise<void> {
    const { audio, ...header } = spoken;
    const body = Buffer.concat([Buffer.from(`${JSON.stringify(header)}\n`), audio]);
    try {
      // Noted first: a blob is never stored without the row the sweep finds it by.
      await this.ledger?.recordEntry(key);
      await this.store.put(key, body, { contentType: 'application/octet-stream' });
    } catch (error) {
      this.onError(error);
    }
  }
}
