// The creating tools' texts are Fluent, in this package's `locales/{locale}/creating.ftl`.
// The web app joins those fragments into its `/locales/{locale}.ftl` like the design
// system's (apps/web/locales/localeFiles.ts), so they follow the site's language. The
// sidebar, whose other texts are English constants, gives its tools this en-US translator.
import { createTranslator, type Translator } from '@motes/ui';
import englishSource from '../../locales/en-US/creating.ftl?raw';

let english: Translator | undefined;

/** The creating tools' texts in en-US, for a host without its own Fluent files (the sidebar). */
export function englishCreatingTranslator(): Translator {
  english ??= createTranslator([{ locale: 'en-US', source: englishSource }]);
  return english;
}
