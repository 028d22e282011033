import type { ReactNode } from 'react';
import { Link } from '@motes/ui';

/** Props of {@link ActionLink}. */
export interface ActionLinkProps {
  to: string;
  /** `primary` (filled), `secondary` (outlined) or `inverse` (white, for the CTA gradient). */
  variant?: 'primary' | 'secondary' | 'inverse';
  children: ReactNode;
}

/**
 * A link that looks like a button: navigation stays a link (keyboard, middle-click, screen
 * readers), only its look is a button's. External targets open as plain anchors (§2 links).
 */
export function ActionLink({ to, variant = 'primary', children }: ActionLinkProps) {
  return (
    <Link to={to} className={`marketing-action marketing-action--${variant}`}>
      {children}
    </Link>
  );
}
