// The interface's languages (§9 "Identity, locale and links"; issue 4: en-US and en-GB complete,
// French, Spanish, Arabic and Mandarin Chinese as well) and the §7 rule that picks one.
import { DEFAULT_LOCALE, SUPPORTED_UX_LOCALES, type UxLocale } from '../identity/locales';

/** Writing direction of an interface locale. */
export type TextDirection = 'ltr' | 'rtl';

/** One language the interface is translated into. */
export interface InterfaceLocale {
  /** BCP 47 tag; also the name of its file, `/locales/{code}.ftl`. */
  readonly code: UxLocale;
  /** The language's own name, shown in the locale switcher. */
  readonly nativeLabel: string;
  readonly direction: TextDirection;
}

/** Every interface locale, the default (en-US) first. */
export const INTERFACE_LOCALES: readonly InterfaceLocale[] = Object.freeze([
  { code: 'en-US', nativeLabel: 'English (US)', direction: 'ltr' },
  { code: 'en-GB', nativeLabel: 'English (UK)', direction: 'ltr' },
  { code: 'fr', nativeLabel: 'Français', direction: 'ltr' },
  { code: 'es', nativeLabel: 'Español', direction: 'ltr' },
  { code: 'ar', nativeLabel: 'العربية', direction: 'rtl' },
  { code: 'zh-CN', nativeLabel: '中文（简体）', direction: 'ltr' },
] as const);

/** The codes of {@link INTERFACE_LOCALES}. */
export const INTERFACE_LOCALE_CODES: readonly UxLocale[] = SUPPORTED_UX_LOCALES;

/**
 * The interface locale that best serves a language tag, or undefined when none does:
 * an exact match first (case-insensitive), then a locale of the same language
 * (`fr-CA` → `fr`, `en` → `en-US`, `zh-TW` → `zh-CN`, `ar-EG` → `ar`).
 */
export function matchInterfaceLocale(tag: string | null | undefined): UxLocale | undefined {
  if (!tag) return undefined;
  const wanted = tag.trim().replace('_', '-').toLowerCase();
  if (!wanted) return undefined;
  const exact = INTERFACE_LOCALE_CODES.find((code) => code.toLowerCase() === wanted);
  if (exact) return exact;
  const language = wanted.split('-')[0];
  return INTERFACE_LOCALE_CODES.find((code) => code.toLowerCase().split('-')[0] === language);
}

/** Where a locale can come from, in the order §7 gives. */
export interface InterfaceLocaleSources {
  /** The identity status's `device.recommendedUXLocale`, once the identity is ready. */
  deviceRecommended?: string | null;
  /** The locale stored on this device (the user's last choice in the switcher). */
  stored?: string | null;
  /** The locale the caller offers (for example the browser's language). */
  given?: string | null;
}

/**
 * §7 `/locales/{locale}.ftl`: the identity's device recommended locale, else the stored
 * recommended locale, else the given or default locale. A source the interface has no
 * translation for is passed over for the next one.
 */
export function chooseInterfaceLocale(sources: InterfaceLocaleSources): UxLocale {
  return (
    matchInterfaceLocale(sources.deviceRecommended) ??
    matchInterfaceLocale(sources.stored) ??
    matchInterfaceLocale(sources.given) ??
    DEFAULT_LOCALE
  );
}

/** The writing direction of an interface locale (ltr for unknown codes). */
export function directionOf(locale: string): TextDirection {
  return INTERFACE_LOCALES.find((entry) => entry.code === locale)?.direction ?? 'ltr';
}

/**
 * The locales whose messages serve `locale`, most specific first: a message missing from a
 * translation is taken from the default locale (en-GB → en-GB, en-US; fr → fr, en-US).
 */
export function localeFallbackChain(locale: string): readonly string[] {
  const match = matchInterfaceLocale(locale) ?? DEFAULT_LOCALE;
  return match === DEFAULT_LOCALE ? [DEFAULT_LOCALE] : [match, DEFAULT_LOCALE];
}
