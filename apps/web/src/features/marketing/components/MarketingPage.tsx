import type { ReactNode } from 'react';
import { documentTitle } from '../../signed-in/documentTitle';
import './marketing.css';

/** Props of {@link MarketingPage}. */
export interface MarketingPageProps {
  /** The page's name, shown in the browser tab as "{title} – Motes". */
  title: string;
  /** A short summary for the page's meta description. */
  description?: string;
  className?: string;
  children?: ReactNode;
}

/**
 * The frame of every marketing and resource page: the document title and description (React
 * hoists them into <head>) and the page's sections, each full width with a centred container.
 */
export function MarketingPage({ title, description, className, children }: MarketingPageProps) {
  return (
    <div className={className ? `marketing-page ${className}` : 'marketing-page'}>
      <title>{documentTitle(title)}</title>
      {description ? <meta name="description" content={description} /> : null}
      {children}
    </div>
  );
}
