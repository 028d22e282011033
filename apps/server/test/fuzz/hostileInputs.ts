// fast-check arbitraries for the fuzz suite: hostile text, JSON values shaped like the shared
// contract schemas (their field names and enum words, read from @motes/shared itself), and
// request bodies as a careless or hostile client sends them.
import * as shared from '@motes/shared';
import fc from 'fast-check';

interface SchemaWords {
  /** Every object key any shared schema names (`title`, `moteIds`, `pageUrl`, …). */
  keys: string[];
  /** Every enum and literal string (`yellow`, `public`, `extensionPresence`, …). */
  words: string[];
  /** The keys of the query-string schemas (`*QuerySchema`: `q`, `cursor`, `language`, …). */
  queryKeys: string[];
}

interface SchemaNode {
  _zod?: { def: Record<string, unknown> & { type: string } };
}

/** Reads field names and enum words out of every exported `*Schema` of the shared contract. */
function schemaWords(): SchemaWords {
  const keys = new Set<string>();
  const words = new Set<string>();
  const seen = new Set<unknown>();
  let into = keys;
  const walk = (node: unknown, depth: number): void => {
    const def = (node as SchemaNode | undefined)?._zod?.def;
    if (!def || seen.has(node) || depth > 12) return;
    seen.add(node);
    const strings = (values: unknown) => {
      for (const value of Object.values(values as object)) {
        if (typeof value === 'string') words.add(value);
      }
    };
    if (def.type === 'object') {
      for (const [key, child] of Object.entries(def.shape as object)) {
        into.add(key);
        walk(child, depth + 1);
      }
    }
    if (def.type === 'enum') strings(def.entries);
    if (def.type === 'literal') strings(def.values);
    for (const field of ['innerType', 'element', 'in', 'out', 'keyType', 'valueType', 'catchall']) {
      walk(def[field], depth + 1);
    }
    for (const option of (def.options as unknown[] | undefined) ?? []) walk(option, depth + 1);
  };
  const queryKeys = new Set<string>();
  for (const [name, value] of Object.entries(shared)) {
    if (!name.endsWith('Schema')) continue;
    into = name.endsWith('QuerySchema') ? queryKeys : keys;
    seen.clear();
    walk(value, 0);
  }
  return { keys: [...keys], words: [...words], queryKeys: [...queryKeys] };
}

export const SCHEMA_WORDS = schemaWords();

/** Text PostgreSQL refuses, text that confuses people, text that confuses parsers. */
const NASTY_STRINGS = [
  '\u0000',
  'title\u0000',
  '\\u0000',
  '\uD800',
  'half \uD83D',
  '\uDE00 low',
  '\u202Eevil\u202C',
  '\u200F\u200E\u2066',
  '\uFEFF',
  '\uFFFF\uFFFE',
  '__proto__',
  'constructor',
  'prototype',
  'NaN',
  '-0',
  '1e308',
  '-1e308',
  'Infinity',
  '9'.repeat(400),
  '',
  ' ',
  '\r\n',
  'null',
  '{}',
  '%00',
  '%ZZ',
  '../../etc/passwd',
  "'; drop table users; --",
  '<script>alert(1)</script>',
  '😀'.repeat(50),
  'a'.repeat(100_000),
  `${'é'.repeat(50_000)}\u0000`,
];

/** Times a server may parse out of a token: fine for JavaScript, not all for PostgreSQL. */
const TIMESTAMPS = [
  '2026-01-01T00:00:00.000Z',
  '1',
  '2020',
  'Tue, 01 Jan 2030 00:00:00 GMT',
  '-271821-04-20T00:00:00.000Z',
  '+275760-09-13T00:00:00.000Z',
  '0000-01-01T00:00:00.000Z',
];

/**
 * Opaque tokens a server decodes (list cursors, restore tokens): base64url of JSON arrays of
 * timestamps and hostile text, so what is inside them is fuzzed too, not only their wrapping.
 */
