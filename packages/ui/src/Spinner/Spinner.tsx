import { classNames } from '../classNames';

/** Props of {@link Spinner}. */
export interface SpinnerProps {
  /** Extra class names for layout by the caller. */
  className?: string;
}

/**
 * A small rotating ring that inherits the current text colour. It is decorative
 * (`aria-hidden`): the surrounding control announces the busy state itself, for example
 * with `aria-busy` on a button or the text of a loading alert.
 */
export function Spinner({ className }: SpinnerProps) {
  return <span className={classNames('motes-spinner', className)} aria-hidden="true" />;
}
