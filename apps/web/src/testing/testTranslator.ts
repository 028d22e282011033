import { DEFAULT_LOCALE } from '@motes/shared';
import { createTranslator, type Translator } from '@motes/ui';
import { readLocaleSource } from '../../locales/localeFiles';
import type { LocaleSourceLoader } from '../i18n/loadTranslator';

/** Reads `/locales/{locale}.ftl` from the files on disk, as the built site would serve it. */
export const diskLocaleSource: LocaleSourceLoader = (locale) =>
  Promise.resolve(readLocaleSource(locale));

let cached: Translator | undefined;
/** The en-US translator built from the real files (once per test file). */
export function englishTranslator(): Translator {
  cached ??= createTranslator([
    { locale: DEFAULT_LOCALE, source: readLocaleSource(DEFAULT_LOCALE) },
  ]);
  return cached;
}
