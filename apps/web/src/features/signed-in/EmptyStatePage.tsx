import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Card } from '@motes/ui';
import { documentTitle } from './documentTitle';
import { EmptyStateIllustration } from './EmptyStateIllustration';
import './emptyState.css';

/** One thing the user can do now, instead of looking at an empty page. */
export interface EmptyStateAction {
  label: string;
  to: string;
}

/** Props of {@link EmptyStatePage}. */
export interface EmptyStatePageProps {
  /** The page's name: its heading and its browser-tab title. */
  title: string;
  /** What the page says about itself under the heading. */
  lead: string;
  /** Heading of the empty list, e.g. "No classes yet". */
  emptyHeading: string;
  /** What will appear here, and why nothing does yet. */
  children: ReactNode;
  /** Where to go from here; the first is shown as the main action. */
  actions: readonly EmptyStateAction[];
}

/**
 * A signed-in page whose content a later part of the product brings: its heading, what it
 * will hold, an honest "nothing here yet" and what the user can do now. No made-up numbers.
 */
export function EmptyStatePage({
  title,
  lead,
  emptyHeading,
  children,
  actions,
}: EmptyStatePageProps) {
  const headingId = useId();
  return (
    <div className="empty-state-page">
      <title>{documentTitle(title)}</title>
      <h1>{title}</h1>
      <p className="empty-state-page__lead">{lead}</p>
      <Card as="section" className="empty-state" aria-labelledby={headingId} padding="lg">
        <EmptyStateIllustration />
        <div className="empty-state__text">
          <h2 id={headingId}>{emptyHeading}</h2>
          {children}
          <ul className="empty-state__actions">
            {actions.map((action, index) => (
              <li key={action.to}>
                <Link
                  to={action.to}
                  className={index === 0 ? 'empty-state__action--main' : undefined}
                >
                  {action.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </Card>
    </div>
  );
}
