import { productTool, type ProductToolId } from '@motes/shared';
import { useTranslate } from '@motes/ui';

/**
 * The data attributes that tie an offer on a page to its tool in the registry
 * (`data-tool`, `data-tool-state`). The e2e walk reads them; nothing styles by them.
 */
export function toolStateAttributes(tool: ProductToolId | undefined): Record<string, string> {
  if (!tool) return {};
  return { 'data-tool': tool, 'data-tool-state': productTool(tool).state };
}

/** Props of {@link ToolStateMark}. */
export interface ToolStateMarkProps {
  tool: ProductToolId;
  /** `span` inside a heading or a table cell; `p` (default) on its own line in a card. */
  as?: 'span' | 'p';
}

/**
 * Says in words, next to a tool's name, when the tool is not built in this build ("Not yet
 * available") or works only in the browser extension. Nothing for a tool that works on the
 * website. The words are visible text (not colour alone), so screen readers read them too.
 */
export function ToolStateMark({ tool, as: Element = 'p' }: ToolStateMarkProps) {
  const t = useTranslate();
  const { state } = productTool(tool);
  if (state === 'available') return null;
  const notYet = state === 'notYetAvailable';
  return (
    <Element
      className={`marketing-tool-state marketing-tool-state--${notYet ? 'not-yet' : 'extension'}`}
    >
      {notYet ? t('tool-state-not-yet-available') : t('tool-state-needs-extension')}
    </Element>
  );
}
