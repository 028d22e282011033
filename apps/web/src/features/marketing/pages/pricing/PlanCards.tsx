import type { ProductToolId } from '@motes/shared';
import { Card, Link, useTranslate } from '@motes/ui';
import { ActionLink, ToolStateMark, toolStateAttributes } from '../../components';
import { FREE_TIER } from './pricingFacts';

interface Plan {
  id: string;
  name: string;
  audience: string;
  features: readonly string[];
  /** A next step that exists in this build; never a purchase (there is no checkout). */
  action?: { to: string; label: string; kind: 'button' | 'link' };
  /** The registry entry saying whether this plan exists in this build. */
  tool?: ProductToolId;
}

function PlanCard({ plan }: { plan: Plan }) {
  return (
    <Card
      as="li"
      id={plan.id}
      variant="outlined"
      padding="lg"
      className="pricing-plan"
      {...toolStateAttributes(plan.tool)}
    >
      <h3 className="pricing-plan__name">{plan.name}</h3>
      {plan.tool ? <ToolStateMark tool={plan.tool} /> : null}
      <p className="pricing-plan__audience">{plan.audience}</p>
      <ul className="pricing-plan__features">
        {plan.features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      {plan.action ? (
        <div className="pricing-plan__action">
          {plan.action.kind === 'button' ? (
            <ActionLink to={plan.action.to} variant="secondary">
              {plan.action.label}
            </ActionLink>
          ) : (
            <Link to={plan.action.to}>{plan.action.label}</Link>
          )}
        </div>
      ) : null}
    </Card>
  );
}

/** What anyone can use today, without an account and with a free one. */
export function FreeOptions() {
  const t = useTranslate();
  const plans: Plan[] = [
    {
      id: 'without-account',
      name: t('pricing-anonymous-name'),
      audience: t('pricing-anonymous-audience'),
      features: [
        t('pricing-anonymous-length', {
          seconds: FREE_TIER.standardSeconds,
          minutes: FREE_TIER.standardMinutes,
        }),
        t('pricing-anonymous-create'),
        t('pricing-free-share'),
      ],
      action: { to: '/record', label: t('pricing-anonymous-action'), kind: 'button' },
    },
    {
      id: 'free',
      name: t('pricing-plan-free-name'),
      audience: t('pricing-plan-free-audience'),
      features: [
        t('pricing-free-motes', { count: FREE_TIER.motesPerPeriod, days: FREE_TIER.periodDays }),
        t('pricing-free-length', { seconds: FREE_TIER.limitedSeconds }),
        t('pricing-free-share'),
        t('pricing-free-sidebar'),
        t('pricing-free-listeners'),
      ],
      action: { to: '/signup', label: t('pricing-plan-free-action'), kind: 'button' },
      tool: 'free_plan',
    },
  ];
  return (
    <ul className="pricing-plans pricing-plans--two">
      {plans.map((plan) => (
        <PlanCard key={plan.id} plan={plan} />
      ))}
    </ul>
  );
}

/** The plans that are planned but cannot be had in this build: marked, with nothing to buy. */
export function PlannedPlans() {
  const t = useTranslate();
  const plans: Plan[] = [
    {
      id: 'unlimited',
      name: t('pricing-plan-unlimited-name'),
      audience: t('pricing-plan-unlimited-audience'),
      features: [
        t('pricing-unlimited-motes'),
        t('pricing-unlimited-length', { minutes: FREE_TIER.standardMinutes }),
      ],
      tool: 'paid_plans',
    },
    {
      id: 'trial',
      name: t('pricing-plan-trial-name'),
      audience: t('pricing-plan-trial-audience'),
      features: [t('pricing-trial-what')],
      tool: 'trial',
    },
    {
      id: 'schools',
      name: t('pricing-plan-schools-name'),
      audience: t('pricing-plan-schools-audience'),
      features: [
        t('pricing-schools-classes'),
        t('pricing-schools-loops'),
        t('pricing-schools-analytics'),
      ],
      action: { to: '/about#contact', label: t('pricing-plan-schools-action'), kind: 'link' },
      tool: 'school_plans',
    },
  ];
  return (
    <ul className="pricing-plans">
      {plans.map((plan) => (
        <PlanCard key={plan.id} plan={plan} />
      ))}
    </ul>
  );
}
