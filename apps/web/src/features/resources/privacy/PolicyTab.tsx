import { Link, useTranslate } from '@motes/ui';
import type { ReactNode } from 'react';
import { POLICY_SECTIONS, sectionMessageIds, type PrivacyTab } from './policySections';
import { usePolicyArgs } from './usePolicyArgs';

/** Props of {@link PolicyTab}. */
export interface PolicyTabProps {
  tab: PrivacyTab;
  /** The panel's heading (h2) and its introduction. */
  heading: string;
  intro: string;
  /** Extra content after the sections (the subprocessor list of the GDPR tab). */
  children?: ReactNode;
  /** Entries of the contents list for `children`: its anchors and their labels. */
  extraContents?: readonly { anchor: string; label: string }[];
}

/** The anchor of a policy section: `/privacy?tab=gdpr#gdpr-rights`. */
export function policySectionAnchor(tab: PrivacyTab, key: string): string {
  return `${tab}-${key}`;
}

/** One tab of /privacy: a heading, a list of its sections, then each section (h3). */
export function PolicyTab({ tab, heading, intro, children, extraContents = [] }: PolicyTabProps) {
  const t = useTranslate();
  const args = usePolicyArgs();
  const sections = POLICY_SECTIONS[tab].map((section) => ({
    section,
    anchor: policySectionAnchor(tab, section.key),
    ids: sectionMessageIds(tab, section),
  }));

  return (
    <div className="marketing-container marketing-container--narrow policy">
      <h2 className="policy__heading">{heading}</h2>
      <p className="policy__intro">{intro}</p>
      <nav className="policy__contents" aria-label={t('privacy-contents-label', { heading })}>
        <ul>
          {sections.map(({ anchor, ids }) => (
            <li key={anchor}>
              <Link to={`/privacy?tab=${tab}#${anchor}`}>{t(ids.heading, args)}</Link>
            </li>
          ))}
          {extraContents.map(({ anchor, label }) => (
            <li key={anchor}>
              <Link to={`/privacy?tab=${tab}#${anchor}`}>{label}</Link>
            </li>
          ))}
        </ul>
      </nav>
      {sections.map(({ section, anchor, ids }) => (
        <section
          key={anchor}
          id={anchor}
          className="policy__section"
          aria-labelledby={`${anchor}-heading`}
        >
          <h3 id={`${anchor}-heading`}>{t(ids.heading, args)}</h3>
          {ids.paragraphs.map((id) => (
            <p key={id}>{t(id, args)}</p>
          ))}
          {ids.items.length > 0 ? (
            <ul>
              {ids.items.map((id) => (
                <li key={id}>{t(id, args)}</li>
              ))}
            </ul>
          ) : null}
          {ids.after.map((id) => (
            <p key={id}>{t(id, args)}</p>
          ))}
          {section.links?.length ? (
            <ul className="policy__links">
              {section.links.map((link) => (
                <li key={link.labelId}>
                  <Link to={link.to}>{t(link.labelId, args)}</Link>
                </li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
      {children}
    </div>
  );
}
