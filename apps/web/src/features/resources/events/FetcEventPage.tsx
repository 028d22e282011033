import { CASE_STUDY_LANGUAGE, caseStudyBySlug, caseStudyPath } from '@motes/shared';
import { Card, Link, useTranslate } from '@motes/ui';
import {
  ActionLink,
  CtaBanner,
  FeatureGrid,
  MarketingPage,
  PageHero,
  Section,
} from '../../marketing/components';
import { AudienceIllustration } from '../audience-pages/AudienceIllustration';
import { ResourceIcon } from '../components/ResourceIcon';
import { HOW_TO_GUIDES, howToGuidePath } from '../learning-zone/howToGuides';
import './events.css';

/** The how-to guides that follow the sessions step by step (only for tools this build has). */
const SESSION_GUIDES = ['record', 'share-qr', 'read-aloud', 'translate'] as const;
/** The case studies behind the sessions' two topics: spoken feedback and reading support. */
const SESSION_CASE_STUDIES = ['england-primary-trust', 'new-york-district'] as const;

/**
 * /events/fetc (alias `fetc`): the page of a 2023 education-technology conference (§2), kept
 * as a past event: what we presented, where the material lives now, and what comes next. It
 * holds no dates or venues beyond the year.
 */
export function FetcEventPage() {
  const t = useTranslate();
  const guides = HOW_TO_GUIDES.filter((guide) =>
    (SESSION_GUIDES as readonly string[]).includes(guide.key),
  );
  const studies = SESSION_CASE_STUDIES.flatMap((slug) => caseStudyBySlug(slug) ?? []);

  return (
    <MarketingPage
      title={t('events-fetc-page-title')}
      description={t('events-fetc-page-description')}
    >
      <PageHero
        eyebrow={t('events-fetc-eyebrow')}
        title={t('events-fetc-title')}
        lede={
          <>
            <p>{t('events-fetc-lede')}</p>
            <p className="event-page__status">{t('events-fetc-status')}</p>
          </>
        }
        actions={<ActionLink to="/learning-zone">{t('events-fetc-next-action')}</ActionLink>}
        media={<AudienceIllustration icon="slides" />}
      />
      <Section
        heading={t('events-fetc-sessions-heading')}
        intro={<p>{t('events-fetc-sessions-intro')}</p>}
      >
        <FeatureGrid
          columns={2}
          items={[
            {
              icon: <ResourceIcon name="feedback" />,
              title: t('events-fetc-session-feedback-title'),
              body: <p>{t('events-fetc-session-feedback-body')}</p>,
              action: (
                <Link to="/use-cases/for-feedback">{t('events-fetc-session-feedback-action')}</Link>
              ),
            },
            {
              icon: <ResourceIcon name="speaker" />,
              title: t('events-fetc-session-read-aloud-title'),
              body: <p>{t('events-fetc-session-read-aloud-body')}</p>,
              action: (
                <Link to="/use-cases/diverse-learners">
                  {t('events-fetc-session-read-aloud-action')}
                </Link>
              ),
            },
          ]}
        />
      </Section>
      <Section
        heading={t('events-fetc-materials-heading')}
        intro={<p>{t('events-fetc-materials-intro')}</p>}
        tone="tinted"
      >
        <div className="event-page__materials">
          <Card as="section" aria-labelledby="event-guides">
            <h3 id="event-guides">{t('events-fetc-materials-guides')}</h3>
            <ul>
              {guides.map((guide) => (
                <li key={guide.key}>
                  <Link to={howToGuidePath(guide.anchor)}>
                    {t(`learning-zone-howto-${guide.key}-title`)}
                  </Link>
                </li>
              ))}
            </ul>
          </Card>
          <Card as="section" aria-labelledby="event-case-studies">
            <h3 id="event-case-studies">{t('events-fetc-materials-case-studies')}</h3>
            <ul>
              {studies.map((study) => (
                <li key={study.slug} lang={CASE_STUDY_LANGUAGE}>
                  <Link to={caseStudyPath(study.slug)}>{study.article.title}</Link>
                </li>
              ))}
            </ul>
          </Card>
        </div>
      </Section>
      <CtaBanner
        heading={t('events-fetc-next-heading')}
        body={<p>{t('events-fetc-next-body')}</p>}
        actions={
          <>
            <ActionLink to="/learning-zone" variant="inverse">
              {t('events-fetc-next-action')}
            </ActionLink>
            <ActionLink to="/signup" variant="inverse">
              {t('events-fetc-signup')}
            </ActionLink>
          </>
        }
      />
    </MarketingPage>
  );
}
