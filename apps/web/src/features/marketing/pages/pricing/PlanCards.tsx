import { Card, useTranslate } from '@motes/ui';
import { ActionLink } from '../../components';
import { FREE_TIER } from './pricingFacts';
import { usePlanPrices } from './usePlanPrices';

interface Plan {
  id: string;
  name: string;
  audience: string;
  price: string;
  priceNote: string;
  features: readonly string[];
  action: { to: string; label: string };
  featured?: boolean;
}

/** The three plans side by side (stacked on phones), each with what it includes and a next step. */
export function PlanCards() {
  const t = useTranslate();
  const prices = usePlanPrices();
  const plans: Plan[] = [
    {
      id: 'free',
      name: t('pricing-plan-free-name'),
      audience: t('pricing-plan-free-audience'),
      price: prices.free,
      priceNote: t('pricing-plan-free-price-note'),
      features: [
        t('pricing-free-motes', {
          count: FREE_TIER.motesPerPeriod,
          days: FREE_TIER.periodDays,
        }),
        t('pricing-free-length', { minutes: FREE_TIER.shortMinutes }),
        t('pricing-free-trial', { days: FREE_TIER.trialDays }),
        t('pricing-free-share'),
        t('pricing-free-listeners'),
      ],
      action: { to: '/signup', label: t('pricing-plan-free-action') },
    },
    {
      id: 'unlimited',
      name: t('pricing-plan-unlimited-name'),
      audience: t('pricing-plan-unlimited-audience'),
      price: t('pricing-plan-unlimited-price', { monthly: prices.monthly }),
      priceNote: t('pricing-plan-unlimited-price-note', { yearly: prices.yearly }),
      features: [
        t('pricing-unlimited-motes'),
        t('pricing-unlimited-length', { minutes: FREE_TIER.longMinutes }),
        t('pricing-unlimited-tools'),
        t('pricing-unlimited-share'),
      ],
      action: { to: '/signup', label: t('pricing-plan-unlimited-action') },
      featured: true,
    },
    {
      id: 'schools',
      name: t('pricing-plan-schools-name'),
      audience: t('pricing-plan-schools-audience'),
      price: t('pricing-plan-schools-price'),
      priceNote: t('pricing-plan-schools-price-note'),
      features: [
        t('pricing-schools-everyone'),
        t('pricing-schools-classes'),
        t('pricing-schools-loops'),
        t('pricing-schools-analytics'),
        t('pricing-schools-sso'),
        t('pricing-schools-dpa'),
      ],
      action: { to: '/about#contact', label: t('pricing-plan-schools-action') },
    },
  ];

  return (
    <ul className="pricing-plans">
      {plans.map((plan) => (
        <Card
          as="li"
          key={plan.id}
          id={plan.id}
          variant={plan.featured ? 'elevated' : 'outlined'}
          padding="lg"
          className={plan.featured ? 'pricing-plan pricing-plan--featured' : 'pricing-plan'}
        >
          <h3 className="pricing-plan__name">{plan.name}</h3>
          <p className="pricing-plan__audience">{plan.audience}</p>
          <p className="pricing-plan__price">{plan.price}</p>
          <p className="pricing-plan__price-note">{plan.priceNote}</p>
          <ul className="pricing-plan__features">
            {plan.features.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
          <div className="pricing-plan__action">
            <ActionLink to={plan.action.to} variant={plan.featured ? 'primary' : 'secondary'}>
              {plan.action.label}
            </ActionLink>
          </div>
        </Card>
      ))}
    </ul>
  );
}
