import { randomUUID } from 'node:crypto';
import { createWriteStream, constants as fsConstants } from 'node:fs';
import type { FileHandle } from 'node:fs/promises';
import { access, mkdir, open, readdir, rename, rmdir, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { measureBody } from './blobBody.js';
import type { BlobGetResult, BlobInfo, BlobPutOptions, BlobStore } from './blobStore.js';
import {
  BlobRangeNotSatisfiableError,
  assertValidBlobKey,
  assertValidContentLength,
  assertValidContentType,
  assertValidRange,
} from './blobStore.js';

// On-disk layout under the root:
//   <key>@blob       one file per blob: a one-line header, then the bytes as given.
//   .incoming/<uuid> uploads in progress, renamed onto <key>@blob once complete and fsynced.
// The header keeps the content type in the same file as the bytes, so a single rename()
// replaces both at once: readers see the old blob or the new one, never a mix. `@` and a
// leading `.` never occur in keys, so these names cannot collide with a key or its folders,
// and a key may coexist with its "folder" (`a@blob` beside the directory `a/`), as in S3.
const BLOB_SUFFIX = '@blob';
const INCOMING_DIR = '.incoming';
const HEADER_MAGIC = 'MOTESBLOB1 ';
const MAX_HEADER_BYTES = 1024;
const STALE_UPLOAD_MS = 24 * 60 * 60 * 1000;

interface OpenBlob {
  handle: FileHandle;
  headerBytes: number;
  info: BlobInfo;
}

/** Blobs as files under a root directory (the server uses `${DATA_DIR}/blobs`). */
export class FilesystemBlobStore implements BlobStore {
  readonly kind = 'filesystem';
  readonly #root: string;
  readonly #incoming: string;

  constructor(root: string) {
    this.#root = path.resolve(root);
    this.#incoming = path.join(this.#root, INCOMING_DIR);
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
    await mkdir(this.#incoming, { recursive: true });
    const temporary = path.join(this.#incoming, randomUUID());
    const header = Buffer.from(
      `${HEADER_MAGIC}${JSON.stringify({ contentType: opts.contentType })}\n`,
    );
    try {
      // `flush` fsyncs before close, so the bytes are on disk before the rename publishes them.
      const file = createWriteStream(temporary, { flags: 'wx', flush: true });
      await pipeline(
        measured.stream,
        async function* (chunks: AsyncIterable<Buffer>) {
          yield header;
          yield* chunks;
        },
        file,
      );
      const written = await stat(temporary);
      const finalPath = this.#pathOf(key);
      await renameIntoPlace(temporary, finalPath);
      await fsyncDirectory(path.dirname(finalPath));
      return {
        key,
        size: measured.bytesRead(),
        contentType: opts.contentType,
        etag: etagOf(written.ino, measured.bytesRead(), written.mtimeMs),
        lastModified: written.mtime,
      };
    } catch (error) {
      await unlink(temporary).catch(() => undefined);
      throw error;
    }
  }

  async get(key: string, range?: { start: number; end?: number }): Promise<BlobGetResult | null> {
    assertValidBlobKey(key);
    if (range) assertValidRange(range);
    const blob = await this.#open(key);
    if (!blob) return null;
    try {
      const { info, headerBytes, handle } = blob;
      if (!range) {
        return { info, body: handle.createReadStream({ start: headerBytes }) };
      }
      if (range.start >= info.size) throw new BlobRangeNotSatisfiableError(key, info.size);
      const end = Math.min(range.end ?? info.size - 1, info.size - 1);
      const body = handle.createReadStream({
        start: headerBytes + range.start,
        end: headerBytes + end,
      });
      return { info, body, range: { start: range.start, end } };
    } catch (error) {
      await blob.handle.close();
      throw error;
    }
  }

  async head(key: string): Promise<BlobInfo | null> {
    assertValidBlobKey(key);
    const blob = await this.#open(key);
    if (!blob) return null;
    await blob.handle.close();
    return blob.info;
  }

  async delete(key: string): Promise<void> {
    assertValidBlobKey(key);
    const file = this.#pathOf(key);
    await unlink(file).catch(ignoreCode('ENOENT'));
    await this.#pruneEmptyFolders(path.dirname(file));
  }

  async ping(): Promise<void> {
    await mkdir(this.#incoming, { recursive: true });
    await access(this.#incoming, fsConstants.W_OK);
  }

  /**
   * Removes uploads that a crash left in `.incoming` more than `maxAgeMs` ago. Younger files
   * may belong to an upload still running (in this or another process), so they stay.
   */
  async removeStaleUploads(maxAgeMs = STALE_UPLOAD_MS): Promise<number> {
    const names = await readdir(this.#incoming).catch(ignoreCode('ENOENT'));
    let removed = 0;
    for (const name of names ?? []) {
      const file = path.join(this.#incoming, name);
      const info = await stat(file).catch(ignoreCode('ENOENT'));
      if (info && Date.now() - info.mtimeMs > maxAgeMs) {
        await unlink(file).catch(ignoreCode('ENOENT'));
        removed += 1;
      }
    }
    return removed;
  }

  #pathOf(key: string): string {
    return path.join(this.#root, ...key.split('/')) + BLOB_SUFFIX;
  }

  /** Opens a blob file and reads its header; the caller owns (and must close) the handle. */
  async #open(key: string): Promise<OpenBlob | null> {
    const handle = await open(this.#pathOf(key), 'r').catch(ignoreCode('ENOENT', 'ENOTDIR'));
    if (!handle) return null;
    try {
      const { buffer, bytesRead } = await handle.read(
        Buffer.alloc(MAX_HEADER_BYTES),
        0,
        MAX_HEADER_BYTES,
        0,
      );
      const newline = buffer.subarray(0, bytesRead).indexOf(0x0a);
      const line = newline < 0 ? '' : buffer.toString('utf8', 0, newline);
      if (!line.startsWith(HEADER_MAGIC)) {
        throw new Error(`Blob file for key ${JSON.stringify(key)} has no valid header`);
      }
      const { contentType } = JSON.parse(line.slice(HEADER_MAGIC.length)) as {
        contentType: string;
      };
      const headerBytes = newline + 1;
      const stats = await handle.stat();
      const size = stats.size - headerBytes;
      const info: BlobInfo = {
        key,
        size,
        contentType,
        etag: etagOf(stats.ino, size, stats.mtimeMs),
        lastModified: stats.mtime,
      };
      return { handle, headerBytes, info };
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  /** Removes now-empty folders up to the root, so deleted keys leave no trail. */
  async #pruneEmptyFolders(folder: string): Promise<void> {
    for (let dir = folder; dir !== this.#root && dir.startsWith(this.#root);) {
      // rmdir only ever removes an empty folder; any other outcome means "stop here".
      const removed = await rmdir(dir).then(
        () => true,
        () => false,
      );
      if (!removed) return;
      dir = path.dirname(dir);
    }
  }
}

/**
 * Publishes a finished upload. A concurrent delete may prune the target folder between our
 * mkdir and rename, so a missing folder is recreated and the rename retried.
 */
async function renameIntoPlace(from: string, to: string): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    await mkdir(path.dirname(to), { recursive: true });
    try {
      await rename(from, to);
      return;
    } catch (error) {
      if (!hasCode(error, 'ENOENT') || attempt >= 5) throw error;
    }
  }
}

/** Makes a rename durable: the new directory entry survives a power cut. */
async function fsyncDirectory(dir: string): Promise<void> {
  const handle = await open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

// Every put writes a new file, so the inode alone already changes; size and mtime guard
// against inode reuse after a delete.
function etagOf(inode: number, size: number, mtimeMs: number): string {
  return `"${inode.toString(16)}-${size.toString(16)}-${Math.trunc(mtimeMs).toString(16)}"`;
}

function hasCode(error: unknown, ...codes: string[]): boolean {
  return error instanceof Error && codes.includes((error as NodeJS.ErrnoException).code ?? '');
}

/** A `.catch()` handler turning the given errno codes into `undefined`. */
function ignoreCode(...codes: string[]) {
  return (error: unknown): undefined => {
    if (hasCode(error, ...codes)) return undefined;
    throw error;
  };
}
