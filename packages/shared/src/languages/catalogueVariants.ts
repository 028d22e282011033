// §3 "Supported-language entry": the languages the catalogue offers in more than one regional
// variant (English, French, Spanish, Arabic, Portuguese, Chinese). The other languages are in
// catalogueLanguages.ts; catalogue.ts puts them together.
//
// The interface (§9, SUPPORTED_UX_LOCALES) is offered through one entry per interface locale,
// the one whose wording its translation follows: en-US, en-GB, fr-FR (French of France: the
// `fr` files write "e-mail"), es-US (Latin American Spanish: the `es` files write
// "computadora", "video"), ar-EG (the `ar` files are Modern Standard Arabic, offered through the
// first Arabic entry) and zh-CN. Every other variant of those languages names the same
// translation as its `pontoon_locale`; the Commonwealth Englishes take the British one.
import { defineLanguages, type SupportedLanguage } from './supportedLanguage';

export const ENGLISH_VARIANTS: readonly SupportedLanguage[] = defineLanguages([
  {
    bcp47: 'en-US',
    label_english: 'English (United States)',
    label_native: 'English (United States)',
    spoken_in_countries: ['US'],
    l10n_available: true,
    pontoon_locale: 'en-US',
  },
  {
    bcp47: 'en-GB',
    label_english: 'English (United Kingdom)',
    label_native: 'English (United Kingdom)',
    spoken_in_countries: ['GB'],
    l10n_available: true,
    pontoon_locale: 'en-GB',
  },
  {
    bcp47: 'en-AU',
    label_english: 'English (Australia)',
    label_native: 'English (Australia)',
    spoken_in_countries: ['AU'],
    pontoon_locale: 'en-GB',
  },
  {
    bcp47: 'en-CA',
    label_english: 'English (Canada)',
    label_native: 'English (Canada)',
    spoken_in_countries: ['CA'],
    pontoon_locale: 'en-GB',
  },
  {
    bcp47: 'en-IE',
    label_english: 'English (Ireland)',
    label_native: 'English (Ireland)',
    spoken_in_countries: ['IE'],
    pontoon_locale: 'en-GB',
  },
  {
    bcp47: 'en-IN',
    label_english: 'English (India)',
    label_native: 'English (India)',
    spoken_in_countries: ['IN'],
    pontoon_locale: 'en-GB',
  },
  {
    // Few voices exist for Nigerian English: it is read aloud with the British voice.
    bcp47: 'en-NG',
    label_english: 'English (Nigeria)',
    label_native: 'English (Nigeria)',
    spoken_in_countries: ['NG', 'GH'],
    pontoon_locale: 'en-GB',
    text_to_speech_disabled: true,
    speech_substitute_code: 'en-GB',
  },
  {
    bcp47: 'en-NZ',
    label_english: 'English (New Zealand)',
    label_native: 'English (New Zealand)',
    spoken_in_countries: ['NZ'],
    pontoon_locale: 'en-GB',
  },
]);

export const FRENCH_SPANISH_AND_PORTUGUESE_VARIANTS: readonly SupportedLanguage[] = defineLanguages(
  [
    {
      bcp47: 'fr-CA',
      label_english: 'French (Canada)',
      label_native: 'Français (Canada)',
      spoken_in_countries: ['CA'],
      pontoon_locale: 'fr',
    },
    {
      bcp47: 'fr-FR',
      label_english: 'French (France)',
      label_native: 'Français (France)',
      spoken_in_countries: ['FR', 'BE', 'CH', 'LU', 'MC', 'SN', 'CI', 'CM', 'CD', 'MG'],
      l10n_available: true,
      pontoon_locale: 'fr',
    },
    {
      bcp47: 'es-ES',
      label_english: 'Spanish (Spain)',
      label_native: 'Español (España)',
      spoken_in_countries: ['ES', 'GQ'],
      pontoon_locale: 'es',
    },
    {
      // Also the Spanish of Latin America, which has no entry of its own.
      bcp47: 'es-US',
      label_english: 'Spanish (United States)',
      label_native: 'Español (Estados Unidos)',
      spoken_in_countries: [
        ...['US', 'MX', 'GT', 'HN', 'SV', 'NI', 'CR', 'PA', 'CU', 'DO', 'PR'],
        ...['CO', 'VE', 'EC', 'PE', 'BO', 'CL', 'AR', 'PY', 'UY'],
      ],
      l10n_available: true,
      pontoon_locale: 'es',
    },
    {
      bcp47: 'pt-BR',
      label_english: 'Portuguese (Brazil)',
      label_native: 'Português (Brasil)',
      spoken_in_countries: ['BR'],
    },
    {
      // Portuguese-speaking Africa and East Timor follow the European norm.
      bcp47: 'pt-PT',
      label_english: 'Portuguese (Portugal)',
      label_native: 'Português (Portugal)',
      spoken_in_countries: ['PT', 'AO', 'MZ', 'CV', 'GW', 'ST', 'TL'],
    },
  ],
);

export const ARABIC_AND_CHINESE_VARIANTS: readonly SupportedLanguage[] = defineLanguages([
  {
    // Also North Africa, which has no entry of its own.
    bcp47: 'ar-EG',
    label_english: 'Arabic (Egypt)',
    label_native: 'العربية (مصر)',
    spoken_in_countries: ['EG', 'SD', 'LY', 'TN', 'DZ', 'MA'],
    l10n_available: true,
    pontoon_locale: 'ar',
  },
  {
    // Levantine and Iraqi Arabic.
    bcp47: 'ar-LB',
    label_english: 'Arabic (Lebanon)',
    label_native: 'العربية (لبنان)',
    spoken_in_countries: ['LB', 'SY', 'JO', 'PS', 'IQ'],
    pontoon_locale: 'ar',
  },
  {
    // Gulf Arabic.
    bcp47: 'ar-AE',
    label_english: 'Arabic (United Arab Emirates)',
    label_native: 'العربية (الإمارات)',
    spoken_in_countries: ['AE', 'SA', 'KW', 'QA', 'BH', 'OM', 'YE'],
    pontoon_locale: 'ar',
  },
  {
    // Translation engines tell the two scripts apart by the region: zh-CN and zh-TW.
    bcp47: 'zh-CN',
    translation_language: 'zh-CN',
    label_english: 'Chinese (Simplified)',
    label_native: '中文（简体）',
    spoken_in_countries: ['CN', 'SG'],
    l10n_available: true,
    pontoon_locale: 'zh-CN',
  },
  {
    // The interface has no Traditional Chinese translation; the Simplified one serves.
    bcp47: 'zh-TW',
    translation_language: 'zh-TW',
    label_english: 'Chinese (Traditional)',
    label_native: '中文（繁體）',
    spoken_in_countries: ['TW', 'HK', 'MO'],
    pontoon_locale: 'zh-CN',
  },
]);
