import { useTranslate } from '@motes/ui';
import { ActionLink, CtaBanner, MarketingPage, PageHero, Section } from '../../components';
import '../common/pages.css';
import { FreeOptions, PlannedPlans } from './PlanCards';
import { PlanComparison } from './PlanComparison';
import { PricingFaq } from './PricingFaq';
import { FREE_TIER } from './pricingFacts';
import './pricing.css';

/**
 * `/pricing`: what is free today (without an account, and with a free account), the plans that
 * are planned but not available, how the free account is rationed, and questions. There is no
 * checkout in this build, so nothing here offers a purchase.
 */
export function PricingPage() {
  const t = useTranslate();
  return (
    <MarketingPage title={t('pricing-page-title')} description={t('pricing-page-description')}>
      <PageHero
        eyebrow={t('pricing-eyebrow')}
        title={t('pricing-title')}
        lede={<p>{t('pricing-lede')}</p>}
      />
      <Section id="plans" heading={t('pricing-plans-heading')}>
        <div className="mp-note" role="note">
          <p>{t('pricing-checkout-note')}</p>
        </div>
        <FreeOptions />
      </Section>
      <Section
        id="compare-plans"
        heading={t('pricing-compare-heading')}
        tone="tinted"
        width="narrow"
      >
        <PlanComparison />
        <p className="pricing-table-footnote">{t('pricing-table-footnote')}</p>
      </Section>
      <Section
        id="planned"
        heading={t('pricing-planned-heading')}
        intro={<p>{t('pricing-planned-intro')}</p>}
      >
        <PlannedPlans />
      </Section>
      <Section id="free-plan" heading={t('pricing-rationing-heading')} tone="tinted" width="narrow">
        <div className="mp-prose">
          <p>
            {t('pricing-rationing-count', {
              count: FREE_TIER.motesPerPeriod,
              days: FREE_TIER.periodDays,
            })}
          </p>
          <p>{t('pricing-rationing-reset', { days: FREE_TIER.periodDays })}</p>
          <p>
            {t('pricing-rationing-length', {
              limited: FREE_TIER.limitedSeconds,
              standard: FREE_TIER.standardSeconds,
              standardMinutes: FREE_TIER.standardMinutes,
            })}
          </p>
        </div>
      </Section>
      <Section id="questions" heading={t('pricing-faq-heading')} width="narrow">
        <PricingFaq />
      </Section>
      <CtaBanner
        heading={t('pricing-cta-heading')}
        body={<p>{t('pricing-cta-body')}</p>}
        actions={
          <>
            <ActionLink to="/signup" variant="inverse">
              {t('pricing-plan-free-action')}
            </ActionLink>
            <ActionLink to="/record" variant="inverse">
              {t('pricing-anonymous-action')}
            </ActionLink>
          </>
        }
      />
    </MarketingPage>
  );
}
