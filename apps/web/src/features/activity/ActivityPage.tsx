import { useEffect, useId, useRef } from 'react';
import { deleteMote, restoreMote } from '@motes/api-client';
import type { Mote } from '@motes/shared';
import { Button, Link, useToaster, useTranslate } from '@motes/ui';
import { useApiClient } from '../../api/ApiClientContext';
import { describeApiError } from '../../api/describeApiError';
import { FreeMotesNotice } from '../freeMotes/FreeMotesNotice';
import { useFreeMotesStanding } from '../freeMotes/useFreeMotesStanding';
import { documentTitle } from '../signed-in/documentTitle';
import { useMoteTitle } from '../share/useMoteTitle';
import { MyTotes } from '../totes/MyTotes';
import { LibraryStatus } from './LibraryStatus';
import { MoteRow } from './MoteRow';
import { UNDO_TOAST_MS } from './undoToast';
import { useMoteLibrary } from './useMoteLibrary';
import './ActivityPage.css';

/**
 * `/activity` (§2 "My Activity", issue 6 item 9): the user's motes, newest first, with
 * search, paging, rename, transcript, copy link and delete with undo; the user's totes; and
 * what is left of the free motes (item 8).
 */
export function ActivityPage() {
  const t = useTranslate();
  const apiClient = useApiClient();
  const toaster = useToaster();
  const library = useMoteLibrary();
  const titleOf = useMoteTitle();
  const standing = useFreeMotesStanding();
  const listHeadingRef = useRef<HTMLHeadingElement>(null);
  const listHeadingId = useId();
  const searching = library.query !== '';

  // "Load more" goes away with the last page; focus must not fall back to the page's start.
  const hadMore = useRef(false);
  useEffect(() => {
    const lastPageArrived = hadMore.current && !library.hasMore && !library.loading;
    hadMore.current = library.hasMore;
    if (!lastPageArrived) return;
    const active = document.activeElement;
    if (active === null || active === document.body) listHeadingRef.current?.focus();
  }, [library.hasMore, library.loading]);

  async function handleDelete(mote: Mote) {
    const title = titleOf(mote);
    try {
      await deleteMote(apiClient, mote.id);
    } catch (failure) {
      toaster.error(describeApiError(failure, t('activity-delete-failed', { title })));
      return;
    }
    library.remove(mote.id);
    // The row and its button are gone: focus goes to the list, not to the page's start.
    listHeadingRef.current?.focus();
    toaster.success(t('activity-deleted', { title }), {
      duration: UNDO_TOAST_MS,
      action: { label: t('activity-undo'), onClick: () => void handleUndo(mote, title) },
    });
  }

  async function handleUndo(mote: Mote, title: string) {
    try {
      library.restore(await restoreMote(apiClient, mote.id));
      // The Undo button goes with its toast: focus returns to the list the mote is back in.
      listHeadingRef.current?.focus();
      toaster.success(t('activity-restored', { title }));
    } catch (failure) {
      toaster.error(describeApiError(failure, t('activity-restore-failed', { title })));
    }
  }

  const empty = !library.loading && library.error === undefined && library.motes.length === 0;

  return (
    <div className="activity-page">
      <title>{documentTitle(t('activity-title'))}</title>
      <div className="activity-page__head">
        <h1>{t('activity-title')}</h1>
        <Link to="/record" className="activity-page__record">
          {t('activity-record')}
        </Link>
      </div>
      <p className="activity-page__lead">{t('activity-lead')}</p>
      <FreeMotesNotice standing={standing} />

      <div role="search" className="activity-page__search">
        <label htmlFor={`${listHeadingId}-search`}>{t('activity-search-label')}</label>
        <input
          id={`${listHeadingId}-search`}
          type="search"
          className="motes-text-field__input"
          maxLength={200}
          onChange={(event) => library.search(event.currentTarget.value)}
        />
      </div>

      <section aria-labelledby={listHeadingId} aria-busy={library.loading || undefined}>
        <h2
          id={listHeadingId}
          ref={listHeadingRef}
          tabIndex={-1}
          className="activity-page__list-heading"
        >
          {searching
            ? t('activity-results-heading', { query: library.query })
            : t('activity-list-heading')}
        </h2>
        <LibraryStatus library={library} className="activity-page__status" />
        {empty && !searching && (
          <div className="activity-page__empty">
            <p className="activity-page__empty-heading">{t('activity-empty-heading')}</p>
            <p>{t('activity-empty-body')}</p>
            <Link to="/record">{t('activity-empty-record')}</Link>
          </div>
        )}
        {empty && searching && <p>{t('activity-no-results', { query: library.query })}</p>}
        {library.motes.length > 0 && (
          <ul className="activity-page__list">
            {library.motes.map((mote) => (
              <MoteRow
                key={mote.id}
                mote={mote}
                onChanged={library.replace}
                onDelete={(target) => void handleDelete(target)}
              />
            ))}
          </ul>
        )}
        {library.hasMore && !library.loading && (
          <Button
            variant="secondary"
            loading={library.loadingMore}
            focusableWhenLoading
            onClick={library.loadMore}
          >
            {t('activity-load-more')}
          </Button>
        )}
      </section>
      <MyTotes />
    </div>
  );
}
