// §3 "Case-study article" records and §9 "Marketing figures": the four customer case studies
// of the Learning Zone, at /learning-zone/case-studies/{slug}. Their text is content written
// in English (rendered with lang="en"), not interface text, so it lives here and not in .ftl
// files. Customers are described only as §9 describes them; quotes come from roles.
import type { CaseStudyArticle } from './content';
import { connecticutDistrict } from './caseStudyArticles/connecticutDistrict';
import { englandPrimaryTrust } from './caseStudyArticles/englandPrimaryTrust';
import { newYorkDistrict } from './caseStudyArticles/newYorkDistrict';
import { novaScotiaCentre } from './caseStudyArticles/novaScotiaCentre';
import type { CaseStudySlug } from './caseStudySlugs';

// The slugs and paths live apart, so a page that only links to case studies does not load them.
export { CASE_STUDY_SLUGS, caseStudyPath, type CaseStudySlug } from './caseStudySlugs';

/**
 * The section headings every article has, in order (issue 4: "Introduction, Problem,
 * Solution or Results, Conclusion"). The third is either of the two.
 */
export const CASE_STUDY_SECTION_HEADINGS = [
  ['Introduction'],
  ['Problem'],
  ['Solution', 'Results'],
  ['Conclusion'],
] as const;

/** The language the article records are written in (the `lang` of the rendered article). */
export const CASE_STUDY_LANGUAGE = 'en';

/** One case study: the §3 article and what the Learning Zone shows about it. */
export interface CaseStudy {
  slug: CaseStudySlug;
  /** The customer as §9 describes it ("A school district in Connecticut"); never a name. */
  customer: string;
  /** One or two sentences for the case study's card and the page's meta description. */
  summary: string;
  /** The §9 figures for this customer, as written in the article. */
  figures: readonly string[];
  /** Short topic labels for the card. */
  topics: readonly string[];
  /** Describes the header image for screen readers. */
  headerImageAlt: string;
  article: CaseStudyArticle;
}

/** The case studies, in {@link CASE_STUDY_SLUGS} order. */
export const CASE_STUDIES: readonly CaseStudy[] = [
  newYorkDistrict,
  englandPrimaryTrust,
  connecticutDistrict,
  novaScotiaCentre,
];

/** The case study at `slug`, or `undefined` for a slug we do not have. */
export function caseStudyBySlug(slug: string | undefined): CaseStudy | undefined {
  return CASE_STUDIES.find((study) => study.slug === slug);
}

/**
 * An anchor id for a heading's text, for the article's table of contents: lower case,
 * letters and digits joined by hyphens ("Speaking French every day" → "speaking-french-every-day").
 */
export function caseStudyHeadingId(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
