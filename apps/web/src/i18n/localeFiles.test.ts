// Issue 4 localisation: every interface text lives in the `.ftl` files served at
// `/locales/{locale}.ftl` (§7). These checks keep the files well-formed and complete.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { FluentParser, Junk, Message } from '@fluent/syntax';
import { describe, expect, it } from 'vitest';
import { INTERFACE_LOCALE_CODES } from '@motes/shared';
import { readLocaleFragments, readLocaleSource } from '../../locales/localeFiles';

const repoRoot = join(import.meta.dirname, '../../../../');
const parser = new FluentParser({ withSpans: false });

/** Every message id (and `id.attribute`) a locale defines, with the fragment defining it. */
function definedIds(locale: string): Map<string, string> {
  const ids = new Map<string, string>();
  for (const fragment of readLocaleFragments(locale)) {
    for (const entry of parser.parse(fragment.source).body) {
      if (!(entry instanceof Message)) continue;
      const id = entry.id.name;
      if (ids.has(id)) throw new Error(`${id} is defined in ${ids.get(id)} and ${fragment.name}`);
      if (entry.value) ids.set(id, fragment.name);
      for (const attribute of entry.attributes)
        ids.set(`${id}.${attribute.id.name}`, fragment.name);
    }
  }
  return ids;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Message ids the code asks for with a literal: `t('id')`, `t("id.attr")`. */
function idsUsedInCode(): Map<string, string> {
  const used = new Map<string, string>();
  const files = [
    ...sourceFiles(join(repoRoot, 'apps/web/src')),
    ...sourceFiles(join(repoRoot, 'packages/ui/src')),
    ...sourceFiles(join(repoRoot, 'packages/creating/src')),
  ];
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/\bt\(\s*['"]([a-z][a-z0-9-]*(?:\.[a-zA-Z0-9-]+)?)['"]/g)) {
      used.set(match[1]!, file.slice(repoRoot.length));
    }
  }
  return used;
}

describe('interface text files (Fluent, §7 /locales/{locale}.ftl)', () => {
  it.each(INTERFACE_LOCALE_CODES)('%s parses without syntax errors', (locale) => {
    for (const fragment of readLocaleFragments(locale)) {
      const junk = parser
        .parse(fragment.source)
        .body.filter((entry) => entry instanceof Junk)
        .map((entry) => `${fragment.name}: ${(entry as Junk).content.slice(0, 80)}`);
      expect(junk).toEqual([]);
    }
  });

  it('defines every message the code asks for in en-US', () => {
    const defined = definedIds('en-US');
    const missing = [...idsUsedInCode()]
      .filter(([id]) => !defined.has(id))
      .map(([id, file]) => `${id} (${file})`);
    expect(missing).toEqual([]);
  });

  it('has en-GB complete: every en-US message, nothing else', () => {
    expect([...definedIds('en-GB').keys()].sort()).toEqual([...definedIds('en-US').keys()].sort());
  });

  it.each(INTERFACE_LOCALE_CODES.filter((code) => !code.startsWith('en')))(
    '%s is complete: every en-US message, nothing else',
    (locale) => {
      expect([...definedIds(locale).keys()].sort()).toEqual([...definedIds('en-US').keys()].sort());
    },
  );

  it('joins the fragments into one file per locale', () => {
    expect(readLocaleSource('en-US')).toContain('ui-loading-wave = Just a motement ...');
  });
});
