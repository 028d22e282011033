import type { ReactNode } from 'react';
import './pages.css';

/** One question and its answer. */
export interface FaqItem {
  question: string;
  answer: ReactNode;
}

/**
 * Questions as native disclosures (`<details>`/`<summary>`): keyboard and screen-reader
 * support come from the browser, and the answers stay findable with the page search.
 */
export function FaqList({ items }: { items: readonly FaqItem[] }) {
  return (
    <div className="mp-faq">
      {items.map((item) => (
        <details key={item.question} className="mp-faq__item">
          <summary className="mp-faq__question">{item.question}</summary>
          <div className="mp-faq__answer">{item.answer}</div>
        </details>
      ))}
    </div>
  );
}
