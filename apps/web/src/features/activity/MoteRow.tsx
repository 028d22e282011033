import { useId, useRef, useState } from 'react';
import { formatClock, type Mote } from '@motes/shared';
import { Button, Link, useToaster, useTranslate, useTranslator } from '@motes/ui';
import { useMoteTitle } from '../share/useMoteTitle';
import { MoteQrDialog } from './MoteQrDialog';
import { MoteTitleEditor } from './MoteTitleEditor';
import { TranscriptDialog } from './TranscriptDialog';

/** Props of {@link MoteRow}. */
export interface MoteRowProps {
  mote: Mote;
  onChanged(mote: Mote): void;
  onDelete(mote: Mote): void;
}

/**
 * One mote of the library: its title (renamed in place), what it is, how long, when it was
 * made, how often it was heard and its transcript, with the actions on it. The row is an
 * article named by its title, so a screen reader hears which mote each "Rename" belongs to.
 */
export function MoteRow({ mote, onChanged, onDelete }: MoteRowProps) {
  const t = useTranslate();
  const { locale } = useTranslator();
  const toaster = useToaster();
  const titleId = useId();
  const [renaming, setRenaming] = useState(false);
  const [transcriptOpen, setTranscriptOpen] = useState(false);
  const [qrOpen, setQrOpen] = useState(false);
  const renameRef = useRef<HTMLButtonElement>(null);
  const title = useMoteTitle()(mote);
  const createdAt = new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(mote.createdAt));

  async function handleCopyLink() {
    const url = mote.shareUrl;
    try {
      await navigator.clipboard.writeText(url);
      toaster.success(t('activity-link-copied'));
    } catch {
      toaster.error(t('activity-link-copy-failed', { url }), { duration: 10_000 });
    }
  }

  return (
    <li className="mote-row">
      <article className="mote-row__card" aria-labelledby={titleId}>
        {renaming ? (
          <>
            <h3 id={titleId} className="mote-row__visually-hidden">
              {title}
            </h3>
            <MoteTitleEditor
              mote={mote}
              onSaved={onChanged}
              onDone={() => {
                setRenaming(false);
                // The Rename button comes back on the next render.
                requestAnimationFrame(() => renameRef.current?.focus());
              }}
            />
          </>
        ) : (
          <h3 id={titleId} className="mote-row__title">
            {title}
          </h3>
        )}
        <ul className="mote-row__facts">
          <li>{t(`activity-kind-${mote.kind}`)}</li>
          <li>
            <span className="mote-row__visually-hidden">{t('activity-duration-label')} </span>
            <span className="mote-row__clock">{formatClock(mote.durationMs / 1000)}</span>
          </li>
          <li>
            <time dateTime={mote.createdAt}>{createdAt}</time>
          </li>
          <li>{t('activity-plays', { plays: mote.plays, heard: mote.heard })}</li>
          <li>{t(`activity-transcript-${mote.transcript.status}`)}</li>
        </ul>
        <div className="mote-row__actions">
          <Link to={`/m/${encodeURIComponent(mote.id)}`} className="mote-row__open">
            {t('activity-open')}
          </Link>
          <Button size="sm" variant="secondary" onClick={() => void handleCopyLink()}>
            {t('activity-copy-link')}
          </Button>
          <Button size="sm" variant="secondary" onClick={() => setQrOpen(true)}>
            {t('activity-qr-code')}
          </Button>
          {!renaming && (
            <Button ref={renameRef} size="sm" variant="secondary" onClick={() => setRenaming(true)}>
              {t('activity-rename')}
            </Button>
          )}
          <Button size="sm" variant="secondary" onClick={() => setTranscriptOpen(true)}>
            {t('activity-transcript')}
          </Button>
          <Button size="sm" variant="danger" onClick={() => onDelete(mote)}>
            {t('activity-delete')}
          </Button>
        </div>
      </article>
      {transcriptOpen && (
        <TranscriptDialog
          mote={mote}
          open={transcriptOpen}
          onClose={() => setTranscriptOpen(false)}
          onSaved={onChanged}
        />
      )}
      {qrOpen && <MoteQrDialog mote={mote} open={qrOpen} onClose={() => setQrOpen(false)} />}
    </li>
  );
}
