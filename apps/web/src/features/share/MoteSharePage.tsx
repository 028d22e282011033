import { useCallback, useState, type ReactNode } from 'react';
import { getMote, moteAudioUrl, moteDownloadUrl, recordMotePlay } from '@motes/api-client';
import {
  formatClock,
  MOTE_EMBED_HEIGHT,
  MOTE_EMBED_WIDTH,
  moteEmbedPath,
  type Mote,
} from '@motes/shared';
import { useTranslate, useTranslator } from '@motes/ui';
import { useApiClient } from '../../api/ApiClientContext';
import { embedSnippet } from './embedSnippet';
import { listenerIdFor } from './listenerId';
import { MotePlayerPanel } from './MotePlayerPanel';
import { MoteTranscript } from './MoteTranscript';
import { ShareFrame, SharedArticle } from './ShareFrame';
import { ShareTools } from './ShareTools';
import { useMotePlayer } from './useMotePlayer';
import { useMoteTitle } from './useMoteTitle';
import { useSharedItem } from './useSharedItem';

/** A mote whose transcript is being made is asked for again (§9 polling) until it is done. */
const transcriptPending = (mote: Mote) => mote.transcript.status === 'pending';

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
  const shared = useSharedItem(moteId, getMote, transcriptPending);
  return (
    <ShareFrame shared={shared} notFound={notFound} failedTitle={t('share-load-failed-title')}>
      {(mote) => <SharedMote key={mote.id} mote={mote} isMinor={isMinor} />}
    </ShareFrame>
  );
}

function SharedMote({ mote, isMinor }: { mote: Mote; isMinor: boolean }) {
  const t = useTranslate();
  const { locale } = useTranslator();
  const client = useApiClient();
  const titleOf = useMoteTitle();

  const countPlay = useCallback(() => {
    const storage = typeof localStorage === 'undefined' ? undefined : localStorage;
    // A play that fails to count must not disturb the listener: nothing is shown.
    recordMotePlay(client, mote.id, listenerIdFor(isMinor, storage)).catch(() => undefined);
  }, [client, mote.id, isMinor]);
  const [audioRef, player] = useMotePlayer(mote.durationMs, countPlay);

  const title = titleOf(mote);
  const origin = window.location.origin;
  // The first view's URL stays: a poll for the transcript brings a private mote's path signed
  // afresh, and a new `src` would restart playback. (It is valid for an hour at least.)
  const [audioUrl] = useState(() => moteAudioUrl(origin, mote));
  const createdAt = new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(
    new Date(mote.createdAt),
  );

  return (
    <SharedArticle
      title={title}
      author={mote.author}
      facts={
        <>
          <span>{t('share-duration', { duration: formatClock(mote.durationMs / 1000) })}</span>
          <span>
            <time dateTime={mote.createdAt}>{t('share-created', { date: createdAt })}</time>
          </span>
        </>
      }
    >
      <MotePlayerPanel mote={mote} src={audioUrl} audioRef={audioRef} player={player} />
      <MoteTranscript
        transcript={mote.transcript}
        language={mote.language}
        timeMs={player.timeMs}
        onSeek={player.seekTo}
      />
      <ShareTools
        shareUrl={mote.shareUrl}
        linkLabel={t('share-link-label')}
        qrLabel={t('share-qr-label')}
        embedCode={embedSnippet(
          `${origin}${moteEmbedPath(mote.id)}`,
          { width: MOTE_EMBED_WIDTH, height: MOTE_EMBED_HEIGHT },
          title,
        )}
        // The server's paths need no Authorization header (a link sends none): the owner's are
        // signed, and others get one only when the owner allows downloads.
        downloadUrl={moteDownloadUrl(origin, mote)}
        fileStem={`mote-${mote.id}`}
      />
    </SharedArticle>
  );
}
