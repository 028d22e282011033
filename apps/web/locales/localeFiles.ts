// Node-side: the interface text of each locale is kept as fragments, one `.ftl` file per
// feature (`packages/ui/locales/{locale}/*.ftl` for the design system, `packages/creating/
// locales` for the creating tools, `apps/web/locales/{locale}/*.ftl` for the website), and
// served joined as one file, `/locales/{locale}.ftl`
// (§7). The Vite build writes the joined files; tests read them from here.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

// import.meta.dirname: jsdom test environments give import.meta.url an http: scheme.
const here = import.meta.dirname ?? fileURLToPath(new URL('.', import.meta.url));

/** The folders holding `{locale}/*.ftl` fragments, the packages first. */
export const LOCALE_FRAGMENT_ROOTS: readonly string[] = [
  join(here, '../../../packages/ui/locales'),
  join(here, '../../../packages/creating/locales'),
  here,
];

/** One fragment file of a locale. */
export interface LocaleFragment {
  /** A path relative to the repository, for messages. */
  name: string;
  source: string;
}

/** The fragments of `locale`, in a stable order (root, then file name). */
export function readLocaleFragments(locale: string): LocaleFragment[] {
  return LOCALE_FRAGMENT_ROOTS.flatMap((root) => {
    const dir = join(root, locale);
    if (!existsSync(dir)) return [];
    return readdirSync(dir)
      .filter((file) => file.endsWith('.ftl'))
      .sort()
      .map((file) => ({
        name: join(dir, file).slice(join(here, '../../..').length + 1),
        source: readFileSync(join(dir, file), 'utf8'),
      }));
  });
}

/** The whole `/locales/{locale}.ftl` file: every fragment of the locale, joined. */
export function readLocaleSource(locale: string): string {
  return readLocaleFragments(locale)
    .map(({ name, source }) => `## ${name}\n\n${source.trimEnd()}\n`)
    .join('\n');
}
