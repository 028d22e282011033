import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors.js';

/**
 * Text from a request becomes storable here, once, before any route reads it (issue 14).
 *
 * PostgreSQL refuses U+0000 in `text` and in `jsonb` (even written `\u0000`), and refuses a
 * lone UTF-16 surrogate escaped in `jsonb` (`JSON.stringify` writes `"\ud800"`); either used
 * to surface as a 500. The two are treated differently on purpose:
 * - U+0000 is **refused** with a 400 naming the field: no keyboard, page or recorder produces
 *   it, so it is a broken or hostile client, and silently dropping characters would change
 *   what a caller believes it saved (an id, a token, a search).
 * - A lone surrogate is **replaced by U+FFFD**: text the extension copies from a web page can
 *   carry half a surrogate pair (a page's script cut it), there is no character to keep, and
 *   U+FFFD is exactly what any UTF-8 encoder (the `pg` driver for `text` included) writes
 *   for it. Refusing would make a highlight fail for a flaw the user cannot see.
 * Nesting deeper than {@link MAX_INPUT_DEPTH} is refused too: PostgreSQL's `jsonb` parser and
 * recursive code (schemas, `JSON.stringify`) run out of stack on it long before 1 MB does.
 */
export const TEXT_INPUT_ERROR = 'invalid_text';

/** No request schema nests deeper than a handful of levels; analytics variables least of all. */
export const MAX_INPUT_DEPTH = 32;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

function refusal(field: string, message: string): HttpError {
  return new HttpError(400, TEXT_INPUT_ERROR, field ? `${field}: ${message}` : message, [
    { path: field, message },
  ]);
}

/** One string made storable: refused if it holds U+0000, lone surrogates replaced by U+FFFD. */
export function storableText(value: string, field: string): string {
  if (value.includes('\u0000')) {
    throw refusal(field, 'Text cannot contain the character U+0000');
  }
  return value.replace(LONE_SURROGATE, '\uFFFD');
}

function fieldPath(parent: string, key: string | number): string {
  return parent ? `${parent}.${key}` : String(key);
}

/**
 * Makes every string in a parsed request part storable (see {@link storableText}), object
 * keys included, and refuses nesting deeper than {@link MAX_INPUT_DEPTH}. Objects and arrays
 * are fixed in place; the (possibly new) value is returned for a bare string. Buffers,
 * streams and other non-plain values pass untouched. Iterative, so no input can exhaust the
 * stack here.
 */
export function storableInput<T>(value: T, field: string): T {
  if (typeof value === 'string') return storableText(value, field) as T;
  interface Pending {
    container: Record<string, unknown>;
    path: string;
    /** The outermost field it is inside: too deep a nesting is named by it, not 32 indexes. */
    outer: string;
    depth: number;
  }
  const pending: Pending[] = [];
  const enqueue = (candidate: unknown, path: string, outer: string, depth: number) => {
    if (!isPlainContainer(candidate)) return;
    if (depth > MAX_INPUT_DEPTH) {
      throw refusal(outer, `Input cannot be nested more than ${MAX_INPUT_DEPTH} levels deep`);
    }
    pending.push({ container: candidate as Record<string, unknown>, path, outer, depth });
  };
  enqueue(value, field, field, 1);
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { container, path, outer, depth } = next;
    for (const key of Object.keys(container)) {
      const child = container[key];
      const childPath = fieldPath(path, key);
      let storedKey = key;
      if (!Array.isArray(container)) {
        if (key.includes('\u0000')) {
          throw refusal(path, 'Field names cannot contain the character U+0000');
        }
        storedKey = storableText(key, path);
        if (storedKey !== key) {
          delete container[key];
          container[storedKey] = child;
        }
      }
      if (typeof child === 'string') container[storedKey] = storableText(child, childPath);
      else enqueue(child, childPath, depth === 1 ? childPath : outer, depth + 1);
    }
  }
  return value;
}

/** Arrays and objects as JSON and query string parsers make them; not Buffers or streams. */
function isPlainContainer(value: unknown): boolean {
  if (Array.isArray(value)) return true;
  if (value === null || typeof value !== 'object') return false;
  const prototype = Object.getPrototypeOf(value) as object | null;
  if (prototype === null || prototype === Object.prototype) return true;
  // Fastify's query string parser answers objects whose prototype has no prototype.
  return Object.getPrototypeOf(prototype) === null;
}

/**
 * Runs {@link storableInput} on every request's route parameters, query string and parsed
 * body before validation, so no route can forget it. Headers need nothing: Node's parser
 * refuses control characters in them and reads their bytes as Latin-1 (never a surrogate);
 * a route that decodes text out of a header (tus `Upload-Metadata`) calls storableInput itself.
 */
export function installTextInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    storableInput(request.params, '');
    storableInput(request.query, '');
    if (typeof request.body === 'string') request.body = storableText(request.body, 'body');
    else storableInput(request.body, '');
  });
}
