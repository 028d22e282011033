import { seasonalLogoVariant } from '@motes/shared';
import { BrandLogo, type BrandLogoProps } from './BrandLogo';
import { useSeasonalState } from './seasonalChoiceStore';

/** Props of {@link SeasonalLogo}. */
export interface SeasonalLogoProps extends Omit<BrandLogoProps, 'variant'> {
  /** The day to decide for; default today. */
  today?: Date;
}

/**
 * The brand logo in today's variant (§2): halloween on 31 October, christmas from 5 December
 * to 1 January (§9), only while the seasonal feature and its visual flag are on (§2/§4).
 */
export function SeasonalLogo({ today, ...logoProps }: SeasonalLogoProps) {
  const state = useSeasonalState(today);
  return <BrandLogo {...logoProps} variant={seasonalLogoVariant(state)} />;
}