const opaqueToken: fc.Arbitrary<string> = fc
  .array(
    fc.oneof(
      fc.constantFrom(...TIMESTAMPS),
      fc.constantFrom(...NASTY_STRINGS.filter((text) => text.length < 1000)),
      fc.string(),
      fc.integer(),
    ),
    { minLength: 1, maxLength: 3 },
  )
  .map((parts) => Buffer.from(JSON.stringify(parts)).toString('base64url'));

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...NASTY_STRINGS), weight: 4 },
  { arbitrary: fc.constantFrom(...SCHEMA_WORDS.words), weight: 3 },
  // Any UTF-16 code unit, lone surrogates and NUL included.
  {
    arbitrary: fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map(String.fromCharCode) }),
    weight: 2,
  },
  { arbitrary: fc.string({ unit: 'binary' }), weight: 1 },
  { arbitrary: fc.uuid(), weight: 1 },
  { arbitrary: fc.webUrl(), weight: 1 },
  { arbitrary: fc.emailAddress(), weight: 1 },
  { arbitrary: opaqueToken, weight: 1 },
);

const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(0, -0, 1, -1, 2 ** 31, -(2 ** 31) - 1, 2 ** 53, 2 ** 63, 1e308, -1e308, 5e-324),
  fc.integer(),
  fc.double(),
);

const hostileKey: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...SCHEMA_WORDS.keys), weight: 6 },
  { arbitrary: hostileString.filter((key) => key.length < 200), weight: 1 },
);

/** JSON values whose objects mostly use the contract's field names. */
export const hostileJson: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileString,
    hostileNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 5 }),
    fc.dictionary(hostileKey, tie('value'), { maxKeys: 6, noNullPrototype: true }),
  ),
})).value;

/** A string that percent-encodes any UTF-16 (lone surrogates as U+FFFD, as a browser would). */
export function percentEncode(value: string): string {
  return [...new TextEncoder().encode(value)]
    .map((byte) => `%${byte.toString(16).padStart(2, '0')}`)
    .join('');
}

/** Header values a fetch() can send: Latin-1, without the control characters it refuses. */
export function headerSafe(value: string): string {
  return value.replace(/[^\u0020-\u007e\u0080-\u00ff\t]/g, '').slice(0, 4000);
}

export interface FuzzBody {
  label: string;
  contentType: string | undefined;
  body: string | Uint8Array | undefined;
}

const CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/json; charset=latin1',
  'application/octet-stream',
  'audio/webm',
  'image/png',
  'application/offset+octet-stream',
  '',
];

/** A request body: mostly JSON, then broken JSON, raw bytes, wrong types, nothing, too much. */
export const hostileBody: fc.Arbitrary<FuzzBody> = fc.oneof(
  {
    weight: 240,
    arbitrary: hostileJson.map((value): FuzzBody => ({
      label: 'json',
      contentType: 'application/json',
      body: JSON.stringify(value) ?? 'null',
    })),
  },
  {
    weight: 120,
    arbitrary: fc
      .dictionary(hostileKey, hostileJson, { minKeys: 1, maxKeys: 8, noNullPrototype: true })
      .map((value): FuzzBody => ({
        label: 'shaped',
        contentType: 'application/json',
        body: JSON.stringify(value),
      })),
  },
  {
    weight: 40,
    arbitrary: fc
      .constantFrom(
        '{"title":',
        '{"a":1}{"b":2}',
        '{"__proto__":{"admin":true}}',
        '{"constructor":{"prototype":{"admin":true}}}',
        '{"voiceSpeed":1e400}',
        '{"title":"\\ud800"}',
        '{"title":"\\u0000"}',
        '[1,2,3',
        `${'['.repeat(50_000)}${']'.repeat(50_000)}`,
        `{"variables":${'{"a":'.repeat(40)}1${'}'.repeat(40)}}`,
        '123456789012345678901234567890',
        '"just a string"',
        '',
      )
      .map((body): FuzzBody => ({ label: 'raw-json', contentType: 'application/json', body })),
  },
  {
    weight: 40,
    arbitrary: fc
      .tuple(fc.constantFrom(...CONTENT_TYPES), fc.uint8Array({ maxLength: 2048 }))
      .map(([contentType, body]): FuzzBody => ({ label: 'bytes', contentType, body })),
  },
  {
    weight: 20,
    arbitrary: fc
      .tuple(fc.constantFrom(...CONTENT_TYPES), fc.string())
      .map(([contentType, body]): FuzzBody => ({ label: 'text', contentType, body })),
  },
  {
    weight: 20,
    arbitrary: fc.constant<FuzzBody>({ label: 'none', contentType: undefined, body: undefined }),
  },
  {
    // Over the 1 MB body limit; rare, as each costs a megabyte on the wire.
    weight: 1,
    arbitrary: fc.constant<FuzzBody>({
      label: 'oversize',
      contentType: 'application/json',
      body: `"${'x'.repeat(1024 * 1024 + 10)}"`,
    }),
  },
);
