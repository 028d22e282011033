import { useId, type ReactNode } from 'react';

/** Props of {@link GuideSection}. */
export interface GuideSectionProps {
  /** Anchor for the table of contents, e.g. `buttons`. */
  id: string;
  /** The section's h2. */
  heading: string;
  intro?: ReactNode;
  children?: ReactNode;
}

/** One part of the style guide: a region labelled by its h2. */
export function GuideSection({ id, heading, intro, children }: GuideSectionProps) {
  const headingId = useId();
  return (
    <section id={id} className="style-guide__section" aria-labelledby={headingId}>
      <h2 id={headingId} className="style-guide__section-heading">
        {heading}
      </h2>
      {intro ? <p className="style-guide__intro">{intro}</p> : null}
      {children}
    </section>
  );
}

/** A labelled group inside a section, under an h3. */
export function GuideExample({ heading, children }: { heading: string; children?: ReactNode }) {
  const headingId = useId();
  return (
    <div className="style-guide__example" role="group" aria-labelledby={headingId}>
      <h3 id={headingId} className="style-guide__example-heading">
        {heading}
      </h3>
      <div className="style-guide__row">{children}</div>
    </div>
  );
}
