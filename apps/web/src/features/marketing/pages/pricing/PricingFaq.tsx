import { Link, useTranslate } from '@motes/ui';
import { FaqList } from '../common/FaqList';
import { FREE_TIER } from './pricingFacts';

/** Questions people ask before choosing a plan, answered plainly for this build. */
export function PricingFaq() {
  const t = useTranslate();
  return (
    <FaqList
      items={[
        {
          question: t('pricing-faq-checkout-question'),
          answer: <p>{t('pricing-faq-checkout-answer')}</p>,
          tool: 'checkout',
        },
        {
          question: t('pricing-faq-trial-question'),
          answer: <p>{t('pricing-faq-trial-answer', { seconds: FREE_TIER.limitedSeconds })}</p>,
          tool: 'trial',
        },
        {
          question: t('pricing-faq-count-question'),
          answer: <p>{t('pricing-faq-count-answer')}</p>,
        },
        {
          question: t('pricing-faq-listeners-question'),
          answer: <p>{t('pricing-faq-listeners-answer')}</p>,
        },
        {
          question: t('pricing-faq-schools-question'),
          tool: 'school_plans',
          answer: (
            <>
              <p>{t('pricing-faq-schools-answer')}</p>
              <p>
                <Link to="/about#contact">{t('pricing-faq-schools-link')}</Link>
              </p>
            </>
          ),
        },
        {
          question: t('pricing-faq-privacy-question'),
          answer: (
            <>
              <p>{t('pricing-faq-privacy-answer')}</p>
              <p>
                <Link to="/privacy">{t('pricing-faq-privacy-link')}</Link>
              </p>
            </>
          ),
        },
      ]}
    />
  );
}
