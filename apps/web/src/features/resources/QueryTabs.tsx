import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { tabIndexAfterKey, useTranslator } from '@motes/ui';
import './QueryTabs.css';

/** One tab of {@link QueryTabs}. */
export interface QueryTab<Value extends string> {
  /** The value of the `tab` query parameter that selects this tab. */
  value: Value;
  label: string;
  /** The panel's content; only the selected tab's panel is rendered. */
  render: () => ReactNode;
}

/** Props of {@link QueryTabs}. */
export interface QueryTabsProps<Value extends string> {
  tabs: readonly QueryTab<Value>[];
  /** Shown when the URL names no tab, or one we do not have. */
  defaultValue: Value;
  /** The accessible name of the tab list. */
  label: string;
}

/** The query parameter that names the selected tab (§2 "/privacy, with tab values …"). */
export const TAB_QUERY_PARAM = 'tab';

/** The selected tab: the URL's `tab` when it is one of `values`, else `defaultValue`. */
export function selectedTabValue<Value extends string>(
  raw: string | null,
  values: readonly Value[],
  defaultValue: Value,
): Value {
  return values.find((value) => value === raw) ?? defaultValue;
}

/**
 * Tabs whose selection lives in the URL (`/privacy?tab=gdpr`), so that a link can open a tab
 * and a reload keeps it. Selecting a tab replaces the history entry: the back button leaves
 * the page instead of stepping through every tab looked at. Keyboard as the WAI-ARIA tabs
 * pattern (automatic activation): arrow keys move and select (mirrored right to left), Home
 * and End jump to the ends, Tab moves into the panel.
 */
export function QueryTabs<Value extends string>({
  tabs,
  defaultValue,
  label,
}: QueryTabsProps<Value>) {
  const [searchParams, setSearchParams] = useSearchParams();
  const { direction } = useTranslator();
  const baseId = useId();
  const tabRefs = useRef(new Map<Value, HTMLButtonElement>());
  const values = tabs.map((tab) => tab.value);
  const selected = selectedTabValue(searchParams.get(TAB_QUERY_PARAM), values, defaultValue);
  const selectedTab = tabs.find((tab) => tab.value === selected);

  function select(value: Value) {
    // A new search also drops the hash: it pointed into the panel being left.
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(TAB_QUERY_PARAM, value);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = values.indexOf(selected);
    const nextIndex = tabIndexAfterKey(event.key, index, values.length, direction);
    if (nextIndex === undefined) return;
    event.preventDefault();
    const next = values[nextIndex]!;
    tabRefs.current.get(next)?.focus();
    select(next);
  }

  const tabId = (value: Value) => `${baseId}-tab-${value}`;
  const panelId = (value: Value) => `${baseId}-panel-${value}`;

  return (
    <div className="query-tabs">
      <div className="query-tabs__bar">
        <div
          role="tablist"
          aria-label={label}
          className="query-tabs__list marketing-container"
          onKeyDown={handleKeyDown}
        >
          {tabs.map((tab) => {
            const isSelected = tab.value === selected;
            return (
              <button
                key={tab.value}
                ref={(element) => {
                  if (element) tabRefs.current.set(tab.value, element);
                  else tabRefs.current.delete(tab.value);
                }}
                type="button"
                role="tab"
                id={tabId(tab.value)}
                aria-selected={isSelected}
                aria-controls={panelId(tab.value)}
                tabIndex={isSelected ? 0 : -1}
                className="query-tabs__tab"
                onClick={() => select(tab.value)}
              >
                {tab.label}
              </button>
            );
          })}
        </div>
      </div>
      {selectedTab ? (
        <div
          role="tabpanel"
          id={panelId(selected)}
          aria-labelledby={tabId(selected)}
          tabIndex={0}
          className="query-tabs__panel"
        >
          {selectedTab.render()}
        </div>
      ) : null}
    </div>
  );
}
