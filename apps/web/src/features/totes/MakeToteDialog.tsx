import { useId, useRef, useState, type FormEvent } from 'react';
import { createTote, newIdempotencyKey } from '@motes/api-client';
import {
  formatClock,
  TOTE_MAX_MOTES,
  TOTE_TITLE_MAX_LENGTH,
  type Mote,
  type Tote,
} from '@motes/shared';
import { Alert, Button, Dialog, TextField, useTranslate } from '@motes/ui';
import { useApiClient } from '../../api/ApiClientContext';
import { describeApiError } from '../../api/describeApiError';
import { LibraryStatus } from '../activity/LibraryStatus';
import { useMoteLibrary } from '../activity/useMoteLibrary';
import { useMoteTitle } from '../share/useMoteTitle';

/** Props of {@link MakeToteDialog}. */
export interface MakeToteDialogProps {
  open: boolean;
  onClose(): void;
  onMade(tote: Tote): void;
}

/**
 * "Make a tote" (issue 6 item 9): name it and tick the motes it holds; they play in the order
 * they were ticked, which each box shows as its number. Any of the user's motes can be picked:
 * the dialog searches and pages the whole library itself (not only what the page has loaded),
 * and keeps what was ticked across searches. One idempotency key per dialog, so a second press
 * after a lost answer never makes a second tote.
 */
export function MakeToteDialog({ open, onClose, onMade }: MakeToteDialogProps) {
  const t = useTranslate();
  const titleOf = useMoteTitle();
  const apiClient = useApiClient();
  const library = useMoteLibrary();
  const formId = useId();
  const orderNoteId = useId();
  const searchId = useId();
  const [title, setTitle] = useState('');
  const [picked, setPicked] = useState<readonly Mote[]>([]);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | undefined>();
  const [titleMissing, setTitleMissing] = useState(false);
  const keyRef = useRef(newIdempotencyKey());

  function toggle(mote: Mote, checked: boolean) {
    setPicked((current) =>
      checked ? [...current, mote] : current.filter((known) => known.id !== mote.id),
    );
  }

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!title.trim()) {
      setTitleMissing(true);
      return;
    }
    if (picked.length === 0) {
      setProblem(t('tote-make-none-picked'));
      return;
    }
    setSaving(true);
    setProblem(undefined);
    try {
      const tote = await createTote(
        apiClient,
        { title: title.trim(), moteIds: picked.map((mote) => mote.id) },
        { idempotencyKey: keyRef.current },
      );
      onMade(tote);
    } catch (failure) {
      setProblem(describeApiError(failure, t('tote-make-failed')));
    } finally {
      setSaving(false);
    }
  }

  const full = picked.length >= TOTE_MAX_MOTES;
  const searching = library.query !== '';
  const empty = !library.loading && library.error === undefined && library.motes.length === 0;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('tote-make-title')}
      closeLabel={t('activity-close')}
      maxWidth={560}
      footer={
        <>
          <Button variant="ghost" onClick={onClose} disabled={saving}>
            {t('activity-cancel')}
          </Button>
          <Button type="submit" form={formId} loading={saving}>
            {t('tote-make-submit', { count: picked.length })}
          </Button>
        </>
      }
    >
      <form id={formId} className="tote-maker" onSubmit={(event) => void handleSubmit(event)}>
        <TextField
          label={t('tote-name-label')}
          value={title}
          maxLength={TOTE_TITLE_MAX_LENGTH}
          aria-required="true"
          error={titleMissing && !title.trim() ? t('tote-name-missing') : undefined}
          onChange={(event) => setTitle(event.currentTarget.value)}
        />
        <fieldset
          className="tote-maker__motes"
          aria-describedby={orderNoteId}
          aria-busy={library.loading || undefined}
        >
          <legend>{t('tote-make-pick')}</legend>
          <p id={orderNoteId} className="tote-maker__note">
            {t('tote-make-order-note', { max: TOTE_MAX_MOTES })}
          </p>
          {picked.length > 0 && (
            <p className="tote-maker__picked">
              {t('tote-make-picked', { titles: picked.map(titleOf).join(' · ') })}
            </p>
          )}
          <div className="tote-maker__search">
            <label htmlFor={searchId}>{t('activity-search-label')}</label>
            <input
              id={searchId}
              type="search"
              className="motes-text-field__input"
              maxLength={200}
              onChange={(event) => library.search(event.currentTarget.value)}
              // Enter searches (as typing does); it must not submit the tote half made.
              onKeyDown={(event) => event.key === 'Enter' && event.preventDefault()}
            />
          </div>
          <LibraryStatus library={library} className="tote-maker__note" />
          {empty && !searching && <p>{t('tote-make-no-motes')}</p>}
          {empty && searching && <p>{t('activity-no-results', { query: library.query })}</p>}
          <ul className="tote-maker__list">
            {library.motes.map((mote) => {
              const position = picked.findIndex((known) => known.id === mote.id);
              const checked = position >= 0;
              return (
                <li key={mote.id}>
                  <label className="tote-maker__choice">
                    <input
                      type="checkbox"
                      checked={checked}
                      disabled={!checked && full}
                      onChange={(event) => toggle(mote, event.currentTarget.checked)}
                    />
                    <span className="tote-maker__title">{titleOf(mote)}</span>{' '}
                    <span className="tote-maker__clock">{formatClock(mote.durationMs / 1000)}</span>
                    {checked && ' '}
                    {checked && (
                      <span className="tote-maker__position">
                        {t('tote-make-position', { position: position + 1 })}
                      </span>
                    )}
                  </label>
                </li>
              );
            })}
          </ul>
          {library.hasMore && !library.loading && (
            <Button
              variant="secondary"
              size="sm"
              loading={library.loadingMore}
              focusableWhenLoading
              onClick={library.loadMore}
            >
              {t('activity-load-more')}
            </Button>
          )}
        </fieldset>
        {problem !== undefined && <Alert type="error">{problem}</Alert>}
      </form>
    </Dialog>
  );
}
