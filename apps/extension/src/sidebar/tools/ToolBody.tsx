// The pieces every sidebar tool's body is made of: the labelled group with the tool's name,
// the status line (with the error under it), a labelled select, and the button that opens the
// selection popover (Translation and Dictionary).
import type { SidebarTool } from '@motes/shared';
import { Button } from '@motes/ui';
import { useId, type ReactNode } from 'react';
import type { SelectionTranslationPart } from './selectionTranslationPart';

/** The tool's group, named by the tool, with its name shown first. */
export function ToolBody({
  tool,
  anchor,
  describedBy,
  children,
}: {
  tool: SidebarTool;
  /** A sidebar session's anchor (useSidebarSession), for the tools that keep parts in one. */
  anchor?: (element: Element | null) => void;
  describedBy?: string;
  children: ReactNode;
}) {
  return (
    <div
      ref={anchor}
      role="group"
      aria-label={tool.label}
      aria-describedby={describedBy}
      className="motes-sidebar__tool-body"
    >
      <p className="motes-sidebar__label">{tool.label}</p>
      {children}
    </div>
  );
}

/** The tool's status line, always there for screen readers, and its error when there is one. */
export function ToolStatus({ status, error }: { status: ReactNode; error?: string | null }) {
  return (
    <>
      <p className="motes-sidebar__hint" role="status">
        {status}
      </p>
      {error && (
        <p className="motes-sidebar__error" role="alert">
          {error}
        </p>
      )}
    </>
  );
}

/** A labelled select of the sidebar. */
export function ToolSelect({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
  value: string | undefined;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div className="motes-sidebar__field">
      <label htmlFor={id} className="motes-sidebar__label">
        {label}
      </label>
      <select
        id={id}
        className="motes-sidebar__select"
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
      >
        {children}
      </select>
    </div>
  );
}

/** Opens the selection popover on the page's selection, with keyboard focus in it. */
export function TranslateSelectionButton({
  translation,
  descriptionId,
  children,
}: {
  translation: SelectionTranslationPart | undefined;
  descriptionId: string;
  children: ReactNode;
}) {
  return (
    <Button
      variant="secondary"
      size="sm"
      aria-describedby={descriptionId}
      disabled={!translation}
      onClick={() => translation?.controller.translateSelection({ focus: true })}
    >
      {children}
    </Button>
  );
}
