import { useTranslate } from '@motes/ui';
import { ActionLink, CtaBanner, MarketingPage, PageHero, Section } from '../../components';
import '../common/pages.css';
import { PlanCards } from './PlanCards';
import { PlanComparison } from './PlanComparison';
import { PricingFaq } from './PricingFaq';
import { FREE_TIER } from './pricingFacts';
import './pricing.css';

/** `/pricing`: the three plans, how they compare, how the free tier is rationed, questions. */
export function PricingPage() {
  const t = useTranslate();
  return (
    <MarketingPage title={t('pricing-page-title')} description={t('pricing-page-description')}>
      <PageHero
        eyebrow={t('pricing-eyebrow')}
        title={t('pricing-title')}
        lede={<p>{t('pricing-lede', { days: FREE_TIER.trialDays })}</p>}
      />
      <Section id="plans" heading={t('pricing-plans-heading')}>
        <div className="mp-note" role="note">
          <p>{t('pricing-checkout-note', { days: FREE_TIER.trialDays })}</p>
        </div>
        <PlanCards />
        <p className="pricing-currency-note">{t('pricing-currency-note')}</p>
      </Section>
      <Section id="compare-plans" heading={t('pricing-compare-heading')} tone="tinted">
        <PlanComparison />
        <p className="pricing-table-footnote">{t('pricing-table-footnote')}</p>
      </Section>
      <Section id="free-plan" heading={t('pricing-rationing-heading')} width="narrow">
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
              short: FREE_TIER.shortMinutes,
              long: FREE_TIER.longMinutes,
            })}
          </p>
          <p>{t('pricing-rationing-trial', { days: FREE_TIER.trialDays })}</p>
        </div>
      </Section>
      <Section id="questions" heading={t('pricing-faq-heading')} tone="tinted" width="narrow">
        <PricingFaq />
      </Section>
      <CtaBanner
        heading={t('pricing-cta-heading', { days: FREE_TIER.trialDays })}
        body={<p>{t('pricing-cta-body')}</p>}
        actions={
          <>
            <ActionLink to="/signup" variant="inverse">
              {t('pricing-cta-trial')}
            </ActionLink>
            <ActionLink to="/about#contact" variant="inverse">
              {t('pricing-cta-quote')}
            </ActionLink>
          </>
        }
      />
    </MarketingPage>
  );
}
