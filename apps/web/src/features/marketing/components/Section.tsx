import { useId, type ReactNode } from 'react';
import type { ProductToolId } from '@motes/shared';
import { ToolStateMark, toolStateAttributes } from './ToolStateMark';

/** Props of {@link Section}. */
export interface SectionProps {
  /** Anchor for links like `/product#extension` (the page scrolls to it, §2 hash scroll). */
  id?: string;
  /** The section's h2. */
  heading: string;
  /** A paragraph under the heading. */
  intro?: ReactNode;
  /** `tinted` sets the section on the soft brand background, to separate it from its neighbours. */
  tone?: 'plain' | 'tinted';
  /** `narrow` for reading text (articles, policies); `default` for grids. */
  width?: 'default' | 'narrow';
  children?: ReactNode;
  /** A section about one tool: its state in this build shows under the heading. */
  tool?: ProductToolId;
}

/** A titled band of a page, labelled by its heading. */
export function Section({
  id,
  heading,
  intro,
  tone = 'plain',
  width = 'default',
  children,
  tool,
}: SectionProps) {
  const headingId = useId();
  return (
    <section
      id={id}
      className={`marketing-section marketing-section--${tone}`}
      aria-labelledby={headingId}
      {...toolStateAttributes(tool)}
    >
      <div className={`marketing-container marketing-container--${width}`}>
        <h2 id={headingId} className="marketing-section__heading">
          {heading}
        </h2>
        {tool ? <ToolStateMark tool={tool} /> : null}
        {intro ? <div className="marketing-section__intro">{intro}</div> : null}
        {children}
      </div>
    </section>
  );
}
