// Bodies and query strings shaped exactly like the shared contract's request schemas, read from
// the zod definitions themselves: the right field names, enum values and nesting, with hostile
// text and numbers at the leaves half of the time — so some bodies pass validation and carry
// hostile text into the route, the service, the engine and the database.
import * as shared from '@motes/shared';
import fc from 'fast-check';
import { hostileJson, hostileString, SCHEMA_WORDS } from './hostileInputs.js';

interface ZodNode {
  _zod?: { def: Record<string, unknown> & { type: string } };
}

const LANGUAGE_FIELD = /^(language|locale|from|to|lang)$/i;
const LANGUAGES = ['en', 'en-US', 'fr', 'es', 'de'];

const PLAIN_WORDS = ['en', 'fr', 'es', 'river', 'Hello world', 'My teacher', 'a', 'x1'];

const plausibleString = (format: unknown): fc.Arbitrary<string> => {
  if (format === 'email') return fc.emailAddress();
  if (format === 'uuid' || format === 'guid') return fc.uuid();
  if (format === 'url') return fc.webUrl();
  if (format === 'datetime') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
  return fc.constantFrom(...PLAIN_WORDS, ...SCHEMA_WORDS.words);
};

const plausibleNumber = fc.oneof(
  fc.integer({ min: 0, max: 10 }),
  fc.double({ min: 0, max: 3, noNaN: true }),
);
const hostileNumber = fc.oneof(
  fc.constantFrom(-1, -0, 2 ** 31, 2 ** 53 + 1, 1e308, -1e308, 5e-324),
  fc.double(),
);

/** A fast-check arbitrary for values of one zod schema, hostile at the leaves. */
export function arbitraryOf(node: unknown, depth = 0): fc.Arbitrary<unknown> {
  const def = (node as ZodNode | undefined)?._zod?.def;
  if (!def || depth > 8) return hostileJson;
  const inner = (child: unknown) => arbitraryOf(child, depth + 1);
  switch (def.type) {
    case 'string':
    case 'template_literal':
      return fc.oneof(plausibleString(def.format), hostileString);
    case 'number':
    case 'int':
    case 'bigint':
      return fc.oneof(plausibleNumber, hostileNumber);
    case 'boolean':
      return fc.oneof(
        { weight: 5, arbitrary: fc.boolean() },
        { weight: 1, arbitrary: hostileJson },
      );
    case 'null':
      return fc.constant(null);
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries as object));
    case 'object': {
      const shape = def.shape as Record<string, ZodNode>;
      const fields = Object.fromEntries(
        Object.entries(shape).map(([key, child]) => [
          key,
          // Engines answer only for catalogue languages: give those fields real ones often.
          LANGUAGE_FIELD.test(key)
            ? fc.oneof(fc.constantFrom(...LANGUAGES), inner(child))
            : inner(child),
        ]),
      );
      const optional = Object.entries(shape)
        .filter(([, child]) =>
          ['optional', 'default', 'prefault'].includes(child._zod?.def.type ?? ''),
        )
        .map(([key]) => key);
      return fc.record(fields, {
        requiredKeys: Object.keys(shape).filter((k) => !optional.includes(k)),
      });
    }
    case 'array':
      return fc.array(inner(def.element), { maxLength: 4 });
    case 'tuple':
      return fc.tuple(...((def.items as unknown[]) ?? []).map(inner));
    case 'record':
      return fc.dictionary(
        fc.oneof(fc.constantFrom(...SCHEMA_WORDS.keys), hostileString),
        inner(def.valueType),
        { maxKeys: 4, noNullPrototype: true },
      );
    case 'union':
      return fc.oneof(...(def.options as unknown[]).map(inner));
    case 'optional':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return inner(def.innerType);
    case 'nullable':
      return fc.option(inner(def.innerType), { freq: 4 });
    case 'pipe':
      return inner(def.in);
    case 'lazy':
      return inner((def.getter as () => unknown)());
    case 'intersection':
      return inner(def.left);
    default:
      return hostileJson;
  }
}

function exportedSchemas(pattern: RegExp): unknown[] {
  return Object.entries(shared)
    .filter(([name]) => pattern.test(name))
    .map(([, schema]) => schema);
}

/** Every request-body schema of the contract (`MoteCreateSchema`, `TrackEverythingSchema`, …). */
const REQUEST_SCHEMAS = exportedSchemas(
  /(Request|Create|Update|Add|Delete|SignOut|Play|Restore|Mutation|Everything|FromText|FromUpload|AcceptedWord)Schema$/,
);

/** Every query-string schema of the contract (`MoteListQuerySchema`, …). */
const QUERY_SCHEMAS = exportedSchemas(/QuerySchema$/);

/** A body shaped like one of the contract's request schemas (which one is random too). */
export const contractBody: fc.Arbitrary<unknown> = fc.oneof(
  ...REQUEST_SCHEMAS.map((s) => arbitraryOf(s)),
);

/** Query parameters shaped like one of the contract's query schemas, as strings. */
export const contractQuery: fc.Arbitrary<Array<[string, string]>> = fc
  .oneof(...QUERY_SCHEMAS.map((s) => arbitraryOf(s)))
  .map((value) =>
    Object.entries(value && typeof value === 'object' ? value : {}).map(
      ([key, field]): [string, string] => [
        key,
        typeof field === 'string' ? field : (JSON.stringify(field) ?? ''),
      ],
    ),
  );
