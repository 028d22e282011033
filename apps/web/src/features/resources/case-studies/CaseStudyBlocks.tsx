import { caseStudyHeadingId, type CaseStudyBlock } from '@motes/shared';
import { Link } from '@motes/ui';

/** Renders the blocks of one article section: sub-headings, paragraphs, quotes and links. */
export function CaseStudyBlocks({ blocks }: { blocks: readonly CaseStudyBlock[] }) {
  return blocks.map((block, index) => {
    const key = `${index}-${block.type}`;
    switch (block.type) {
      case 'heading': {
        const Heading = block.level === 4 ? 'h4' : 'h3';
        return (
          <Heading key={key} id={caseStudyHeadingId(block.text)} className="case-study__subheading">
            {block.text}
          </Heading>
        );
      }
      case 'paragraph':
        return <p key={key}>{block.text}</p>;
      case 'blockquote':
        return (
          <figure key={key} className="case-study__quote">
            <blockquote>
              <p>{block.text}</p>
            </blockquote>
            {block.cite ? <figcaption>{block.cite}</figcaption> : null}
          </figure>
        );
      case 'link':
        return (
          <p key={key} className="case-study__link">
            <Link to={block.href}>{block.text}</Link>
          </p>
        );
    }
  });
}
