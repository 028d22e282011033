// Dictionary in the sidebar (issue 7 item 4, "Dictionary for a selected or clicked word"): "Look
// up a word" defines the selected word in the selection popover; "Click a word to define it"
// makes the next click on a word of the page select that word, which opens the popover as any
// pointer selection does (reading/translation). Escape cancels.
import { READING_TOOL_TEXTS } from '@motes/shared';
import { Button } from '@motes/ui';
import { useEffect, useState } from 'react';
import { wordRangeAtPoint } from './clickedWord';
import { isEventInsideMotesElement } from './motesElements';
import { useSidebarSession } from './sidebarSession';
import { ToolBody, ToolStatus, TranslateSelectionButton } from './ToolBody';
import type { SidebarToolProps } from './toolComponents';
import { useReadingSettings } from './useReadingSettings';
import { useSelectionTranslation } from './useSelectionTranslation';

export function DictionaryTool({ tool, descriptionId }: SidebarToolProps) {
  const [anchor, session] = useSidebarSession();
  const translation = useSelectionTranslation(session, useReadingSettings(session));
  const [picking, setPicking] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  useEffect(() => {
    if (!picking) return;
    const view = document.defaultView ?? window;
    // Capture on the window: the click is the tool's, not the page's (a word in a link is
    // defined, not followed). Clicks in the extension's own elements stay theirs.
    const handleClick = (event: MouseEvent) => {
      if (isEventInsideMotesElement(event)) return;
      event.preventDefault();
      event.stopPropagation();
      setPicking(false);
      const word = wordRangeAtPoint(document, event.clientX, event.clientY);
      if (!word) return setNotice(READING_TOOL_TEXTS.noWordThere);
      setNotice(null);
      // A selection made with the pointer opens the popover by itself.
      const selection = document.getSelection();
      selection?.removeAllRanges();
      selection?.addRange(word);
    };
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      // Only the picking ends, not the sidebar too.
      event.preventDefault();
      setPicking(false);
    };
    view.addEventListener('click', handleClick, true);
    view.addEventListener('keydown', handleKeyDown, true);
    return () => {
      view.removeEventListener('click', handleClick, true);
      view.removeEventListener('keydown', handleKeyDown, true);
    };
  }, [picking]);

  return (
    <ToolBody tool={tool} anchor={anchor}>
      <div className="motes-sidebar__buttons">
        <TranslateSelectionButton translation={translation} descriptionId={descriptionId}>
          {READING_TOOL_TEXTS.lookUpWord}
        </TranslateSelectionButton>
        <Button
          variant={picking ? 'primary' : 'secondary'}
          size="sm"
          aria-pressed={picking}
          disabled={!translation}
          onClick={() => {
            setNotice(null);
            setPicking(!picking);
          }}
        >
          {READING_TOOL_TEXTS.clickAWord}
        </Button>
      </div>
      <ToolStatus status={picking ? READING_TOOL_TEXTS.clickAWordHint : notice} />
    </ToolBody>
  );
}
