// The use-case, user-group and solution pages (§2 "Other paths seen") as data: one template,
// nineteen definitions. Each page's words live in audience-pages.ftl under ids built from its
// kind and slug: `{kind}-{slug}-title`, `…-benefit-{n}-title`, `…-step-{n}-body`, and so on
// (audienceMessageIds lists them; a test checks each exists).
import type { CaseStudySlug, ProductToolId } from '@motes/shared';
import type { ResourceIconName } from '../components/ResourceIcon';
import { HOW_TO_GUIDES, howToGuidePath } from '../learning-zone/howToGuides';
import { AUDIENCE_PAGE_DEFINITIONS } from './audiencePageDefinitions';

/** The three families of pages, by the prefix of their message ids. */
export type AudienceKind = 'usecase' | 'group' | 'solution';

/** The folder each family lives under. */
export const AUDIENCE_FOLDERS: Record<AudienceKind, string> = {
  usecase: 'use-cases',
  group: 'user-groups',
  solution: 'solutions',
};

/** One page of the template. */
export interface AudiencePage {
  kind: AudienceKind;
  slug: string;
  /** The icon of the hero illustration. */
  icon: ResourceIconName;
  /** One icon per benefit card; their number is the number of benefits (3 or 4). */
  benefits: readonly ResourceIconName[];
  /** A case study that fits the page, shown as a card. */
  caseStudy?: CaseStudySlug;
  /** Paths of related pages: other audience pages, how-to guides, or pages in RELATED_PAGE_LABELS. */
  related: readonly string[];
  /** `quote` for buyers of the Schools & Districts plan; `signup` for everyone else. */
  cta: 'signup' | 'quote';
  /** A page about a tool this build lacks: the hero says it is not yet available. */
  tool?: ProductToolId;
  /** Benefits (by number, from 1) that need a tool: each shows the tool's state. */
  benefitTools?: Readonly<Partial<Record<number, ProductToolId>>>;
  /** Steps (by number, from 1) that need a tool: each shows the tool's state. */
  stepTools?: Readonly<Partial<Record<number, ProductToolId>>>;
}

/** Every page has three "how it works" steps. */
export const AUDIENCE_STEP_COUNT = 3;

/** Every page of the template (definitions in audiencePageDefinitions.ts). */
export const AUDIENCE_PAGES: readonly AudiencePage[] = AUDIENCE_PAGE_DEFINITIONS;

/** The page of `kind` at `slug`, or `undefined` (the route then shows the 404 page). */
export function findAudiencePage(kind: AudienceKind, slug: string | undefined) {
  return AUDIENCE_PAGES.find((page) => page.kind === kind && page.slug === slug);
}

/** The path of a page: `/use-cases/for-feedback`. */
export function audiencePagePath(page: Pick<AudiencePage, 'kind' | 'slug'>): string {
  return `/${AUDIENCE_FOLDERS[page.kind]}/${page.slug}`;
}

/** The message-id prefix of a page: `usecase-for-feedback`. */
export function audienceMessagePrefix(page: Pick<AudiencePage, 'kind' | 'slug'>): string {
  return `${page.kind}-${page.slug}`;
}

/** Labels of related pages that are not audience pages or how-to guides. */
export const RELATED_PAGE_LABELS: Record<string, string> = {
  '/pricing': 'audience-link-pricing',
  '/product': 'audience-link-product',
  '/accessibility': 'audience-link-accessibility',
  '/privacy?tab=pledge': 'audience-link-pledge',
  '/privacy?tab=security': 'audience-link-security',
};

/** The message id labelling a related link, or `undefined` for a path we cannot name. */
export function relatedLinkLabelId(path: string): string | undefined {
  const page = AUDIENCE_PAGES.find((candidate) => audiencePagePath(candidate) === path);
  if (page) return `${audienceMessagePrefix(page)}-name`;
  const guide = HOW_TO_GUIDES.find((candidate) => howToGuidePath(candidate.anchor) === path);
  if (guide) return `learning-zone-howto-${guide.key}-title`;
  return RELATED_PAGE_LABELS[path];
}

/** Every message id a page is built from (for the completeness test). */
export function audienceMessageIds(page: AudiencePage): string[] {
  const prefix = audienceMessagePrefix(page);
  const numbered = (name: string, count: number) =>
    Array.from({ length: count }, (_, index) => [
      `${prefix}-${name}-${index + 1}-title`,
      `${prefix}-${name}-${index + 1}-body`,
    ]).flat();
  return [
    `${prefix}-name`,
    `${prefix}-title`,
    `${prefix}-lede`,
    `${prefix}-description`,
    `${prefix}-benefits-heading`,
    ...numbered('benefit', page.benefits.length),
    ...numbered('step', AUDIENCE_STEP_COUNT),
    `${prefix}-cta-title`,
  ];
}
