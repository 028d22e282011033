import { useId } from 'react';
import { INTERFACE_LOCALES, matchInterfaceLocale } from '@motes/shared';
import { useTranslate } from '@motes/ui';
import { useLocaleSwitcher } from '../../i18n/WebLocalization';
import './LocaleSwitcher.css';

/**
 * The interface language choice (issue 4 "a locale switcher"): every interface locale by its
 * own name, each marked with its language so screen readers pronounce it. Choosing Arabic
 * lays the whole page out right to left (WebLocalization sets `<html dir>`).
 */
export function LocaleSwitcher() {
  const t = useTranslate();
  const { locale, setLocale } = useLocaleSwitcher();
  const selectId = useId();
  return (
    <div className="locale-switcher">
      <label htmlFor={selectId} className="locale-switcher__label">
        <GlobeIcon />
        {t('footer-language-label')}
      </label>
      <select
        id={selectId}
        className="locale-switcher__select"
        value={locale}
        onChange={(event) => {
          const chosen = matchInterfaceLocale(event.target.value);
          if (chosen) setLocale(chosen);
        }}
      >
        {INTERFACE_LOCALES.map((entry) => (
          <option key={entry.code} value={entry.code} lang={entry.code}>
            {entry.nativeLabel}
          </option>
        ))}
      </select>
    </div>
  );
}

function GlobeIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path
        d="M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18z M3 12h18 M12 3c2.5 2.5 3.5 5.5 3.5 9s-1 6.5-3.5 9 M12 3c-2.5 2.5-3.5 5.5-3.5 9s1 6.5 3.5 9"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.75"
        strokeLinecap="round"
      />
    </svg>
  );
}
