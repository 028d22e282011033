// §3 "Case-study article": the slugs and paths of the four case studies, apart from their
// articles. The home page's stories link to the case studies by these; keeping them in a module
// of their own keeps the article texts (caseStudies.ts) out of the home page's JavaScript.

/** The four case-study slugs, in the order the Learning Zone lists them. */
export const CASE_STUDY_SLUGS = [
  'new-york-district',
  'england-primary-trust',
  'connecticut-district',
  'nova-scotia-centre',
] as const;
export type CaseStudySlug = (typeof CASE_STUDY_SLUGS)[number];

/** The path of a case study's page. */
export function caseStudyPath(slug: CaseStudySlug): string {
  return `/learning-zone/case-studies/${slug}`;
}
