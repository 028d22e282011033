// §3 "Supported-language entry": the record of one language of the catalogue, with the spec's
// field names as its keys, and the small helper the catalogue files write their entries with.
import * as z from 'zod/mini';
import { LocaleCodeSchema, UxLocaleSchema, type UxLocale } from '../identity/locales';

/** §3: the right-to-left languages, by primary subtag: Arabic, Hebrew, Persian, Pashto, Urdu. */
export const RIGHT_TO_LEFT_LANGUAGES = ['ar', 'he', 'fa', 'ps', 'ur'] as const;

/** §3 `speech_to_text_overrides`: this value in the list means the language has no speech to text. */
export const NO_SPEECH_TO_TEXT = 'NONE';

export const SupportedLanguageSchema = z.object({
  /** The language's code, BCP 47 (`en-US`, `fr-CA`, `hmn`); the catalogue's key. */
  bcp47: LocaleCodeSchema,
  /** The code translation engines take for it (`es` for both es-ES and es-US; `zh-TW`). */
  translation_language: z.string(),
  label_english: z.string(),
  /** The language's name in itself, as its speakers write it. */
  label_native: z.string(),
  /** ISO 3166-1 alpha-2 codes of the countries where this entry is the natural choice. */
  spoken_in_countries: z.array(z.string().check(z.regex(/^[A-Z]{2}$/))),
  /**
   * Whether the localised interface is offered for this entry (§3: only these are offered).
   * Exactly one entry per interface locale has it; see `pontoon_locale`.
   */
  l10n_available: z.boolean(),
  /**
   * The interface locale whose translation serves this language (the localisation source:
   * `fr` for fr-FR and fr-CA, `en-GB` for en-AU), or null when the interface is not translated
   * into the language and it is shown in the default locale.
   */
  pontoon_locale: z.nullable(UxLocaleSchema),
  /** Bumped when the entry changes, so a client holding an older copy knows to refresh it. */
  version: z.number().check(z.int(), z.positive()),
  /** Whether speech to text may show words while the person speaks (streaming recognition). */
  is_streamable: z.boolean(),
  is_right_to_left: z.boolean(),
  /** Large language models write this language too poorly to offer their features for it. */
  llm_disabled: z.boolean(),
  /** The product does not speak this language with a voice of its own. */
  text_to_speech_disabled: z.boolean(),
  /**
   * The spec's `{hash}` field: the catalogue code whose voice speaks this language when
   * `text_to_speech_disabled` is set (en-NG speaks with the en-GB voice); null for none.
   */
  speech_substitute_code: z.nullable(LocaleCodeSchema),
  /**
   * Recogniser codes to use instead of `bcp47` for speech to text; empty to use `bcp47`;
   * `['NONE']` ({@link NO_SPEECH_TO_TEXT}) when the language has no speech to text.
   */
  speech_to_text_overrides: z.array(z.string()),
  /** A former or alternate ISO 639 code some systems still send (`iw` for Hebrew). */
  legacy_alternate_iso639: z.nullable(z.string()),
  /**
   * The flag image's name in `@motes/ui` (packages/ui/src/flags/<flag>.svg): a country code in
   * lower case, or a region's (`es-ct` Catalonia, `gb-wls` Wales) where the language is one's.
   */
  flag: z.string().check(z.regex(/^[a-z]{2}(-[a-z]{2,3})?$/)),
});
/** §3 "Supported-language entry". */
export type SupportedLanguage = z.infer<typeof SupportedLanguageSchema>;

/** The primary language subtag of a code, lower case: `es-US` → `es`, `zh_TW` → `zh`. */
export function primaryLanguageSubtag(code: string): string {
  return code.split(/[-_]/)[0]!.toLowerCase();
}

/**
 * What a catalogue file writes for one entry: the labels and countries always, every other
 * field only where it differs from the usual value (see {@link defineLanguage}).
 */
export type LanguageDefinition = Pick<
  SupportedLanguage,
  'bcp47' | 'label_english' | 'label_native' | 'spoken_in_countries'
> &
  Partial<Omit<SupportedLanguage, 'is_right_to_left' | 'pontoon_locale'>> & {
    pontoon_locale?: UxLocale;
  };

/**
 * A complete entry from its definition. The usual values: translation by the primary subtag,
 * the flag of the code's region, version 1, streamable, everything enabled, no interface
 * translation. Right to left is not written per entry: it follows §3's list of languages.
 * @throws when the code has no region and the definition names no flag.
 */
export function defineLanguage(definition: LanguageDefinition): SupportedLanguage {
  const primary = primaryLanguageSubtag(definition.bcp47);
  const region = definition.bcp47.split('-')[1];
  const flag = definition.flag ?? region?.toLowerCase();
  if (!flag) throw new Error(`${definition.bcp47}: a language without a region needs a flag`);
  // Written out in the spec's field order, which is also the order of the JSON answer.
  return {
    bcp47: definition.bcp47,
    translation_language: definition.translation_language ?? primary,
    label_english: definition.label_english,
    label_native: definition.label_native,
    spoken_in_countries: definition.spoken_in_countries,
    l10n_available: definition.l10n_available ?? false,
    pontoon_locale: definition.pontoon_locale ?? null,
    version: definition.version ?? 1,
    is_streamable: definition.is_streamable ?? true,
    is_right_to_left: (RIGHT_TO_LEFT_LANGUAGES as readonly string[]).includes(primary),
    llm_disabled: definition.llm_disabled ?? false,
    text_to_speech_disabled: definition.text_to_speech_disabled ?? false,
    speech_substitute_code: definition.speech_substitute_code ?? null,
    speech_to_text_overrides: definition.speech_to_text_overrides ?? [],
    legacy_alternate_iso639: definition.legacy_alternate_iso639 ?? null,
    flag,
  };
}

/** {@link defineLanguage} over a list, in order. */
export function defineLanguages(definitions: readonly LanguageDefinition[]): SupportedLanguage[] {
  return definitions.map((definition) => defineLanguage(definition));
}
