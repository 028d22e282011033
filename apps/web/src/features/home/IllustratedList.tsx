import type { ReactNode } from 'react';
import { useTranslate } from '@motes/ui';
import type { IllustratedEntry } from './homeContent';

/** Props of {@link IllustratedList}. */
export interface IllustratedListProps<Art extends string> {
  entries: readonly IllustratedEntry<Art>[];
  art: Readonly<Record<Art, ReactNode>>;
  className: string;
}

/** A list of entries, each a decorative picture, an h3 and a sentence or two. */
export function IllustratedList<Art extends string>({
  entries,
  art,
  className,
}: IllustratedListProps<Art>) {
  const t = useTranslate();
  return (
    <ul className={`home-list ${className}`}>
      {entries.map((entry) => (
        <li key={entry.title} className="home-list__item">
          <span className="home-list__art">{art[entry.art]}</span>
          <div>
            <h3 className="home-list__title">{t(entry.title)}</h3>
            <p className="home-list__body">{t(entry.body)}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
