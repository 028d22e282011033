// The sections of the four /privacy tabs as data. The words live in privacy.ftl under ids
// built from this data: `privacy-{tab}-{section}-heading`, `…-p{n}` (paragraphs) and
// `…-item-{n}` (list items). privacyMessages.test.ts checks every built id exists.
import { PRIVACY_EMAIL, SECURITY_EMAIL } from '../contactAddresses';

/** §2: the tab values of /privacy. */
export const PRIVACY_TABS = ['terms', 'gdpr', 'pledge', 'security'] as const;
export type PrivacyTab = (typeof PRIVACY_TABS)[number];

/**
 * The tab shown at /privacy without a `tab` (or with one we do not have): the terms of
 * service, the page's first tab. The hero above the tabs gives the overview.
 */
export const DEFAULT_PRIVACY_TAB: PrivacyTab = 'terms';

/** A link under a section's text; `labelId` is a Fluent message id. */
export interface PolicyLink {
  to: string;
  labelId: string;
}

/** One section of a policy: an h3, paragraphs, then an optional list and links. */
export interface PolicySection {
  key: string;
  paragraphs: number;
  items?: number;
  /** Paragraphs after the list (`…-after-p{n}`). */
  after?: number;
  links?: readonly PolicyLink[];
}

export const POLICY_SECTIONS: Record<PrivacyTab, readonly PolicySection[]> = {
  terms: [
    { key: 'about', paragraphs: 2 },
    { key: 'accounts', paragraphs: 3 },
    {
      key: 'plans',
      paragraphs: 1,
      items: 3,
      after: 1,
      links: [{ to: '/pricing', labelId: 'privacy-link-pricing' }],
    },
    { key: 'content', paragraphs: 3 },
    { key: 'sharing', paragraphs: 2 },
    { key: 'acceptable-use', paragraphs: 1, items: 7, after: 1 },
    { key: 'schools', paragraphs: 2 },
    {
      key: 'ending',
      paragraphs: 3,
      links: [{ to: '/account', labelId: 'privacy-link-account' }],
    },
    { key: 'changes', paragraphs: 1 },
    { key: 'liability', paragraphs: 2 },
    {
      key: 'contact',
      paragraphs: 1,
      links: [{ to: '/about#contact', labelId: 'privacy-link-contact' }],
    },
  ],
  gdpr: [
    { key: 'roles', paragraphs: 2 },
    { key: 'data', paragraphs: 1, items: 5 },
    { key: 'purposes', paragraphs: 1, items: 4 },
    { key: 'rights', paragraphs: 1, items: 7 },
    {
      key: 'exercise',
      paragraphs: 1,
      items: 4,
      after: 2,
      links: [
        { to: '/account', labelId: 'privacy-link-account' },
        { to: `mailto:${PRIVACY_EMAIL}`, labelId: 'privacy-link-privacy-email' },
      ],
    },
    { key: 'retention', paragraphs: 2 },
    { key: 'transfers', paragraphs: 1 },
  ],
  pledge: [
    { key: 'never', paragraphs: 1, items: 5 },
    { key: 'minors', paragraphs: 1, items: 4 },
    { key: 'purpose', paragraphs: 2 },
    { key: 'control', paragraphs: 1, items: 3 },
    { key: 'changes', paragraphs: 1 },
    { key: 'laws', paragraphs: 2 },
  ],
  security: [
    { key: 'sign-in', paragraphs: 1, items: 4 },
    { key: 'sessions', paragraphs: 1, items: 4 },
    { key: 'data', paragraphs: 1, items: 4 },
    { key: 'transport', paragraphs: 2 },
    { key: 'certifications', paragraphs: 1 },
    {
      key: 'report',
      paragraphs: 1,
      items: 3,
      after: 2,
      links: [{ to: `mailto:${SECURITY_EMAIL}`, labelId: 'privacy-link-security-email' }],
    },
  ],
};

const range = (count = 0) => Array.from({ length: count }, (_, index) => index + 1);

/** The message ids one section is built from, in reading order (headings first). */
export function sectionMessageIds(tab: PrivacyTab, section: PolicySection) {
  const prefix = `privacy-${tab}-${section.key}`;
  return {
    heading: `${prefix}-heading`,
    paragraphs: range(section.paragraphs).map((n) => `${prefix}-p${n}`),
    items: range(section.items).map((n) => `${prefix}-item-${n}`),
    after: range(section.after).map((n) => `${prefix}-after-p${n}`),
    links: (section.links ?? []).map((link) => link.labelId),
  };
}

/** Every message id a tab's sections are built from (for the completeness test). */
export function tabMessageIds(tab: PrivacyTab): string[] {
  return POLICY_SECTIONS[tab].flatMap((section) => {
    const ids = sectionMessageIds(tab, section);
    return [ids.heading, ...ids.paragraphs, ...ids.items, ...ids.after, ...ids.links];
  });
}
