import { useTranslate } from '@motes/ui';
import {
  ActionLink,
  CtaBanner,
  FeatureGrid,
  MarketingPage,
  PageHero,
  Section,
} from '../../components';
import { LoopIllustration } from '../../illustrations/LoopIllustration';
import '../common/pages.css';
import './about.css';
import { ContactSection } from './ContactSection';

/** `/about`: our mission, what we believe about voice in learning, how we work, contact. */
export function AboutPage() {
  const t = useTranslate();
  return (
    <MarketingPage title={t('about-page-title')} description={t('about-page-description')}>
      <PageHero
        eyebrow={t('about-eyebrow')}
        title={t('about-title')}
        lede={<p>{t('about-lede')}</p>}
        media={<LoopIllustration />}
      />
      <Section id="mission" heading={t('about-mission-heading')} width="narrow">
        <div className="mp-prose">
          <p>{t('about-mission-body-1')}</p>
          <p>{t('about-mission-body-2')}</p>
        </div>
      </Section>
      <Section id="beliefs" heading={t('about-beliefs-heading')} tone="tinted">
        <FeatureGrid
          columns={2}
          items={[
            { title: t('about-belief-warmth-title'), body: <p>{t('about-belief-warmth-body')}</p> },
            { title: t('about-belief-access-title'), body: <p>{t('about-belief-access-body')}</p> },
            {
              title: t('about-belief-speaking-title'),
              body: <p>{t('about-belief-speaking-body')}</p>,
            },
            {
              title: t('about-belief-languages-title'),
              body: <p>{t('about-belief-languages-body')}</p>,
            },
          ]}
        />
      </Section>
      <Section id="how-we-work" heading={t('about-work-heading')}>
        <FeatureGrid
          items={[
            { title: t('about-work-privacy-title'), body: <p>{t('about-work-privacy-body')}</p> },
            { title: t('about-work-teachers-title'), body: <p>{t('about-work-teachers-body')}</p> },
            {
              title: t('about-work-accessible-title'),
              body: <p>{t('about-work-accessible-body')}</p>,
            },
            { title: t('about-work-honest-title'), body: <p>{t('about-work-honest-body')}</p> },
            { title: t('about-work-small-title'), body: <p>{t('about-work-small-body')}</p> },
            { title: t('about-work-open-title'), body: <p>{t('about-work-open-body')}</p> },
          ]}
        />
      </Section>
      <ContactSection />
      <CtaBanner
        heading={t('about-cta-heading')}
        actions={
          <>
            <ActionLink to="/signup" variant="inverse">
              {t('about-cta-sign-up')}
            </ActionLink>
            <ActionLink to="/impact" variant="inverse">
              {t('about-cta-impact')}
            </ActionLink>
          </>
        }
      />
    </MarketingPage>
  );
}
