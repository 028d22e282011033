import { Link, useTranslate } from '@motes/ui';
import {
  ActionLink,
  CtaBanner,
  FeatureGrid,
  MarketingPage,
  PageHero,
  Section,
} from '../../components';
import { EvidenceIllustration } from '../../illustrations/EvidenceIllustration';
import '../common/pages.css';
import { CaseStudyOutcomes } from './CaseStudyOutcomes';
import { EssaTiers } from './EssaTiers';
import './impact.css';

/** `/impact` (ESSA & Impact): our evidence logic, what schools report, and the ESSA tiers. */
export function ImpactPage() {
  const t = useTranslate();
  return (
    <MarketingPage title={t('impact-page-title')} description={t('impact-page-description')}>
      <PageHero
        eyebrow={t('impact-eyebrow')}
        title={t('impact-title')}
        lede={<p>{t('impact-lede')}</p>}
        media={<EvidenceIllustration />}
      />
      <Section
        id="logic"
        heading={t('impact-logic-heading')}
        intro={<p>{t('impact-logic-intro')}</p>}
      >
        <FeatureGrid
          columns={4}
          items={[
            { title: t('impact-logic-do-title'), body: <p>{t('impact-logic-do-body')}</p> },
            { title: t('impact-logic-soon-title'), body: <p>{t('impact-logic-soon-body')}</p> },
            { title: t('impact-logic-next-title'), body: <p>{t('impact-logic-next-body')}</p> },
            { title: t('impact-logic-later-title'), body: <p>{t('impact-logic-later-body')}</p> },
          ]}
        />
      </Section>
      <Section id="why" heading={t('impact-why-heading')} tone="tinted" width="narrow">
        <div className="mp-prose">
          <h3>{t('impact-why-feedback-title')}</h3>
          <p>{t('impact-why-feedback-body')}</p>
          <h3>{t('impact-why-read-aloud-title')}</h3>
          <p>{t('impact-why-read-aloud-body')}</p>
          <h3>{t('impact-why-speaking-title')}</h3>
          <p>{t('impact-why-speaking-body')}</p>
        </div>
      </Section>
      <Section
        id="outcomes"
        heading={t('impact-outcomes-heading')}
        intro={<p>{t('impact-outcomes-intro')}</p>}
      >
        <CaseStudyOutcomes />
        <p className="impact-all-cases">
          <Link to="/learning-zone?tab=case">{t('impact-all-case-studies')}</Link>
        </p>
      </Section>
      <Section
        id="essa"
        heading={t('impact-essa-heading')}
        intro={<p>{t('impact-essa-intro')}</p>}
        tone="tinted"
      >
        <EssaTiers />
        <div className="mp-prose impact-standing">
          <p>{t('impact-essa-standing')}</p>
          <p>{t('impact-essa-plans')}</p>
        </div>
      </Section>
      <CtaBanner
        heading={t('impact-cta-heading')}
        body={<p>{t('impact-cta-body')}</p>}
        actions={
          <>
            <ActionLink to="/about#contact" variant="inverse">
              {t('impact-cta-contact')}
            </ActionLink>
            <ActionLink to="/learning-zone?tab=case" variant="inverse">
              {t('impact-cta-case-studies')}
            </ActionLink>
          </>
        }
      />
    </MarketingPage>
  );
}
