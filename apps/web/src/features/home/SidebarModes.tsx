import { useState } from 'react';
import { useTranslate } from '@motes/ui';
import { Section } from '../marketing/components';
import { SIDEBAR_MODES } from './homeContent';
import { SidebarIllustration } from './SidebarIllustration';
import { useRovingTabs } from './useRovingTabs';

/** §2 "a sidebar feature overview in 3 modes": Reading, Writing and Creating as tabs. */
export function SidebarModes() {
  const t = useTranslate();
  const [selected, setSelected] = useState(0);
  const { tabProps, panelProps } = useRovingTabs({
    count: SIDEBAR_MODES.length,
    selected,
    onSelect: setSelected,
  });
  const mode = SIDEBAR_MODES[selected] ?? SIDEBAR_MODES[0]!;

  return (
    <Section id="sidebar" heading={t('home-modes-heading')} intro={<p>{t('home-modes-intro')}</p>}>
      <div className="home-modes">
        <div role="tablist" aria-label={t('home-modes-tablist')} className="home-tabs">
          {SIDEBAR_MODES.map((entry, index) => (
            <button key={entry.mode} {...tabProps(index)} className="home-tabs__tab">
              {t(entry.tab)}
            </button>
          ))}
        </div>
        <div {...panelProps()} className="home-modes__panel">
          <div className="home-modes__text">
            <p className="home-modes__summary">{t(mode.summary)}</p>
            <ul className="home-modes__tools">
              {mode.tools.map((tool) => (
                <li key={tool.name}>
                  <strong className="home-modes__tool-name">{t(tool.name)}</strong>{' '}
                  <span>{t(tool.body)}</span>
                </li>
              ))}
            </ul>
          </div>
          <div className="home-modes__art">
            <SidebarIllustration mode={mode.mode} label={t(mode.art)} />
          </div>
        </div>
      </div>
    </Section>
  );
}
