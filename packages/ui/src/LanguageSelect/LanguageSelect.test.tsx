import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES, type CapabilitySupport } from '@motes/shared';
import { LocalizationProvider } from '../i18n/LocalizationProvider';
import { createTranslator } from '../i18n/translator';
import { LanguageSelect, type LanguageSelectProps } from './LanguageSelect';

function Picker(props: Omit<LanguageSelectProps, 'value' | 'onChange'> & { initial?: string }) {
  const { initial = 'en-US', ...rest } = props;
  const [value, setValue] = useState(initial);
  return <LanguageSelect {...rest} value={value} onChange={setValue} />;
}

const optionNames = () =>
  within(screen.getByRole('combobox'))
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('LanguageSelect (§3 supported languages)', () => {
  it('§3 lists every catalogue language, en-US first, named in itself and in English', () => {
    render(<Picker />);
    const select = screen.getByRole('combobox', { name: 'Language' });
    expect(select).toHaveValue('en-US');
    const names = optionNames();
    expect(names).toHaveLength(SUPPORTED_LANGUAGES.length);
    expect(names[0]).toBe('English (United States)');
    expect(names).toContain('Français (Canada) — French (Canada)');
    expect(names).toContain('العربية (مصر) — Arabic (Egypt)');
    expect(names).toContain('中文（简体） — Chinese (Simplified)');
  });

  it('lets the user choose a language by its code, and shows its flag beside the select', async () => {
    const user = userEvent.setup();
    const { container } = render(<Picker label="Read aloud in" hint="Voices differ by language" />);
    const select = screen.getByRole('combobox', { name: 'Read aloud in' });
    expect(select).toHaveAccessibleDescription('Voices differ by language');
    await user.selectOptions(select, 'Español (Estados Unidos) — Spanish (United States)');
    expect(select).toHaveValue('es-US');
    // es-US shows the flag of the United States, loaded lazily, decorative.
    await waitFor(() =>
      expect(container.querySelector('img.motes-language-select__flag')).not.toBeNull(),
    );
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
  });

  it('shows languages a tool cannot serve disabled, with the reason', () => {
    const support: Record<string, CapabilitySupport> = {
      'en-US': { available: true, engine: 'espeak-ng' },
      hmn: { available: false, reason: 'disabled_for_language' },
      'km-KH': { available: false, reason: 'language_not_supported' },
      'de-DE': { available: false, reason: 'not_installed' },
    };
    render(<Picker support={support} />);
    const option = (name: string) => screen.getByRole('option', { name });
    expect(option('English (United States)')).toBeEnabled();
    expect(option('Hmoob — Hmong (turned off for this language)')).toBeDisabled();
    expect(option('ខ្មែរ — Khmer (not available for this language)')).toBeDisabled();
    expect(option('Deutsch — German (not set up on this server)')).toBeDisabled();
    // A language the map does not mention is offered.
    expect(option('Italiano — Italian')).toBeEnabled();
  });

  it('offers only the languages it is given, in their order', () => {
    const languages = SUPPORTED_LANGUAGES.filter((language) => language.l10n_available);
    render(<Picker languages={languages} />);
    expect(optionNames()).toEqual([
      'English (United States)',
      'العربية (مصر) — Arabic (Egypt)',
      '中文（简体） — Chinese (Simplified)',
      'English (United Kingdom)',
      'Français (France) — French (France)',
      'Español (Estados Unidos) — Spanish (United States)',
    ]);
  });

  it('speaks the interface language: texts come from packages/ui/locales', () => {
    const source = readFileSync(join(import.meta.dirname, '../../locales/zh-CN/ui.ftl'), 'utf8');
    const translator = createTranslator([{ locale: 'zh-CN', source }]);
    render(
      <LocalizationProvider translator={translator}>
        <Picker support={{ 'de-DE': { available: false, reason: 'not_installed' } }} />
      </LocalizationProvider>,
    );
    expect(screen.getByRole('combobox', { name: '语言' })).toBeInTheDocument();
    expect(
      screen.getByRole('option', { name: 'Deutsch — German（此服务器未配置）' }),
    ).toBeDisabled();
  });
});
