import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { tabIndexAfterKey, useTranslator } from '@motes/ui';

/** One way of making a mote. */
export interface CreateMoteTab {
  id: string;
  label: string;
  content: ReactNode;
}

/**
 * The three ways of making a mote as WAI-ARIA tabs (automatic activation; arrows, mirrored
 * right to left, Home and End). Every panel stays mounted and hidden panels are only hidden,
 * so a recording, an upload or typed text goes on while the user looks at another tab.
 */
export function CreateMoteTabs({ tabs, label }: { tabs: readonly CreateMoteTab[]; label: string }) {
  const { direction } = useTranslator();
  const [selected, setSelected] = useState(0);
  const idPrefix = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const next = tabIndexAfterKey(event.key, selected, tabs.length, direction);
    if (next === undefined) return;
    event.preventDefault();
    setSelected(next);
    buttons.current[next]?.focus();
  }

  return (
    <div className="create-tabs">
      <div
        className="create-tabs__list"
        role="tablist"
        aria-label={label}
        onKeyDown={handleKeyDown}
      >
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${idPrefix}-tab-${tab.id}`}
            className="create-tabs__tab"
            aria-selected={index === selected}
            aria-controls={`${idPrefix}-panel-${tab.id}`}
            tabIndex={index === selected ? 0 : -1}
            onClick={() => setSelected(index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${idPrefix}-panel-${tab.id}`}
          aria-labelledby={`${idPrefix}-tab-${tab.id}`}
          className="create-tabs__panel"
          hidden={index !== selected}
        >
          {tab.content}
        </div>
      ))}
    </div>
  );
}
