import { SIDEBAR_MODE_LABELS, SIDEBAR_MODES, type SidebarMode } from '@motes/shared';
import { tabIndexAfterKey } from '@motes/ui';
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface ModeTabsProps {
  mode: SidebarMode;
  onModeChange: (mode: SidebarMode) => void;
  /** The selected mode's content. */
  panel: (mode: SidebarMode) => ReactNode;
}

/** The mode selector: Reading, Writing, Creating, Focus (WAI-ARIA tabs, automatic activation). */
export function ModeTabs({ mode, onModeChange, panel }: ModeTabsProps) {
  const idPrefix = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const tabId = (candidate: SidebarMode) => `${idPrefix}-tab-${candidate}`;
  const panelId = `${idPrefix}-panel`;

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const next = tabIndexAfterKey(event.key, SIDEBAR_MODES.indexOf(mode), SIDEBAR_MODES.length);
    if (next === undefined) return;
    event.preventDefault();
    const nextMode = SIDEBAR_MODES[next];
    if (!nextMode) return;
    onModeChange(nextMode);
    tabs.current[next]?.focus();
  }

  return (
    <>
      <div
        className="motes-sidebar__modes"
        role="tablist"
        aria-label="Modes"
        onKeyDown={handleKeyDown}
      >
        {SIDEBAR_MODES.map((candidate, index) => (
          <button
            key={candidate}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={tabId(candidate)}
            className="motes-sidebar__mode"
            aria-selected={candidate === mode}
            aria-controls={panelId}
            tabIndex={candidate === mode ? 0 : -1}
            onClick={() => onModeChange(candidate)}
          >
            {SIDEBAR_MODE_LABELS[candidate]}
          </button>
        ))}
      </div>
      <div
        className="motes-sidebar__panel"
        role="tabpanel"
        id={panelId}
        aria-labelledby={tabId(mode)}
      >
        {panel(mode)}
      </div>
    </>
  );
}
