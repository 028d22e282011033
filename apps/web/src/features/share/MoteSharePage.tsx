import { useCallback, useState, type ReactNode } from 'react';
import { moteAudioUrl, moteDownloadUrl, recordMotePlay } from '@motes/api-client';
import {
  formatClock,
  MOTE_EMBED_HEIGHT,
  MOTE_EMBED_WIDTH,
  moteEmbedPath,
  type Mote,
} from '@motes/shared';
import { LoadingWave, useTranslate, useTranslator } from '@motes/ui';
import { useApiClient } from '../../api/ApiClientContext';
import { documentTitle } from '../signed-in/documentTitle';
import { listenerIdFor } from './listenerId';
import { MoteTranscript } from './MoteTranscript';
import { MoteWaveform } from './MoteWaveform';
import { PlayerControls } from './PlayerControls';
import { ShareTools } from './ShareTools';
import { useMotePlayer } from './useMotePlayer';
import { useSharedMote } from './useSharedMote';
import './sharePage.css';

/**
 * `/m/{id}` (§2, issue 6 item 6): a shared mote for anyone with the link, no account and no
 * extension needed. A mote that does not exist, was deleted or is private to someone else
 * gets the honest "not found" page (the server answers 404 for all three).
 *
 * It needs only an API client and a translator (no router, no identity store), so the lean
 * share entry (`share.html`, see shareMain.tsx) and the app's route can both render it.
 */
export function MoteSharePage({
  moteId,
  isMinor,
  notFound,
}: {
  moteId: string;
  /** A signed-in minor: the play is counted without a kept listener id (§6). */
  isMinor: boolean;
  /** What to show when there is no such mote to share. */
  notFound: ReactNode;
}) {
  const t = useTranslate();
  const shared = useSharedMote(moteId);
  if (shared.state === 'loading') return <LoadingWave />;
  if (shared.state === 'not-found') return notFound;
  if (shared.state === 'failed') {
    return (
      <div className="mote-page">
        <title>{documentTitle(t('share-load-failed-title'))}</title>
        <h1>{t('share-load-failed-title')}</h1>
        <p role="alert">{t('share-load-failed')}</p>
      </div>
    );
  }
  return <SharedMote key={shared.mote.id} mote={shared.mote} isMinor={isMinor} />;
}

function SharedMote({ mote, isMinor }: { mote: Mote; isMinor: boolean }) {
  const t = useTranslate();
  const { locale } = useTranslator();
  const client = useApiClient();

  const countPlay = useCallback(() => {
    const storage = typeof localStorage === 'undefined' ? undefined : localStorage;
    // A play that fails to count must not disturb the listener: nothing is shown.
    recordMotePlay(client, mote.id, listenerIdFor(isMinor, storage)).catch(() => undefined);
  }, [client, mote.id, isMinor]);
  const [audioRef, player] = useMotePlayer(mote.durationMs, countPlay);

  const title = mote.title.trim() || t('share-untitled');
  const origin = window.location.origin;
  // The first view's URL stays: a poll for the transcript brings a private mote's path signed
  // afresh, and a new `src` would restart playback. (It is valid for an hour at least.)
  const [audioUrl] = useState(() => moteAudioUrl(origin, mote));
  const createdAt = new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(
    new Date(mote.createdAt),
  );
  const progress = mote.durationMs > 0 ? player.timeMs / mote.durationMs : 0;

  return (
    <article className="mote-page">
      <title>{documentTitle(title)}</title>
      <header className="mote-page__header">
        <h1>{title}</h1>
        <p className="mote-page__meta">
          {mote.author && <span>{t('share-by', { name: mote.author.name })}</span>}
          <span>{t('share-duration', { duration: formatClock(mote.durationMs / 1000) })}</span>
          <span>
            <time dateTime={mote.createdAt}>{t('share-created', { date: createdAt })}</time>
          </span>
        </p>
      </header>
      <div className="mote-player">
        <audio ref={audioRef} src={audioUrl} preload="metadata" />
        <MoteWaveform peaks={mote.waveform} progress={progress} />
        <PlayerControls player={player} />
        {player.failed && (
          <p role="alert" className="mote-player__failed">
            {t('share-audio-failed')}
          </p>
        )}
      </div>
      <MoteTranscript
        transcript={mote.transcript}
        language={mote.language}
        timeMs={player.timeMs}
        onSeek={player.seekTo}
      />
      <ShareTools
        shareUrl={mote.shareUrl}
        embedCode={embedSnippet(origin, mote.id, title)}
        // The server's paths need no Authorization header (a link sends none): the owner's are
        // signed, and others get one only when the owner allows downloads.
        downloadUrl={moteDownloadUrl(origin, mote)}
        fileStem={`mote-${mote.id}`}
      />
    </article>
  );
}

/** The iframe snippet another site pastes to embed the mote's player (`/embed/m/{id}`). */
export function embedSnippet(origin: string, moteId: string, title: string): string {
  const escapedTitle = title
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');
  return (
    `<iframe src="${origin}${moteEmbedPath(moteId)}" width="${MOTE_EMBED_WIDTH}" ` +
    `height="${MOTE_EMBED_HEIGHT}" title="${escapedTitle}" style="border:0" loading="lazy"></iframe>`
  );
}
