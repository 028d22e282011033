import { useTranslate } from '@motes/ui';
import {
  ActionLink,
  CtaBanner,
  FeatureGrid,
  MarketingPage,
  PageHero,
  Section,
} from '../../marketing/components';
import { CaseStudyCards } from '../case-studies/CaseStudyCards';
import { ResourceIcon } from '../components/ResourceIcon';
import { QueryTabs, type QueryTab } from '../QueryTabs';
import { HowToGuides } from './HowToGuides';
import './learning-zone.css';

/** §2: the tab values of /learning-zone. */
export const LEARNING_ZONE_TABS = ['case', 'howto'] as const;
export type LearningZoneTab = (typeof LEARNING_ZONE_TABS)[number];

/** /learning-zone: case studies and how-to guides (§2 tab values case and howto). */
export function LearningZonePage() {
  const t = useTranslate();
  const tabs: QueryTab<LearningZoneTab>[] = [
    {
      value: 'case',
      label: t('learning-zone-case-tab'),
      render: () => (
        <div className="marketing-container learning-zone__panel">
          <h2 className="learning-zone__panel-heading">{t('learning-zone-case-heading')}</h2>
          <p className="learning-zone__panel-intro">{t('learning-zone-case-intro')}</p>
          <CaseStudyCards />
        </div>
      ),
    },
    { value: 'howto', label: t('learning-zone-howto-tab'), render: () => <HowToGuides /> },
  ];

  return (
    <MarketingPage
      title={t('learning-zone-page-title')}
      description={t('learning-zone-page-description')}
    >
      <PageHero
        eyebrow={t('learning-zone-eyebrow')}
        title={t('learning-zone-title')}
        lede={<p>{t('learning-zone-lede')}</p>}
      />
      <QueryTabs tabs={tabs} defaultValue="case" label={t('learning-zone-tabs-label')} />
      <Section heading={t('learning-zone-more-heading')} tone="tinted">
        <FeatureGrid
          items={[
            {
              icon: <ResourceIcon name="graduation" />,
              title: t('learning-zone-more-courses-title'),
              body: <p>{t('learning-zone-more-courses-body')}</p>,
              action: (
                <ActionLink to="/courses" variant="secondary">
                  {t('learning-zone-more-courses-action')}
                </ActionLink>
              ),
            },
            {
              icon: <ResourceIcon name="chat" />,
              title: t('learning-zone-more-expert-title'),
              body: <p>{t('learning-zone-more-expert-body')}</p>,
              action: (
                <ActionLink to="/expert" variant="secondary">
                  {t('learning-zone-more-expert-action')}
                </ActionLink>
              ),
            },
            {
              icon: <ResourceIcon name="calendar" />,
              title: t('learning-zone-more-events-title'),
              body: <p>{t('learning-zone-more-events-body')}</p>,
              action: (
                <ActionLink to="/events/fetc" variant="secondary">
                  {t('learning-zone-more-events-action')}
                </ActionLink>
              ),
            },
          ]}
        />
      </Section>
      <CtaBanner
        heading={t('learning-zone-cta-heading')}
        body={<p>{t('learning-zone-cta-body')}</p>}
        actions={
          <>
            <ActionLink to="/signup" variant="inverse">
              {t('learning-zone-cta-signup')}
            </ActionLink>
            <ActionLink to="/record" variant="inverse">
              {t('learning-zone-cta-record')}
            </ActionLink>
          </>
        }
      />
    </MarketingPage>
  );
}
