import { useTranslator } from '@motes/ui';
import { formatUsd, UNLIMITED_PRICE_USD } from './pricingFacts';

/** The plans' prices (Free, and Unlimited by month and year), formatted for the interface locale. */
export function usePlanPrices(): { free: string; monthly: string; yearly: string } {
  const { locale } = useTranslator();
  return {
    free: formatUsd(0, locale),
    monthly: formatUsd(UNLIMITED_PRICE_USD.monthly, locale),
    yearly: formatUsd(UNLIMITED_PRICE_USD.yearly, locale),
  };
}
