import type { ReactNode } from 'react';
import { LoadingWave, useTranslate } from '@motes/ui';
import { documentTitle } from '../signed-in/documentTitle';
import type { SharedItemState } from './useSharedItem';
import './sharePage.css';

/**
 * The frame of a share page (`/m/{id}`, `/t/{id}`): the loading wave, the honest "not found"
 * page, the failure to load, and once found, the item as an article with its title (also the
 * tab's), its facts and the page's own content. The mote page and the tote page both use it,
 * in the lean share entry (shareMain.tsx) and in the app's routes alike.
 */
export function ShareFrame<Item>({
  shared,
  notFound,
  failedTitle,
  children,
}: {
  shared: SharedItemState<Item>;
  /** What to show when there is no such item to share. */
  notFound: ReactNode;
  /** The heading when the item could not be loaded. */
  failedTitle: string;
  children: (item: Item) => ReactNode;
}) {
  const t = useTranslate();
  if (shared.state === 'loading') return <LoadingWave />;
  if (shared.state === 'not-found') return notFound;
  if (shared.state === 'failed') {
    return (
      <div className="mote-page">
        <title>{documentTitle(failedTitle)}</title>
        <h1>{failedTitle}</h1>
        <p role="alert">{t('share-load-failed')}</p>
      </div>
    );
  }
  return children(shared.item);
}

/** A shared item's page: its title, who made it (unless hidden, §6) and its facts. */
export function SharedArticle({
  title,
  author,
  facts,
  className,
  children,
}: {
  title: string;
  author: { name: string } | null;
  /** Spans after the author: length, count, date. */
  facts: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const t = useTranslate();
  return (
    <article className={className ? `mote-page ${className}` : 'mote-page'}>
      <title>{documentTitle(title)}</title>
      <header className="mote-page__header">
        <h1>{title}</h1>
        <p className="mote-page__meta">
          {author && <span>{t('share-by', { name: author.name })}</span>}
          {facts}
        </p>
      </header>
      {children}
    </article>
  );
}
