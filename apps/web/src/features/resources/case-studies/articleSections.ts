import { caseStudyHeadingId, type CaseStudyBlock } from '@motes/shared';

/** One h2 section of an article: its heading, anchor and the blocks under it. */
export interface ArticleSection {
  heading: string;
  id: string;
  blocks: CaseStudyBlock[];
}

/**
 * Groups an article's blocks into sections at each level-2 heading (the §3 record is one
 * list in reading order). Blocks before the first heading form a section without a heading.
 */
export function articleSections(blocks: readonly CaseStudyBlock[]): ArticleSection[] {
  const sections: ArticleSection[] = [];
  for (const block of blocks) {
    if (block.type === 'heading' && (block.level ?? 2) === 2) {
      sections.push({ heading: block.text, id: caseStudyHeadingId(block.text), blocks: [] });
      continue;
    }
    const current = sections.at(-1);
    if (current) current.blocks.push(block);
    else sections.push({ heading: '', id: '', blocks: [block] });
  }
  return sections;
}
