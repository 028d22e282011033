import { useCallback, useEffect, useId, useState } from 'react';
import { listMotes } from '@motes/api-client';
import { formatClock, type Mote } from '@motes/shared';
import { Alert, Button, useTranslate, useTranslator } from '@motes/ui';
import { creatingErrorMessage } from '../host/creatingErrorMessage';
import { useCreatingHost } from '../host/creatingHost';
import { MoteQrCode } from './MoteQrCode';

type Listing =
  | { state: 'loading' }
  | { state: 'loaded'; motes: Mote[]; nextCursor: string | null; loadingMore: boolean }
  | { state: 'failed'; error: unknown };

/**
 * Issue 7 item 6 "My Content": the user's motes, newest first (`GET m/motes`, a page at a
 * time), each with its share link to copy and its QR code. It lists afresh each time it is
 * mounted (the sidebar mounts it when My Content opens).
 */
export function MyMotes() {
  const t = useTranslate();
  const { apiClient } = useCreatingHost();
  const [listing, setListing] = useState<Listing>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    listMotes(apiClient, {}, { signal: controller.signal }).then(
      (page) =>
        setListing({
          state: 'loaded',
          motes: page.motes,
          nextCursor: page.nextCursor,
          loadingMore: false,
        }),
      (error: unknown) => {
        if (!controller.signal.aborted) setListing({ state: 'failed', error });
      },
    );
    return () => controller.abort();
  }, [apiClient, attempt]);

  const loadMore = useCallback(async () => {
    if (listing.state !== 'loaded' || !listing.nextCursor) return;
    setListing({ ...listing, loadingMore: true });
    try {
      const page = await listMotes(apiClient, { cursor: listing.nextCursor });
      setListing({
        state: 'loaded',
        motes: [...listing.motes, ...page.motes],
        nextCursor: page.nextCursor,
        loadingMore: false,
      });
    } catch (error) {
      setListing({ state: 'failed', error });
    }
  }, [apiClient, listing]);

  if (listing.state === 'loading') {
    return (
      <p className="creating-list__status" role="status">
        {t('create-content-loading')}
      </p>
    );
  }
  if (listing.state === 'failed') {
    return (
      <Alert
        type="warn"
        title={t('create-content-failed')}
        action={{
          label: t('create-retry'),
          onClick: () => {
            setListing({ state: 'loading' });
            setAttempt((count) => count + 1);
          },
        }}
      >
        {creatingErrorMessage(listing.error, t)}
      </Alert>
    );
  }
  if (listing.motes.length === 0) {
    return <p className="creating-list__status">{t('create-content-empty')}</p>;
  }
  return (
    <div className="creating-list">
      <ul className="creating-list__motes">
        {listing.motes.map((mote) => (
          <MoteItem key={mote.id} mote={mote} />
        ))}
      </ul>
      {listing.nextCursor && (
        <Button
          variant="secondary"
          size="sm"
          loading={listing.loadingMore}
          onClick={() => void loadMore()}
        >
          {t('create-content-more')}
        </Button>
      )}
    </div>
  );
}

/** One mote: its title, length and date, the link to copy, and its QR code on request. */
function MoteItem({ mote }: { mote: Mote }) {
  const t = useTranslate();
  const { locale } = useTranslator();
  const [copied, setCopied] = useState<'copied' | 'failed'>();
  const [qrShown, setQrShown] = useState(false);
  const titleId = useId();
  const statusId = useId();
  const title = mote.title.trim() || t('create-content-untitled');
  const made = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(mote.createdAt),
  );

  async function handleCopy() {
    try {
      await navigator.clipboard.writeText(mote.shareUrl);
      setCopied('copied');
    } catch {
      setCopied('failed');
    }
  }

  return (
    <li className="creating-list__mote" aria-labelledby={titleId}>
      <p id={titleId} className="creating-list__title">
        <a className="motes-link" href={mote.shareUrl} target="_blank" rel="noopener noreferrer">
          {title}
        </a>
      </p>
      <p className="creating-list__details">
        {t('create-content-details', { duration: formatClock(mote.durationMs / 1000), made })}
      </p>
      <div className="recorder__controls">
        <Button
          size="sm"
          variant="secondary"
          aria-describedby={`${titleId} ${statusId}`}
          onClick={() => void handleCopy()}
        >
          {t('recorder-share-copy')}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          aria-expanded={qrShown}
          aria-describedby={titleId}
          onClick={() => setQrShown((shown) => !shown)}
        >
          {qrShown ? t('create-content-hide-qr') : t('create-content-show-qr')}
        </Button>
      </div>
      <p id={statusId} className="recorder-share__status" role="status">
        {copied === 'copied' && t('recorder-share-copied')}
        {copied === 'failed' && t('create-content-copy-failed', { url: mote.shareUrl })}
      </p>
      {qrShown && (
        <MoteQrCode url={mote.shareUrl} label={t('create-content-qr-label', { title })} />
      )}
    </li>
  );
}
