// Translation in the sidebar (issue 7 item 4): the language to translate into (§3
// lastTranslationLanguage, kept on change) and "Translate selection", which opens the
// selection popover with keyboard focus in it. A pointer selection on the page opens it too.
import { READING_TOOL_TEXTS, SUPPORTED_LANGUAGES } from '@motes/shared';
import { useSelectionTranslation } from './useSelectionTranslation';
import { useSidebarSession } from './sidebarSession';
import { ToolBody, ToolSelect, TranslateSelectionButton } from './ToolBody';
import type { SidebarToolProps } from './toolComponents';
import { useReadingSettings } from './useReadingSettings';

export function TranslationTool({ tool, descriptionId }: SidebarToolProps) {
  const [anchor, session] = useSidebarSession();
  const reading = useReadingSettings(session);
  const translation = useSelectionTranslation(session, reading);
  const target = reading.settings.lastTranslationLanguage;

  return (
    <ToolBody tool={tool} anchor={anchor}>
      <ToolSelect
        label={READING_TOOL_TEXTS.translateIntoLabel}
        value={target ?? ''}
        onChange={(value) => reading.change({ lastTranslationLanguage: value || null })}
      >
        {!target && <option value="">{READING_TOOL_TEXTS.chooseLanguage}</option>}
        {SUPPORTED_LANGUAGES.map((language) => (
          <option key={language.bcp47} value={language.bcp47}>
            {language.label_english}
          </option>
        ))}
      </ToolSelect>
      <TranslateSelectionButton translation={translation} descriptionId={descriptionId}>
        {READING_TOOL_TEXTS.translateSelection}
      </TranslateSelectionButton>
    </ToolBody>
  );
}
