// Small builders that keep the article records readable: one line per block.
import type { CaseStudyBlock } from '../content';

/** A section heading: level 2 (the default) starts a section, 3 and 4 sit inside one. */
export function heading(text: string, level: 2 | 3 | 4 = 2): CaseStudyBlock {
  return level === 2 ? { type: 'heading', text } : { type: 'heading', text, level };
}

/** A paragraph of body text. */
export function paragraph(text: string): CaseStudyBlock {
  return { type: 'paragraph', text };
}

/** A block quote, attributed to a role ("a district instructional coach"), never a name. */
export function quote(text: string, cite: string): CaseStudyBlock {
  return { type: 'blockquote', text, cite };
}

/** A link on its own line, to one of our pages (a path) or an https address. */
export function link(text: string, href: string): CaseStudyBlock {
  return { type: 'link', text, href };
}
