import type { CSSProperties } from 'react';
import { BUTTON_HEIGHTS_PX, type ButtonSize, type ButtonVariant } from '@motes/ui';

/**
 * Class and style that make a link look like a `Button` of the design system. Navigation
 * stays a link (it goes somewhere, it does not act), and the §9 height comes from the same
 * table Button uses.
 */
export function buttonLinkProps(
  variant: ButtonVariant,
  size: ButtonSize,
  extraClass?: string,
): { className: string; style: CSSProperties } {
  return {
    className: ['motes-button', `motes-button--${variant}`, `motes-button--${size}`, extraClass]
      .filter(Boolean)
      .join(' '),
    style: { '--motes-button-height': `${BUTTON_HEIGHTS_PX[size]}px` } as CSSProperties,
  };
}
