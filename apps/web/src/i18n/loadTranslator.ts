import { loadWithRetries, localeFallbackChain, type LoadWithRetriesOptions } from '@motes/shared';
import { createTranslator, type Translator } from '@motes/ui';

/** Fetches the text of `/locales/{locale}.ftl`; tests read the files from disk instead. */
export type LocaleSourceLoader = (locale: string) => Promise<string>;

/** An error that says a locale file does not exist: trying again will not help. */
class LocaleFileMissing extends Error {}

/** §7 `GET /locales/{locale}.ftl` from this site. */
export const fetchLocaleSource: LocaleSourceLoader = async (locale) => {
  const response = await fetch(`/locales/${encodeURIComponent(locale)}.ftl`);
  if (response.status === 404) throw new LocaleFileMissing(`No translation file for ${locale}`);
  if (!response.ok) throw new Error(`Translation file ${locale}: HTTP ${response.status}`);
  return response.text();
};

/**
 * The translator of `locale`: its file and the default locale's (for messages a translation
 * lacks), each loaded with the §5 retries (up to 5, waiting 350 ms and doubling).
 */
export async function loadTranslator(
  locale: string,
  load: LocaleSourceLoader,
  retry: LoadWithRetriesOptions = {},
): Promise<Translator> {
  const chain = localeFallbackChain(locale);
  const sources = await Promise.all(
    chain.map(async (code) => ({
      locale: code,
      source: await loadWithRetries(() => load(code), {
        shouldRetry: (error) => !(error instanceof LocaleFileMissing),
        ...retry,
      }),
    })),
  );
  return createTranslator(sources);
}
