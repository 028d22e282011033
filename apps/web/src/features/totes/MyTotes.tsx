import { useEffect, useId, useRef, useState } from 'react';
import { deleteTote, isAbortError, listTotes, restoreTote } from '@motes/api-client';
import { formatClock, type Tote } from '@motes/shared';
import { Alert, Button, Link, useToaster, useTranslate } from '@motes/ui';
import { useApiClient } from '../../api/ApiClientContext';
import { describeApiError } from '../../api/describeApiError';
import { UNDO_TOAST_MS } from '../activity/undoToast';
import { MakeToteDialog } from './MakeToteDialog';
import { RenameToteDialog } from './RenameToteDialog';
import './myTotes.css';

/**
 * The library's totes (issue 6 item 9): "Make a tote" from the user's motes, and the totes
 * made so far with open, copy link, rename and delete with undo (as the library's motes).
 * Deleting a tote keeps its motes.
 */
export function MyTotes() {
  const t = useTranslate();
  const apiClient = useApiClient();
  const toaster = useToaster();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const makeRef = useRef<HTMLButtonElement>(null);
  const [totes, setTotes] = useState<readonly Tote[]>([]);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<unknown>();
  const [making, setMaking] = useState(false);
  const [renaming, setRenaming] = useState<Tote | undefined>();
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    listTotes(apiClient, { signal: controller.signal }).then(
      (list) => {
        setTotes(list.totes);
        setError(undefined);
        setLoading(false);
      },
      (failure: unknown) => {
        if (isAbortError(failure)) return;
        setError(failure);
        setLoading(false);
      },
    );
    return () => controller.abort();
  }, [apiClient, attempt]);

  function replace(tote: Tote) {
    setTotes((current) => current.map((old) => (old.id === tote.id ? tote : old)));
  }

  async function handleCopy(tote: Tote) {
    try {
      await navigator.clipboard.writeText(tote.shareUrl);
      toaster.success(t('activity-link-copied'));
    } catch {
      toaster.error(t('activity-link-copy-failed', { url: tote.shareUrl }), { duration: 10_000 });
    }
  }

  async function handleDelete(tote: Tote) {
    let restoreToken: string;
    try {
      ({ restoreToken } = await deleteTote(apiClient, tote.id));
    } catch (failure) {
      toaster.error(describeApiError(failure, t('tote-delete-failed', { title: tote.title })));
      return;
    }
    setTotes((current) => current.filter((old) => old.id !== tote.id));
    // The row and its button are gone: focus goes to the list's heading.
    headingRef.current?.focus();
    toaster.success(t('tote-deleted', { title: tote.title }), {
      duration: UNDO_TOAST_MS,
      action: { label: t('activity-undo'), onClick: () => void handleUndo(tote, restoreToken) },
    });
  }

  async function handleUndo(tote: Tote, restoreToken: string) {
    try {
      const restored = await restoreTote(apiClient, tote.id, restoreToken);
      setTotes((current) =>
        [...current.filter((old) => old.id !== restored.id), restored].sort(newestFirst),
      );
      // The Undo button goes with its toast: focus returns to the list the tote is back in.
      headingRef.current?.focus();
      toaster.success(t('tote-restored', { title: restored.title }));
    } catch (failure) {
      toaster.error(describeApiError(failure, t('tote-restore-failed', { title: tote.title })));
    }
  }

  return (
    <section className="my-totes" aria-labelledby={headingId} aria-busy={loading || undefined}>
      <div className="my-totes__head">
        <h2 id={headingId} ref={headingRef} tabIndex={-1} className="my-totes__heading">
          {t('tote-library-heading')}
        </h2>
        <Button ref={makeRef} variant="primary" size="sm" onClick={() => setMaking(true)}>
          {t('tote-make')}
        </Button>
      </div>
      <p className="my-totes__lead">{t('tote-library-lead')}</p>
      {error !== undefined && (
        <Alert
          type="error"
          action={{
            label: t('activity-try-again'),
            onClick: () => {
              setLoading(true);
              setAttempt((n) => n + 1);
            },
          }}
        >
          {describeApiError(error, t('tote-load-failed'))}
        </Alert>
      )}
      {!loading && error === undefined && totes.length === 0 && <p>{t('tote-library-empty')}</p>}
      {totes.length > 0 && (
        <ul className="my-totes__list">
          {totes.map((tote) => (
            <ToteRow
              key={tote.id}
              tote={tote}
              onCopy={() => void handleCopy(tote)}
              onRename={() => setRenaming(tote)}
              onDelete={() => void handleDelete(tote)}
            />
          ))}
        </ul>
      )}
      {making && (
        <MakeToteDialog
          open={making}
          onClose={() => {
            setMaking(false);
            makeRef.current?.focus();
          }}
          onMade={(tote) => {
            setMaking(false);
            setTotes((current) => [tote, ...current]);
            headingRef.current?.focus();
            toaster.success(t('tote-made', { title: tote.title }));
          }}
        />
      )}
      {renaming && (
        <RenameToteDialog
          tote={renaming}
          open
          onClose={() => setRenaming(undefined)}
          onRenamed={(tote) => {
            replace(tote);
            setRenaming(undefined);
          }}
        />
      )}
    </section>
  );
}

function newestFirst(a: Tote, b: Tote): number {
  return b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id);
}

function ToteRow({
  tote,
  onCopy,
  onRename,
  onDelete,
}: {
  tote: Tote;
  onCopy(): void;
  onRename(): void;
  onDelete(): void;
}) {
  const t = useTranslate();
  const titleId = useId();
  const totalMs = tote.motes.reduce((sum, mote) => sum + mote.durationMs, 0);
  return (
    <li className="my-totes__row">
      <article aria-labelledby={titleId} className="my-totes__card">
        <h3 id={titleId} className="my-totes__title">
          {tote.title}
        </h3>
        <p className="my-totes__facts">
          {t('tote-count', { count: tote.motes.length })} · {formatClock(totalMs / 1000)}
        </p>
        <div className="my-totes__actions">
          <Link to={`/t/${encodeURIComponent(tote.id)}`}>{t('activity-open')}</Link>
          <Button size="sm" variant="secondary" onClick={onCopy}>
            {t('activity-copy-link')}
          </Button>
          <Button size="sm" variant="secondary" onClick={onRename}>
            {t('activity-rename')}
          </Button>
          <Button size="sm" variant="danger" onClick={onDelete}>
            {t('activity-delete')}
          </Button>
        </div>
      </article>
    </li>
  );
}
