// §9 "Identity, locale and links": the default locale and the localised interface's locales.
import * as z from 'zod/mini';

/** §9: the default locale (also §3: the first catalogue entry, en-US, is the default). */
export const DEFAULT_LOCALE = 'en-US';

/**
 * The locales the interface is localised in: §9 names en-US and en-GB (both complete); the
 * website issue adds French, Spanish, Arabic and Mandarin Chinese. See `INTERFACE_LOCALES`
 * for their names and writing directions.
 */
export const SUPPORTED_UX_LOCALES = ['en-US', 'en-GB', 'fr', 'es', 'ar', 'zh-CN'] as const;
export type UxLocale = (typeof SUPPORTED_UX_LOCALES)[number];
/** One of the {@link SUPPORTED_UX_LOCALES}. */
export const UxLocaleSchema = z.enum(SUPPORTED_UX_LOCALES);

/**
 * A BCP 47 language tag as the language catalogue writes it (`en-US`, `fr-CA`, `pt-BR`, `es`).
 * Only the shape is checked here; whether this deployment supports the language is the
 * language registry's question.
 */
export const LocaleCodeSchema = z
  .string()
  .check(z.regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8}){0,2}$/, 'Expected a language tag such as en-US'));

/** True when `value` is one of the {@link SUPPORTED_UX_LOCALES}. */
export function isSupportedUxLocale(value: unknown): value is UxLocale {
  return (SUPPORTED_UX_LOCALES as readonly unknown[]).includes(value);
}
