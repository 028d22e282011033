// Translation in the sidebar (issue 7 item 4): the language to translate into (§3
// lastTranslationLanguage, kept on change) and "Translate selection", which opens the
// selection popover with keyboard focus in it. A pointer selection on the page opens it too.
import { READING_TOOL_TEXTS, SUPPORTED_LANGUAGES } from '@motes/shared';
import { Button } from '@motes/ui';
import { useId } from 'react';
import { useSelectionTranslation } from './useSelectionTranslation';
import { useSidebarSession } from './sidebarSession';
import type { SidebarToolProps } from './toolComponents';
import { useReadingSettings } from './useReadingSettings';

export function TranslationTool({ tool, descriptionId }: SidebarToolProps) {
  const [anchor, session] = useSidebarSession();
  const reading = useReadingSettings(session);
  const translation = useSelectionTranslation(session, reading);
  const selectId = useId();
  const target = reading.settings.lastTranslationLanguage;

  return (
    <div ref={anchor} role="group" aria-label={tool.label} className="motes-sidebar__tool-body">
      <p className="motes-sidebar__label">{tool.label}</p>
      <div className="motes-sidebar__field">
        <label htmlFor={selectId} className="motes-sidebar__label">
          {READING_TOOL_TEXTS.translateIntoLabel}
        </label>
        <select
          id={selectId}
          className="motes-sidebar__select"
          value={target ?? ''}
          onChange={(event) =>
            reading.change({ lastTranslationLanguage: event.currentTarget.value || null })
          }
        >
          {!target && <option value="">{READING_TOOL_TEXTS.chooseLanguage}</option>}
          {SUPPORTED_LANGUAGES.map((language) => (
            <option key={language.bcp47} value={language.bcp47}>
              {language.label_english}
            </option>
          ))}
        </select>
      </div>
      <Button
        variant="secondary"
        size="sm"
        aria-describedby={descriptionId}
        disabled={!translation}
        onClick={() => translation?.controller.translateSelection({ focus: true })}
      >
        {READING_TOOL_TEXTS.translateSelection}
      </Button>
    </div>
  );
}
