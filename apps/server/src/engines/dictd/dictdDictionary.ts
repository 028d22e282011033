import { existsSync } from 'node:fs';
import { open, readFile } from 'node:fs/promises';
import { openDictzip } from './dictzip.js';

/**
 * A dictionary in the dictd format, read directly from its files (no dictd server): FreeDict
 * (`dict-freedict-*`), GCIDE (`dict-gcide`), WordNet for dictd, and any `dictfmt` output.
 *
 * - `<name>.index`: one line per headword, `headword TAB offset TAB length`, offset and length
 *   written in base-64 digits (`A`–`Z`, `a`–`z`, `0`–`9`, `+`, `/`; most significant first)
 *   and counted in bytes of the uncompressed text. One headword may have several lines.
 * - `<name>.dict.dz` (dictzip, read by chunk) or `<name>.dict` (plain text).
 */
export interface DictdDictionary {
  /**
   * The text of every entry filed under `headword`, compared case-insensitively, in the
   * order of the index. Empty when the dictionary does not have the word.
   */
  lookup(headword: string): Promise<string[]>;
  close(): Promise<void>;
}

interface EntrySpan {
  offset: number;
  length: number;
}

/**
 * An entry's offset and length packed into one number (`offset * 2^21 + length`), or a list
 * of them: one small object per index line made the German index (464,000 lines) twice as
 * big in memory. Exact while offsets stay under 2^32 (4 GB of text).
 */
type PackedSpans = number | number[];
const SPAN_LENGTH_LIMIT = 2 ** 21;

/** Where the entries' text comes from: a dictzip file or a plain `.dict` file. */
interface TextSource {
  read(offset: number, length: number): Promise<Buffer>;
  close(): Promise<void>;
}

const BASE64_DIGITS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT_VALUES = new Map([...BASE64_DIGITS].map((digit, value) => [digit, value]));

/**
 * Opens the dictionary whose files are `<path>.index` and `<path>.dict.dz` (or `.dict`);
 * `path` may also name the `.index` file itself. Nothing is read until the first lookup,
 * which loads the index into memory (FreeDict eng-spa: ~15 ms; eng-deu, 464,000 lines: ~0.5 s and ~100 MB).
 */
export function openDictdDictionary(path: string): DictdDictionary {
  const base = path.replace(/\.index$/, '');
  let loading: Promise<{ index: Map<string, PackedSpans>; text: TextSource }> | undefined;
  const load = () =>
    (loading ??= Promise.all([readIndex(`${base}.index`), openText(base)]).then(
      ([index, text]) => ({ index, text }),
      (error: unknown) => {
        loading = undefined; // a dictionary installed later is found by the next lookup
        throw error;
      },
    ));

  return {
    async lookup(headword) {
      const { index, text } = await load();
      const spans = unpackSpans(index.get(indexKey(headword)));
      const entries = await Promise.all(spans.map((span) => text.read(span.offset, span.length)));
      return entries.map((entry) => entry.toString('utf8'));
    },
    async close() {
      const loaded = loading;
      loading = undefined;
      if (loaded) await (await loaded).text.close();
    },
  };
}

/** Index keys are lower case; surrounding and repeated spaces never distinguish headwords. */
function indexKey(headword: string): string {
  return headword.trim().replace(/\s+/g, ' ').toLowerCase();
}

async function readIndex(indexPath: string): Promise<Map<string, PackedSpans>> {
  const index = new Map<string, PackedSpans>();
  for (const line of (await readFile(indexPath, 'utf8')).split('\n')) {
    // Some indexes (`dictfmt --index-keep-orig`) add a fourth column: the original headword.
    const firstTab = line.indexOf('\t');
    const secondTab = line.indexOf('\t', firstTab + 1);
    if (firstTab <= 0 || secondTab < 0) continue;
    let thirdTab = line.indexOf('\t', secondTab + 1);
    if (thirdTab < 0) thirdTab = line.length;
    // dictfmt writes keys lower case with single spaces already; lower-casing again is for
    // hand-made indexes (normalizing spaces too would double the load time of a big one).
    const key = line.slice(0, firstTab).toLowerCase();
    const length = decodeNumber(line.slice(secondTab + 1, thirdTab));
    if (length >= SPAN_LENGTH_LIMIT) throw new Error(`${indexPath}: an entry over 2 MB`);
    const span = decodeNumber(line.slice(firstTab + 1, secondTab)) * SPAN_LENGTH_LIMIT + length;
    const spans = index.get(key);
    if (spans === undefined) index.set(key, span);
    else if (typeof spans === 'number') index.set(key, [spans, span]);
    else spans.push(span);
  }
  return index;
}

function unpackSpans(spans: PackedSpans | undefined): EntrySpan[] {
  if (spans === undefined) return [];
  return (typeof spans === 'number' ? [spans] : spans).map((span) => ({
    offset: Math.floor(span / SPAN_LENGTH_LIMIT),
    length: span % SPAN_LENGTH_LIMIT,
  }));
}

function decodeNumber(digits: string): number {
  let value = 0;
  for (const digit of digits) {
    const digitValue = DIGIT_VALUES.get(digit);
    if (digitValue === undefined) throw new Error(`Bad dictd index number: ${digits}`);
    value = value * 64 + digitValue;
  }
  return value;
}

async function openText(base: string): Promise<TextSource> {
  if (existsSync(`${base}.dict.dz`)) return openDictzip(`${base}.dict.dz`);
  return openPlainText(`${base}.dict`);
}

async function openPlainText(path: string): Promise<TextSource> {
  const file = await open(path, 'r');
  return {
    async read(offset, length) {
      const buffer = Buffer.alloc(length);
      const { bytesRead } = await file.read(buffer, 0, length, offset);
      return buffer.subarray(0, bytesRead);
    },
    close: () => file.close(),
  };
}
