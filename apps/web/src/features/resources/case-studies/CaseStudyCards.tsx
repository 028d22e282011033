import { Card, Link, useTranslate } from '@motes/ui';
import { CASE_STUDIES, CASE_STUDY_LANGUAGE, caseStudyPath, type CaseStudy } from '@motes/shared';
import './case-studies.css';

/** Props of {@link CaseStudyCards}. */
export interface CaseStudyCardsProps {
  studies?: readonly CaseStudy[];
  /** The level of each card's title: 3 under a section's h2 (the default). */
  headingLevel?: 3 | 4;
}

/**
 * Case studies as cards: header image, customer, title (the link) and summary. The study's
 * own words are English content (lang="en"); the labels around them are interface text.
 */
export function CaseStudyCards({ studies = CASE_STUDIES, headingLevel = 3 }: CaseStudyCardsProps) {
  const t = useTranslate();
  const Heading = `h${headingLevel}` as const;
  return (
    <ul className="case-study-cards">
      {studies.map((study) => (
        <Card as="li" key={study.slug} padding="none" className="case-study-card">
          {/* Decorative here: the title says what the card is about. */}
          <img
            className="case-study-card__image"
            src={study.article.headerImage}
            alt=""
            width={1200}
            height={480}
            loading="lazy"
          />
          <div className="case-study-card__body">
            <p className="case-study-card__customer" lang={CASE_STUDY_LANGUAGE}>
              {study.customer}
            </p>
            <Heading className="case-study-card__title" lang={CASE_STUDY_LANGUAGE}>
              <Link to={caseStudyPath(study.slug)}>{study.article.title}</Link>
            </Heading>
            <p className="case-study-card__summary" lang={CASE_STUDY_LANGUAGE}>
              {study.summary}
            </p>
            <p className="case-study-card__figure">
              <span className="case-study-card__figure-label">{t('case-study-key-figure')}</span>{' '}
              <span lang={CASE_STUDY_LANGUAGE}>{study.figures[0]}</span>
            </p>
          </div>
        </Card>
      ))}
    </ul>
  );
}
