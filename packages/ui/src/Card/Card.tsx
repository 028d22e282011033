import type { ComponentPropsWithRef, ReactNode } from 'react';
import { classNames } from '../classNames';

/** Element a {@link Card} renders as; pick the one that matches the content's meaning. */
export type CardElement = 'div' | 'section' | 'article' | 'li' | 'aside';

/** Props of {@link Card}; native props of a `<div>` pass through. */
export interface CardProps extends ComponentPropsWithRef<'div'> {
  /** Defaults to `div`. */
  as?: CardElement;
  /** `outlined` (default) has a border; `elevated` adds a shadow; `flat` has neither. */
  variant?: 'outlined' | 'elevated' | 'flat';
  /** Inner spacing; defaults to `md`. */
  padding?: 'none' | 'sm' | 'md' | 'lg';
  children?: ReactNode;
}

/** A card container (§2 "Shared interface pieces"): a surface that groups related content. */
export function Card({
  as = 'div',
  variant = 'outlined',
  padding = 'md',
  className,
  children,
  ...rest
}: CardProps) {
  // Typed as a div: the other elements take the same props, and `ref` is the caller's.
  const Element = as as 'div';
  return (
    <Element
      {...rest}
      className={classNames(
        'motes-card',
        `motes-card--${variant}`,
        `motes-card--padding-${padding}`,
        className,
      )}
    >
      {children}
    </Element>
  );
}
