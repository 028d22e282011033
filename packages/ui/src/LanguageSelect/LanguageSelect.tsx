import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import {
  SUPPORTED_LANGUAGES,
  findLanguage,
  type CapabilitySupport,
  type CapabilityUnavailableReason,
  type SupportedLanguage,
} from '@motes/shared';
import { classNames } from '../classNames';
import { useTranslate } from '../i18n/LocalizationProvider';
import { LanguageFlag } from '../LanguageFlag/LanguageFlag';

type Translate = ReturnType<typeof useTranslate>;

/** Props of {@link LanguageSelect}; other native `<select>` props pass through. */
export interface LanguageSelectProps extends Omit<
  ComponentPropsWithRef<'select'>,
  'children' | 'value' | 'defaultValue' | 'onChange'
> {
  /** The visible label; "Language" when not given. */
  label?: ReactNode;
  /** Help shown under the label, tied to the select with `aria-describedby`. */
  hint?: ReactNode;
  /** The selected language's catalogue code (`bcp47`). */
  value: string;
  onChange: (code: string) => void;
  /** The languages offered, in order; the whole catalogue (§3) when not given. */
  languages?: readonly SupportedLanguage[];
  /**
   * What the tool this select serves can do, by catalogue code: one capability of the
   * `t/languages` answer (`language.capabilities.textToSpeech`). A language it is unavailable
   * for is listed disabled, with the reason. Codes missing from the map are offered.
   */
  support?: Readonly<Record<string, CapabilitySupport>>;
  /** Class of the wrapper, for layout by the caller. */
  className?: string;
}

function reasonText(t: Translate, reason: CapabilityUnavailableReason): string {
  switch (reason) {
    case 'not_installed':
      return t('ui-language-unavailable-not-installed', undefined, 'not set up on this server');
    case 'language_not_supported':
      return t(
        'ui-language-unavailable-language-not-supported',
        undefined,
        'not available for this language',
      );
    case 'disabled_for_language':
      return t(
        'ui-language-unavailable-disabled-for-language',
        undefined,
        'turned off for this language',
      );
  }
}

/** "Français (Canada) — French (Canada)"; an English variant's name only once. */
function languageName(t: Translate, language: SupportedLanguage): string {
  const { label_native: native, label_english: english } = language;
  if (native === english) return native;
  return t('ui-language-select-option', { native, english }, `${native} — ${english}`);
}

function optionText(t: Translate, language: SupportedLanguage, support?: CapabilitySupport) {
  const name = languageName(t, language);
  if (!support || support.available) return name;
  const reason = reasonText(t, support.reason);
  return t('ui-language-select-unavailable', { language: name, reason }, `${name} (${reason})`);
}

/**
 * A labelled native `<select>` of catalogue languages, each named in itself and in English,
 * with the selected language's flag beside it. Native, so it works with every keyboard, screen
 * reader and phone picker; given a capability's `support`, languages the tool cannot serve stay
 * listed, disabled, saying why, rather than disappearing.
 */
export function LanguageSelect({
  label,
  hint,
  value,
  onChange,
  languages = SUPPORTED_LANGUAGES,
  support,
  className,
  id,
  'aria-describedby': describedByFromCaller,
  ...selectProps
}: LanguageSelectProps) {
  const t = useTranslate();
  const generatedId = useId();
  const selectId = id ?? `${generatedId}-select`;
  const hintId = `${selectId}-hint`;
  const describedBy = [describedByFromCaller, hint !== undefined ? hintId : undefined]
    .filter(Boolean)
    .join(' ');
  const selected = languages.find((language) => language.bcp47 === value) ?? findLanguage(value);

  return (
    <div className={classNames('motes-language-select', className)}>
      <label className="motes-language-select__label" htmlFor={selectId}>
        {label ?? t('ui-language-select-label', undefined, 'Language')}
      </label>
      {hint !== undefined && (
        <p id={hintId} className="motes-language-select__hint">
          {hint}
        </p>
      )}
      <div className="motes-language-select__control">
        <LanguageFlag flag={selected.flag} className="motes-language-select__flag" />
        <select
          {...selectProps}
          id={selectId}
          className="motes-language-select__select"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-describedby={describedBy || undefined}
        >
          {languages.map((language) => {
            const languageSupport = support?.[language.bcp47];
            return (
              <option
                key={language.bcp47}
                value={language.bcp47}
                disabled={languageSupport?.available === false}
              >
                {optionText(t, language, languageSupport)}
              </option>
            );
          })}
        </select>
      </div>
    </div>
  );
}
