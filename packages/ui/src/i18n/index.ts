export {
  createTranslator,
  EMPTY_TRANSLATOR,
  type LocaleSource,
  type MessageArgs,
  type Translator,
} from './translator';
export {
  LocalizationProvider,
  useTranslate,
  useTranslator,
  type LocalizationProviderProps,
} from './LocalizationProvider';
