// §3 "Supported-language entry": the language catalogue. The catalogue files' authoring
// helpers (defineLanguage) stay inside this folder.
export {
  NO_SPEECH_TO_TEXT,
  RIGHT_TO_LEFT_LANGUAGES,
  SupportedLanguageSchema,
  primaryLanguageSubtag,
  type SupportedLanguage,
} from './supportedLanguage';
export {
  DEFAULT_LANGUAGE,
  SUPPORTED_LANGUAGES,
  findLanguage,
  speechLanguageFor,
} from './catalogue';
