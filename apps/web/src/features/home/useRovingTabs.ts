import { useId, useRef, type KeyboardEvent } from 'react';
import { tabIndexAfterKey, useTranslator } from '@motes/ui';

/** Options of {@link useRovingTabs}. */
export interface RovingTabsOptions {
  count: number;
  selected: number;
  /** Called when the user picks a tab, by click or by keyboard (tabs activate on focus). */
  onSelect: (index: number) => void;
}

/**
 * Props for an accessible tab list: one tab stop (the selected tab), arrow keys between tabs.
 * Spread `tabProps(i)` on each tab button and `panelProps()` on the one panel rendered, the
 * selected tab's: only it is in the page (a lighter DOM), so only its tab names it.
 */
export function useRovingTabs({ count, selected, onSelect }: RovingTabsOptions) {
  const baseId = useId();
  const { direction } = useTranslator();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  function handleKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const target = tabIndexAfterKey(event.key, index, count, direction);
    if (target === undefined) return;
    event.preventDefault();
    onSelect(target);
    tabs.current[target]?.focus();
  }

  return {
    tabProps: (index: number) => ({
      id: `${baseId}-tab-${index}`,
      role: 'tab' as const,
      type: 'button' as const,
      'aria-selected': index === selected,
      'aria-controls': index === selected ? `${baseId}-panel` : undefined,
      tabIndex: index === selected ? 0 : -1,
      ref: (element: HTMLButtonElement | null) => {
        tabs.current[index] = element;
      },
      onClick: () => onSelect(index),
      onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => handleKeyDown(event, index),
    }),
    panelProps: () => ({
      id: `${baseId}-panel`,
      role: 'tabpanel' as const,
      'aria-labelledby': `${baseId}-tab-${selected}`,
      tabIndex: 0,
    }),
  };
}
