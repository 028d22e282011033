import type { ReactNode } from 'react';

/** Props of {@link PageHero}. */
export interface PageHeroProps {
  /** A short line above the heading (the page's section or audience). */
  eyebrow?: string;
  /** The page's only h1. */
  title: string;
  lede?: ReactNode;
  /** Calls to action (buttons or links), laid out in a row. */
  actions?: ReactNode;
  /** An illustration or video beside the text (below it on narrow screens). */
  media?: ReactNode;
}

/** The opening block of a page: eyebrow, h1, lede, actions and an optional illustration. */
export function PageHero({ eyebrow, title, lede, actions, media }: PageHeroProps) {
  return (
    <section className="marketing-hero" aria-labelledby="page-title">
      <div className="marketing-container marketing-hero__inner">
        <div className="marketing-hero__text">
          {eyebrow ? <p className="marketing-hero__eyebrow">{eyebrow}</p> : null}
          <h1 id="page-title" className="marketing-hero__title">
            {title}
          </h1>
          {lede ? <div className="marketing-hero__lede">{lede}</div> : null}
          {actions ? <div className="marketing-actions">{actions}</div> : null}
        </div>
        {media ? <div className="marketing-hero__media">{media}</div> : null}
      </div>
    </section>
  );
}
