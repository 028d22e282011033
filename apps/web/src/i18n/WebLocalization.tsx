import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import {
  chooseInterfaceLocale,
  DEFAULT_LOCALE,
  matchInterfaceLocale,
  UX_LOCALE_STORAGE_KEY,
  type UxLocale,
} from '@motes/shared';
import { LoadingWave, LocalizationProvider, type Translator } from '@motes/ui';
import { useIdentity } from '../identity/IdentityProvider';
import { fetchLocaleSource, loadTranslator, type LocaleSourceLoader } from './loadTranslator';

interface LocaleSwitcher {
  locale: UxLocale;
  /** Shows the interface in `locale`, remembers the choice on this device and, when signed in, in the account. */
  setLocale(locale: UxLocale): void;
}

const LocaleSwitcherContext = createContext<LocaleSwitcher>({
  locale: DEFAULT_LOCALE,
  setLocale: () => {},
});

/** The interface locale and the way to change it (for the locale switcher). */
export function useLocaleSwitcher(): LocaleSwitcher {
  return useContext(LocaleSwitcherContext);
}

/** Props of {@link WebLocalization}. */
export interface WebLocalizationProps {
  /** Defaults to fetching `/locales/{locale}.ftl` from this site. */
  loadSource?: LocaleSourceLoader;
  /** A translator already built (tests build en-US from the files on disk). */
  preloaded?: Translator;
  /** The browser's language; defaults to `navigator.language`. */
  browserLanguage?: string;
  children?: ReactNode;
}

/**
 * Chooses the interface locale as §7 says — the identity's device recommendation, else the
 * locale stored on this device, else the browser's language, else en-US — loads its Fluent
 * file and lays the document out in its direction (Arabic right to left).
 *
 * For anonymous visitors the server's device recommendation is only the browser's language,
 * so a choice made in the switcher ranks above it; signed in, the choice is saved in the
 * account (`preferredLocale`), which the server then returns as the device recommendation.
 */
export function WebLocalization({
  loadSource = fetchLocaleSource,
  preloaded,
  browserLanguage = typeof navigator === 'undefined' ? undefined : navigator.language,
  children,
}: WebLocalizationProps) {
  const { state, storage, store, isLoggedIn } = useIdentity();
  const [stored, setStored] = useState(() =>
    matchInterfaceLocale(storage.get(UX_LOCALE_STORAGE_KEY) as string | undefined),
  );
  const deviceRecommended = isLoggedIn ? state.status?.device.recommendedUXLocale : undefined;
  // A choice made in this tab wins until the account's recommendation catches up with it.
  const [chosenHere, setChosenHere] = useState<UxLocale | undefined>();
  const wanted =
    chosenHere ?? chooseInterfaceLocale({ deviceRecommended, stored, given: browserLanguage });

  // Translators already loaded, by locale: switching back is instant.
  const [translators] = useState(
    () => new Map<string, Translator>(preloaded ? [[preloaded.locale, preloaded]] : []),
  );
  // The locale last loaded: shown while another one loads, so a switch never blanks the page.
  const [lastLoaded, setLastLoaded] = useState<string | undefined>(preloaded?.locale);
  const shown = translators.get(wanted) ?? (lastLoaded ? translators.get(lastLoaded) : undefined);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (translators.has(wanted)) return;
    let cancelled = false;
    loadTranslator(wanted, loadSource).then(
      (translator) => {
        translators.set(wanted, translator);
        if (!cancelled) setLastLoaded(wanted);
      },
      () => {
        if (cancelled) return;
        // A translation that cannot load leaves the page in the default locale.
        if (wanted !== DEFAULT_LOCALE) setChosenHere(DEFAULT_LOCALE);
        else setFailed(true);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [wanted, loadSource, translators]);

  useEffect(() => {
    if (!shown || typeof document === 'undefined') return;
    document.documentElement.lang = shown.locale;
    document.documentElement.dir = shown.direction;
  }, [shown]);

  const setLocale = useCallback(
    (locale: UxLocale) => {
      storage.set(UX_LOCALE_STORAGE_KEY, locale);
      setStored(locale);
      setChosenHere(locale);
      if (isLoggedIn) store.updateSettings({ preferredLocale: locale });
    },
    [storage, store, isLoggedIn],
  );
  const switcher = useMemo(
    () => ({ locale: (shown?.locale as UxLocale | undefined) ?? wanted, setLocale }),
    [shown, wanted, setLocale],
  );

  if (failed && !shown) {
    return (
      <div role="alert" className="web-localization__failed">
        <p>The page’s text could not be loaded. Check your connection and try again.</p>
        <button type="button" onClick={() => window.location.reload()}>
          Reload
        </button>
      </div>
    );
  }
  if (!shown) return <LoadingWave layout="fullscreen" />;
  return (
    <LocaleSwitcherContext value={switcher}>
      <LocalizationProvider translator={shown}>{children}</LocalizationProvider>
    </LocaleSwitcherContext>
  );
}
