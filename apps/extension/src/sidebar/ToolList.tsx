import {
  isSidebarToolAllowed,
  sidebarToolsOfMode,
  teacherTurnedOffMessage,
  type SidebarMode,
  type SidebarTool,
  type TeacherControls,
} from '@motes/shared';
import { Button } from '@motes/ui';
import { useId, type RefObject } from 'react';
import type { ScreenMaskStyle } from './screenMask';
import { ScreenMaskControls } from './ScreenMaskControls';
import type { SidebarDock } from './sidebarLayout';
import type { ScreenMaskState } from './SidebarRoot';
import { TOOL_COMPONENTS } from './tools/toolComponents';

export interface ToolListProps {
  mode: SidebarMode;
  modeLabel: string;
  dock: SidebarDock;
  teacherControls: TeacherControls;
  mask: ScreenMaskState | null;
  focusViewButtonRef: RefObject<HTMLButtonElement | null>;
  onToggleMask: () => void;
  onMaskStyleChange: (style: ScreenMaskStyle) => void;
  onMaskMove: (centreY: number) => void;
  onOpenFocusView: () => void;
}

/**
 * The tools of one mode. A tool a teacher control has switched off is not offered: its
 * place says why (§3).
 */
export function ToolList(props: ToolListProps) {
  const { mode, modeLabel, dock, teacherControls } = props;
  return (
    <ul
      className={`motes-sidebar__tools motes-sidebar__tools--${dock}`}
      aria-label={`${modeLabel} tools`}
    >
      {sidebarToolsOfMode(mode).map((tool) => (
        <li key={tool.id} className="motes-sidebar__tool" data-tool={tool.id}>
          {isSidebarToolAllowed(tool, teacherControls) ? (
            <AllowedTool tool={tool} {...props} />
          ) : (
            <p className="motes-sidebar__tool-off">
              <span className="motes-sidebar__tool-name">{tool.label}</span>
              <span className="motes-sidebar__tool-reason">
                {teacherTurnedOffMessage(tool.label)}
              </span>
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}

function AllowedTool({
  tool,
  mask,
  focusViewButtonRef,
  onToggleMask,
  onMaskStyleChange,
  onMaskMove,
  onOpenFocusView,
}: ToolListProps & { tool: SidebarTool }) {
  const descriptionId = useId();
  const description = (
    <span id={descriptionId} className="motes-sidebar__tool-description">
      {tool.description}
    </span>
  );

  if (tool.id === 'screen_mask') {
    return (
      <>
        <Button
          variant={mask ? 'primary' : 'secondary'}
          size="sm"
          aria-pressed={mask !== null}
          aria-describedby={descriptionId}
          onClick={onToggleMask}
        >
          {tool.label}
        </Button>
        {description}
        {mask && (
          <ScreenMaskControls mask={mask} onStyleChange={onMaskStyleChange} onMove={onMaskMove} />
        )}
      </>
    );
  }

  if (tool.id === 'focus_view') {
    return (
      <>
        <Button
          ref={focusViewButtonRef}
          variant="secondary"
          size="sm"
          aria-haspopup="dialog"
          aria-describedby={descriptionId}
          onClick={onOpenFocusView}
        >
          Open {tool.label}
        </Button>
        {description}
      </>
    );
  }

  const ToolComponent = TOOL_COMPONENTS[tool.id];
  return (
    <>
      <ToolComponent tool={tool} descriptionId={descriptionId} />
      {description}
    </>
  );
}
