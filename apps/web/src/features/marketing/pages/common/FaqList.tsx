import type { ReactNode } from 'react';
import type { ProductToolId } from '@motes/shared';
import { ToolStateMark, toolStateAttributes } from '../../components';
import './pages.css';

/** One question and its answer. */
export interface FaqItem {
  question: string;
  answer: ReactNode;
  /** A question about one tool: its state in this build shows beside the question. */
  tool?: ProductToolId;
}

/**
 * Questions as native disclosures (`<details>`/`<summary>`): keyboard and screen-reader
 * support come from the browser, and the answers stay findable with the page search.
 */
export function FaqList({ items }: { items: readonly FaqItem[] }) {
  return (
    <div className="mp-faq">
      {items.map((item) => (
        <details key={item.question} className="mp-faq__item" {...toolStateAttributes(item.tool)}>
          <summary className="mp-faq__question">
            {item.question}
            {item.tool ? (
              <>
                {' '}
                <ToolStateMark tool={item.tool} as="span" />
              </>
            ) : null}
          </summary>
          <div className="mp-faq__answer">{item.answer}</div>
        </details>
      ))}
    </div>
  );
}
