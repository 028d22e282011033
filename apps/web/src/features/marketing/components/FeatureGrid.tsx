import type { ReactNode } from 'react';
import { productTool, type ProductToolId } from '@motes/shared';
import { Card } from '@motes/ui';
import { ToolStateMark, toolStateAttributes } from './ToolStateMark';

/** One entry of a {@link FeatureGrid}. */
export interface FeatureItem {
  /** A decorative icon (hidden from assistive technology). */
  icon?: ReactNode;
  title: string;
  body: ReactNode;
  /** An optional link or button under the text. */
  action?: ReactNode;
  /**
   * The tool this card offers: its state in this build is shown under the title ("Not yet
   * available", "In the browser extension"), from the registry in `@motes/shared`.
   */
  tool?: ProductToolId;
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
      {items.map((item) => {
        const notYet = item.tool ? productTool(item.tool).state === 'notYetAvailable' : false;
        return (
          <Card
            as="li"
            key={item.title}
            className={
              notYet ? 'marketing-feature marketing-feature--not-yet' : 'marketing-feature'
            }
            {...toolStateAttributes(item.tool)}
          >
            {item.icon ? (
              <span className="marketing-feature__icon" aria-hidden="true">
                {item.icon}
              </span>
            ) : null}
            <h3 className="marketing-feature__title">{item.title}</h3>
            {item.tool ? <ToolStateMark tool={item.tool} /> : null}
            <div className="marketing-feature__body">{item.body}</div>
            {item.action ? <div className="marketing-feature__action">{item.action}</div> : null}
          </Card>
        );
      })}
    </ul>
  );
}
