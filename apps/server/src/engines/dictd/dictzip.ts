import { open, type FileHandle } from 'node:fs/promises';
import { constants, inflateRawSync } from 'node:zlib';

/**
 * Random access into a dictzip file (`.dict.dz`): a gzip file whose header carries an "RA"
 * extra field listing the compressed size of every chunk. Each chunk holds `chunkLength`
 * bytes of text and ends with a sync flush, so it inflates on its own (raw inflate) — reading
 * one entry costs one or two chunks (~58 KB of text), not the whole file.
 */
export interface DictzipReader {
  /** `length` bytes of the uncompressed text starting at `offset`. */
  read(offset: number, length: number): Promise<Buffer>;
  close(): Promise<void>;
}

const GZIP_MAGIC = 0x8b1f;
const FLAG_HEADER_CRC = 0x02;
const FLAG_EXTRA = 0x04;
const FLAG_NAME = 0x08;
const FLAG_COMMENT = 0x10;
/** Inflated chunks kept for the next lookups: nearby headwords share chunks. */
const CACHED_CHUNKS = 8;

interface DictzipLayout {
  chunkLength: number;
  /** File position of each chunk's compressed bytes, plus one past the last chunk. */
  chunkStarts: number[];
}

/** Opens a dictzip file; throws when it is plain gzip without the "RA" random-access field. */
export async function openDictzip(path: string): Promise<DictzipReader> {
  const file = await open(path, 'r');
  try {
    const layout = await readLayout(file, path);
    return createReader(file, layout);
  } catch (error) {
    await file.close();
    throw error;
  }
}

async function readLayout(file: FileHandle, path: string): Promise<DictzipLayout> {
  const fixed = await readAt(file, 0, 12);
  if (fixed.readUInt16LE(0) !== GZIP_MAGIC || !(fixed[3]! & FLAG_EXTRA)) {
    throw new Error(`${path} is not a dictzip file (no gzip extra field)`);
  }
  const flags = fixed[3]!;
  const extraLength = fixed.readUInt16LE(10);
  const extra = await readAt(file, 12, extraLength);
  let layout: { chunkLength: number; sizes: number[] } | undefined;
  // The extra field is a list of subfields: two id bytes, a 2-byte length, the data.
  for (let at = 0; at + 4 <= extra.length;) {
    const id = extra.toString('latin1', at, at + 2);
    const length = extra.readUInt16LE(at + 2);
    if (id === 'RA') {
      // Version (2 bytes), chunk length, chunk count, then one 2-byte size per chunk.
      const chunkLength = extra.readUInt16LE(at + 6);
      const count = extra.readUInt16LE(at + 8);
      const sizes = Array.from({ length: count }, (_, i) => extra.readUInt16LE(at + 10 + 2 * i));
      layout = { chunkLength, sizes };
    }
    at += 4 + length;
  }
  if (!layout) throw new Error(`${path} is gzip but not dictzip (no "RA" field)`);

  let position = 12 + extraLength;
  if (flags & FLAG_NAME) position = await skipZeroTerminated(file, position);
  if (flags & FLAG_COMMENT) position = await skipZeroTerminated(file, position);
  if (flags & FLAG_HEADER_CRC) position += 2;
  const chunkStarts = [position];
  for (const size of layout.sizes) chunkStarts.push(chunkStarts.at(-1)! + size);
  return { chunkLength: layout.chunkLength, chunkStarts };
}

function createReader(file: FileHandle, layout: DictzipLayout): DictzipReader {
  const { chunkLength, chunkStarts } = layout;
  const chunkCount = chunkStarts.length - 1;
  const cache = new Map<number, Promise<Buffer>>();

  const chunk = (index: number): Promise<Buffer> => {
    let text = cache.get(index);
    if (text) {
      // Map order is insertion order: re-inserting marks the chunk as recently used.
      cache.delete(index);
    } else {
      const start = chunkStarts[index]!;
      text = readAt(file, start, chunkStarts[index + 1]! - start).then((compressed) =>
        inflateRawSync(compressed, { finishFlush: constants.Z_SYNC_FLUSH }),
      );
      // A failed read must not stay cached.
      text.catch(() => cache.delete(index));
    }
    cache.set(index, text);
    if (cache.size > CACHED_CHUNKS) cache.delete(cache.keys().next().value!);
    return text;
  };

  return {
    async read(offset, length) {
      const first = Math.floor(offset / chunkLength);
      const last = Math.min(Math.floor((offset + length - 1) / chunkLength), chunkCount - 1);
      if (length <= 0 || first >= chunkCount) return Buffer.alloc(0);
      const parts: Buffer[] = [];
      for (let index = first; index <= last; index++) parts.push(await chunk(index));
      const start = offset - first * chunkLength;
      return Buffer.concat(parts).subarray(start, start + length);
    },
    close: () => file.close(),
  };
}

async function readAt(file: FileHandle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await file.read(buffer, 0, length, position);
  return buffer.subarray(0, bytesRead);
}

async function skipZeroTerminated(file: FileHandle, position: number): Promise<number> {
  for (;;) {
    const block = await readAt(file, position, 256);
    if (block.length === 0) return position;
    const zero = block.indexOf(0);
    if (zero >= 0) return position + zero + 1;
    position += block.length;
  }
}
