import type { ReactNode } from 'react';
import { Card } from '@motes/ui';

/** One entry of a {@link FeatureGrid}. */
export interface FeatureItem {
  /** A decorative icon (hidden from assistive technology). */
  icon?: ReactNode;
  title: string;
  body: ReactNode;
  /** An optional link or button under the text. */
  action?: ReactNode;
}

/** Props of {@link FeatureGrid}. */
export interface FeatureGridProps {
  items: readonly FeatureItem[];
  /** Columns on wide screens (1 on phones, 2 on tablets). Defaults to 3. */
  columns?: 2 | 3 | 4;
}

/** Cards in a responsive grid, each with an h3: features, benefits, steps. */
export function FeatureGrid({ items, columns = 3 }: FeatureGridProps) {
  return (
    <ul className={`marketing-grid marketing-grid--${columns}`}>
      {items.map((item) => (
        <Card as="li" key={item.title} className="marketing-feature">
          {item.icon ? (
            <span className="marketing-feature__icon" aria-hidden="true">
              {item.icon}
            </span>
          ) : null}
          <h3 className="marketing-feature__title">{item.title}</h3>
          <div className="marketing-feature__body">{item.body}</div>
          {item.action ? <div className="marketing-feature__action">{item.action}</div> : null}
        </Card>
      ))}
    </ul>
  );
}
