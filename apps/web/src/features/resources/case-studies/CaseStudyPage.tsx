import { CASE_STUDIES, CASE_STUDY_LANGUAGE, caseStudyBySlug, type CaseStudy } from '@motes/shared';
import { Link, useTranslate, useTranslator } from '@motes/ui';
import { useParams } from 'react-router';
import { ActionLink, CtaBanner, MarketingPage, Section } from '../../marketing/components';
import { NotFoundPage } from '../../not-found/NotFoundPage';
import { articleSections } from './articleSections';
import { CaseStudyBlocks } from './CaseStudyBlocks';
import { CaseStudyCards } from './CaseStudyCards';
import './case-studies.css';

/** /learning-zone/case-studies/:slug: one case study, or the 404 page for an unknown slug. */
export function CaseStudyPage() {
  const { slug } = useParams();
  const study = caseStudyBySlug(slug);
  return study ? <CaseStudyArticlePage study={study} /> : <NotFoundPage />;
}

function CaseStudyArticlePage({ study }: { study: CaseStudy }) {
  const t = useTranslate();
  const { locale } = useTranslator();
  const { article } = study;
  const sections = articleSections(article.sections);
  const others = CASE_STUDIES.filter((other) => other.slug !== study.slug);

  return (
    <MarketingPage title={article.title} description={study.summary} className="case-study-page">
      <nav
        className="marketing-container case-study__breadcrumbs"
        aria-label={t('case-study-breadcrumbs-label')}
      >
        <ol>
          <li>
            <Link to="/">{t('case-study-breadcrumb-home')}</Link>
          </li>
          <li>
            <Link to="/learning-zone">{t('case-study-breadcrumb-learning-zone')}</Link>
          </li>
          <li>
            <Link to="/learning-zone?tab=case">{t('case-study-breadcrumb-case-studies')}</Link>
          </li>
          <li aria-current="page" lang={CASE_STUDY_LANGUAGE}>
            {study.customer}
          </li>
        </ol>
      </nav>
      <article lang={CASE_STUDY_LANGUAGE} className="case-study" aria-labelledby="page-title">
        <header className="marketing-container case-study__header">
          <p className="case-study__eyebrow">{study.customer}</p>
          <h1 id="page-title" className="case-study__title">
            {article.title}
          </h1>
          <p className="case-study__summary">{study.summary}</p>
          <img
            className="case-study__image"
            src={article.headerImage}
            alt={study.headerImageAlt}
            width={1200}
            height={480}
          />
        </header>
        <div className="marketing-container case-study__layout">
          <aside className="case-study__aside" lang={locale}>
            <section className="case-study__figures" aria-labelledby="case-study-figures">
              <h2 id="case-study-figures">{t('case-study-figures-heading')}</h2>
              <ul>
                {study.figures.map((figure) => (
                  <li key={figure} lang={CASE_STUDY_LANGUAGE}>
                    {figure}
                  </li>
                ))}
              </ul>
            </section>
            <nav className="case-study__contents" aria-labelledby="case-study-contents">
              <h2 id="case-study-contents">{t('case-study-contents-heading')}</h2>
              <ol>
                {sections
                  .filter((section) => section.heading)
                  .map((section) => (
                    <li key={section.id} lang={CASE_STUDY_LANGUAGE}>
                      <a href={`#${section.id}`}>{section.heading}</a>
                    </li>
                  ))}
              </ol>
            </nav>
          </aside>
          <div className="case-study__body">
            {sections.map((section, index) =>
              section.heading ? (
                <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`}>
                  <h2 id={`${section.id}-heading`}>{section.heading}</h2>
                  <CaseStudyBlocks blocks={section.blocks} />
                </section>
              ) : (
                <CaseStudyBlocks key={index} blocks={section.blocks} />
              ),
            )}
          </div>
        </div>
      </article>
      <p className="marketing-container case-study__back">
        <Link to="/learning-zone?tab=case">{t('case-study-back')}</Link>
      </p>
      <Section heading={t('case-study-related-heading')} tone="tinted">
        <CaseStudyCards studies={others} />
      </Section>
      <CtaBanner
        heading={t('case-study-cta-heading')}
        body={<p>{t('case-study-cta-body')}</p>}
        actions={
          <>
            <ActionLink to="/signup" variant="inverse">
              {t('case-study-cta-signup')}
            </ActionLink>
            <ActionLink to="/about#contact" variant="inverse">
              {t('case-study-cta-contact')}
            </ActionLink>
          </>
        }
      />
    </MarketingPage>
  );
}
