// The website's navigation bar and footer as data (§2 "Navigation bar", "Footer"). The app
// turns each `key` into a localised label (`nav-link-{key}`, `footer-link-{key}`, ...), so the
// structure is written once here and the words live in the Fluent files.

/** One link of the navigation bar or the footer. */
export interface SiteLink {
  /** Stable name of the link; the app builds its label's message id from it. */
  readonly key: string;
  /** An in-app path (`/pricing`, `/privacy?tab=terms`) or an `https://` address. */
  readonly href: string;
}

/** A named set of links: a menu of the navigation bar, a footer column or a part of one. */
export interface SiteLinkGroup {
  readonly key: string;
  readonly links: readonly SiteLink[];
  /** Sub-groups shown under the links with their own heading (the footer's "Use cases"). */
  readonly groups?: readonly SiteLinkGroup[];
}

/** An entry of the navigation bar: a plain link, or a menu of links. */
export type NavBarEntry = SiteLink | SiteLinkGroup;

/** Whether a navigation bar entry is a menu. */
export function isSiteLinkGroup(entry: NavBarEntry): entry is SiteLinkGroup {
  return 'links' in entry;
}

/** §2: the pages under `/user-groups/`, in the footer's Customers column. */
const USER_GROUP_PAGES = [
  'elementary-teachers',
  'middle-high-school-teachers',
  'language-teachers',
  'learners-with-special-needs',
  'emerging-bilingual-learners',
  'schools',
  'professors-and-faculty',
  'content-creators',
] as const;

/** §2: the pages under `/solutions/`, in the footer's Solutions column. */
const SOLUTION_PAGES = [
  'verbal-feedback',
  'developing-student-speaking-and-listening-skills',
  'accommodating-diverse-learners',
  'assessing-student-speaking-and-listening-skills',
  'dictation',
  'voice-translation',
  'school-administrators',
] as const;

/** §2: the pages under `/use-cases/`, under the footer's Product column. */
const USE_CASE_PAGES = [
  'for-feedback',
  'connect-with-all-learners',
  'diverse-learners',
  'for-language-learning',
] as const;

const pagesUnder = (folder: string, slugs: readonly string[]): SiteLink[] =>
  slugs.map((slug) => ({ key: slug, href: `/${folder}/${slug}` }));

/**
 * §2 "Navigation bar": Product, Pricing, the Solutions menu (Diverse Learners, Assessment,
 * Translation, Administration) and the Resources menu (Learning Zone, Self-Paced Courses,
 * Support, ESSA & Impact, Privacy Center, News and Discussion, Ask an Expert).
 */
export const NAV_BAR_ENTRIES: readonly NavBarEntry[] = [
  { key: 'product', href: '/product' },
  { key: 'pricing', href: '/pricing' },
  {
    key: 'solutions',
    links: [
      { key: 'diverse-learners', href: '/solutions/accommodating-diverse-learners' },
      { key: 'assessment', href: '/solutions/assessing-student-speaking-and-listening-skills' },
      { key: 'translation', href: '/solutions/voice-translation' },
      { key: 'administration', href: '/solutions/school-administrators' },
    ],
  },
  {
    key: 'resources',
    links: [
      { key: 'learning-zone', href: '/learning-zone' },
      { key: 'courses', href: '/courses' },
      { key: 'support', href: '/learning-zone?tab=howto' },
      { key: 'impact', href: '/impact' },
      { key: 'privacy', href: '/privacy' },
      // A short alias (§2 "community"): it redirects to wherever discussion is hosted.
      { key: 'community', href: '/community' },
      { key: 'expert', href: '/expert' },
    ],
  },
];

/** §2 "Footer": four columns, Customers, Solutions, Company and Product. */
export const FOOTER_COLUMNS: readonly SiteLinkGroup[] = [
  { key: 'customers', links: pagesUnder('user-groups', USER_GROUP_PAGES) },
  { key: 'solutions', links: pagesUnder('solutions', SOLUTION_PAGES) },
  {
    key: 'company',
    links: [
      { key: 'about', href: '/about' },
      { key: 'impact', href: '/impact' },
      { key: 'accessibility', href: '/accessibility' },
      { key: 'privacy', href: '/privacy' },
      { key: 'terms', href: '/privacy?tab=terms' },
      { key: 'careers', href: '/careers' },
      { key: 'press', href: '/press' },
      // §2 "An event page for a 2023 conference".
      { key: 'conference-2023', href: '/events/fetc' },
      { key: 'status', href: '/status' },
    ],
  },
  {
    key: 'product',
    links: [
      { key: 'product', href: '/product' },
      { key: 'features', href: '/features' },
      { key: 'pricing', href: '/pricing' },
      { key: 'compare', href: '/compare' },
      { key: 'chrome', href: '/chrome' },
      { key: 'courses', href: '/courses' },
      { key: 'learning-zone', href: '/learning-zone' },
    ],
    groups: [{ key: 'use-cases', links: pagesUnder('use-cases', USE_CASE_PAGES) }],
  },
];

/** §2: the social networks the footer links to, in the order shown. */
export const SOCIAL_NETWORKS = ['instagram', 'facebook', 'twitter', 'youtube', 'tiktok'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/**
 * The brand's account on each network (§2 "social networks (Instagram, Facebook, Twitter,
 * YouTube, TikTok)"). These are configuration, not facts: "motesapp" is the handle configured
 * for this deployment, and whoever deploys the site sets them to the brand's real accounts.
 */
export const SOCIAL_PROFILE_URLS: Readonly<Record<SocialNetwork, string>> = {
  instagram: 'https://www.instagram.com/motesapp',
  facebook: 'https://www.facebook.com/motesapp',
  twitter: 'https://twitter.com/motesapp',
  youtube: 'https://www.youtube.com/@motesapp',
  tiktok: 'https://www.tiktok.com/@motesapp',
};

/** Every link of a group and its sub-groups, in order. */
export function allSiteLinksOf(group: SiteLinkGroup): SiteLink[] {
  return [...group.links, ...(group.groups ?? []).flatMap(allSiteLinksOf)];
}
