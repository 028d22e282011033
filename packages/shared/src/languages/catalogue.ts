// §3 "Supported-language entry": the catalogue (about 60 languages, en-US first and the
// default) and the lookup every caller uses, which never fails: an unknown code falls back.
import { DEFAULT_LOCALE } from '../identity/locales';
import {
  ARABIC_AND_CHINESE_VARIANTS,
  ENGLISH_VARIANTS,
  FRENCH_SPANISH_AND_PORTUGUESE_VARIANTS,
} from './catalogueVariants';
import { SINGLE_VARIANT_LANGUAGES } from './catalogueLanguages';
import { primaryLanguageSubtag, type SupportedLanguage } from './supportedLanguage';

function byEnglishLabel(a: SupportedLanguage, b: SupportedLanguage): number {
  return a.label_english.localeCompare(b.label_english, 'en');
}

const everyLanguage = [
  ...ENGLISH_VARIANTS,
  ...FRENCH_SPANISH_AND_PORTUGUESE_VARIANTS,
  ...ARABIC_AND_CHINESE_VARIANTS,
  ...SINGLE_VARIANT_LANGUAGES,
];
const defaultLanguage = everyLanguage.find((language) => language.bcp47 === DEFAULT_LOCALE)!;

/**
 * §3: every supported language, the default (en-US) first and the others in the order of their
 * English names, which is the order pickers show them in.
 */
export const SUPPORTED_LANGUAGES: readonly SupportedLanguage[] = Object.freeze([
  defaultLanguage,
  ...everyLanguage.filter((language) => language !== defaultLanguage).sort(byEnglishLabel),
]);

/** §3: the first entry, en-US, is the default (the same code as §9's DEFAULT_LOCALE). */
export const DEFAULT_LANGUAGE: SupportedLanguage = defaultLanguage;

const byLowerCaseCode = new Map(
  SUPPORTED_LANGUAGES.map((language) => [language.bcp47.toLowerCase(), language]),
);

/** `iw` → `he`: the catalogue's primary subtag for a legacy or alternate ISO 639 code. */
const primaryByLegacyCode = new Map(
  SUPPORTED_LANGUAGES.flatMap((language) =>
    language.legacy_alternate_iso639
      ? [[language.legacy_alternate_iso639, primaryLanguageSubtag(language.bcp47)] as const]
      : [],
  ),
);

/** The region subtag of a code (`MX` of `es-MX`, `TW` of `zh-Hant-TW`), upper case. */
function regionOf(subtags: readonly string[]): string | undefined {
  return subtags
    .slice(1)
    .find((subtag) => /^[a-z]{2}$/i.test(subtag))
    ?.toUpperCase();
}

/**
 * The catalogue entry for a language code; never undefined (§3: an unknown code falls back to
 * the default). In order:
 * 1. the entry with that code, compared without case and with `_` read as `-` (`EN_gb`);
 * 2. an entry of the same language spoken in the code's country (`es-MX` → es-US, `ar-SA` →
 *    ar-AE, `fr-BE` → fr-FR); legacy codes count as their language (`iw-IL` → he-IL);
 * 3. the entry of the same language that the interface is offered in (`es` → es-US, `fr-CH`
 *    → fr-FR), else the language's first entry (`pt` → pt-BR);
 * 4. en-US.
 */
export function findLanguage(code: string | null | undefined): SupportedLanguage {
  const normalised = (code ?? '').trim().replaceAll('_', '-').toLowerCase();
  const exact = byLowerCaseCode.get(normalised);
  if (exact) return exact;
  const subtags = normalised.split('-');
  const primary = primaryByLegacyCode.get(subtags[0]!) ?? subtags[0]!;
  const sameLanguage = SUPPORTED_LANGUAGES.filter(
    (language) => primaryLanguageSubtag(language.bcp47) === primary,
  );
  const region = regionOf(subtags);
  return (
    (region && sameLanguage.find((language) => language.spoken_in_countries.includes(region))) ||
    sameLanguage.find((language) => language.l10n_available) ||
    sameLanguage[0] ||
    DEFAULT_LANGUAGE
  );
}

/**
 * The language whose voices read `code` aloud (§3 `text_to_speech_disabled` with its
 * `speech_substitute_code`): the code itself, the substitute for a catalogue language without
 * a voice of its own (en-NG → en-GB), or null when the catalogue switches reading aloud off and
 * names no substitute. Codes outside the catalogue are left to the engine.
 */
export function speechLanguageFor(code: string): string | null {
  const entry = byLowerCaseCode.get(code.trim().replaceAll('_', '-').toLowerCase());
  if (!entry?.text_to_speech_disabled) return code;
  return entry.speech_substitute_code ?? null;
}
