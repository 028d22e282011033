import { createContext, useContext, type ReactNode } from 'react';
import { EMPTY_TRANSLATOR, type MessageArgs, type Translator } from './translator';

const TranslatorContext = createContext<Translator>(EMPTY_TRANSLATOR);

/** Props of {@link LocalizationProvider}. */
export interface LocalizationProviderProps {
  translator: Translator;
  children?: ReactNode;
}

/**
 * Gives every component below the interface's messages. Without a provider components still
 * work: each call yields the English fallback it passes (or the message id).
 */
export function LocalizationProvider({ translator, children }: LocalizationProviderProps) {
  return <TranslatorContext.Provider value={translator}>{children}</TranslatorContext.Provider>;
}

/** The current {@link Translator} (locale, direction, `t`, `has`). */
export function useTranslator(): Translator {
  return useContext(TranslatorContext);
}

/** Shorthand for `useTranslator().t`, for components that only format messages. */
export function useTranslate(): (id: string, args?: MessageArgs, fallback?: string) => string {
  return useContext(TranslatorContext).t;
}
