import { describe, expect, it } from 'vitest';
import {
  CASE_STUDIES,
  CASE_STUDY_SECTION_HEADINGS,
  CASE_STUDY_SLUGS,
  caseStudyBySlug,
  caseStudyHeadingId,
  caseStudyPath,
} from './caseStudies';
import { CaseStudyArticleSchema, type CaseStudyBlock } from './content';

const textOf = (blocks: readonly CaseStudyBlock[]) => blocks.map((block) => block.text).join('\n');
const sectionHeadings = (blocks: readonly CaseStudyBlock[]) =>
  blocks.flatMap((block) =>
    block.type === 'heading' && (block.level ?? 2) === 2 ? [block.text] : [],
  );

// §9 "Marketing figures": the only customer facts the articles may quote.
const FIGURES_BY_SLUG: Record<string, RegExp[]> = {
  'new-york-district': [/over 3,200 students in five schools/i],
  'england-primary-trust': [
    /9 primary schools/,
    /about 1\.5 minutes of recording per child|about 1\.5 minutes of feedback per child/i,
    /at least 2 hours of written marking/,
    /about 45 minutes/i,
  ],
  'connecticut-district': [/over 40,000 voice notes in a year/i],
  'nova-scotia-centre': [
    /about 6,000 students across 22 schools/i,
    /over two thousand recordings a month on average/i,
  ],
};

describe('case-study articles (§3 "Other records", §9 "Marketing figures")', () => {
  it('has the four slugs, one record each, in order', () => {
    expect(CASE_STUDIES.map((study) => study.slug)).toEqual([...CASE_STUDY_SLUGS]);
  });

  it.each(CASE_STUDIES)('$slug validates against the §3 article schema', (study) => {
    expect(CaseStudyArticleSchema.parse(study.article)).toEqual(study.article);
    expect(study.article.headerImage).toBe(`/images/case-studies/${study.slug}.svg`);
  });

  it.each(CASE_STUDIES)(
    '$slug has Introduction, Problem, Solution or Results, Conclusion',
    (study) => {
      const headings = sectionHeadings(study.article.sections);
      expect(headings).toHaveLength(CASE_STUDY_SECTION_HEADINGS.length);
      headings.forEach((text, index) => expect(CASE_STUDY_SECTION_HEADINGS[index]).toContain(text));
      expect(study.article.sections[0]).toEqual({ type: 'heading', text: 'Introduction' });
    },
  );

  it.each(CASE_STUDIES)('$slug quotes its §9 figures, in the article and the record', (study) => {
    const text = textOf(study.article.sections);
    for (const figure of FIGURES_BY_SLUG[study.slug] ?? []) expect(text).toMatch(figure);
    expect(study.figures.length).toBeGreaterThan(0);
  });

  it.each(CASE_STUDIES)('$slug attributes every quote to a role, never a name', (study) => {
    const quotes = study.article.sections.filter((block) => block.type === 'blockquote');
    expect(quotes.length).toBeGreaterThan(0);
    for (const block of quotes) expect(block.cite).toMatch(/^(A|An) /);
  });

  it.each(CASE_STUDIES)('$slug links only to pages of our own site', (study) => {
    const links = study.article.sections.filter((block) => block.type === 'link');
    for (const block of links) expect(block.href).toMatch(/^\/(?!\/)/);
  });

  it.each(CASE_STUDIES)('$slug gives every heading its own anchor', (study) => {
    const ids = study.article.sections
      .filter((block) => block.type === 'heading')
      .map((block) => caseStudyHeadingId(block.text));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('finds a study by slug and builds its path', () => {
    expect(caseStudyBySlug('connecticut-district')?.customer).toMatch(/Connecticut/);
    expect(caseStudyBySlug('no-such-study')).toBeUndefined();
    expect(caseStudyBySlug(undefined)).toBeUndefined();
    expect(caseStudyPath('nova-scotia-centre')).toBe(
      '/learning-zone/case-studies/nova-scotia-centre',
    );
  });

  it('turns headings into anchor ids', () => {
    expect(caseStudyHeadingId('Speaking French every day')).toBe('speaking-french-every-day');
    expect(caseStudyHeadingId('Answers by voice!')).toBe('answers-by-voice');
    expect(caseStudyHeadingId('Café à l’école')).toBe('cafe-a-l-ecole');
  });
});
