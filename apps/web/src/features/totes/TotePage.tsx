import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { getTote, moteAudioUrl, recordMotePlay } from '@motes/api-client';
import {
  formatClock,
  TOTE_EMBED_HEIGHT,
  TOTE_EMBED_WIDTH,
  toteEmbedPath,
  type Mote,
  type Tote,
} from '@motes/shared';
import { useTranslate } from '@motes/ui';
import { useApiClient } from '../../api/ApiClientContext';
import { embedSnippet } from '../share/embedSnippet';
import { listenerIdFor } from '../share/listenerId';
import { MotePlayerPanel } from '../share/MotePlayerPanel';
import { MoteTranscript } from '../share/MoteTranscript';
import { ShareFrame, SharedArticle } from '../share/ShareFrame';
import { ShareTools } from '../share/ShareTools';
import { useMotePlayer } from '../share/useMotePlayer';
import { useMoteTitle } from '../share/useMoteTitle';
import { useSharedItem } from '../share/useSharedItem';
import './totePage.css';

/**
 * `/t/{id}` (§2 `t/{toteId}`, issue 6 item 9): a shared tote for anyone with the link — its
 * motes played in order, one after the other, with the list to pick any of them. Renders in
 * the lean share entry (shareMain.tsx) and in the app's route alike: it needs only an API
 * client and a translator.
 */
export function TotePage({
  toteId,
  isMinor,
  notFound,
}: {
  toteId: string;
  /** A signed-in minor: plays are counted without a kept listener id (§6). */
  isMinor: boolean;
  notFound: ReactNode;
}) {
  const t = useTranslate();
  const shared = useSharedItem(toteId, getTote);
  return (
    <ShareFrame shared={shared} notFound={notFound} failedTitle={t('tote-load-failed-title')}>
      {(tote) => <SharedTote tote={tote} isMinor={isMinor} />}
    </ShareFrame>
  );
}

function SharedTote({ tote, isMinor }: { tote: Tote; isMinor: boolean }) {
  const t = useTranslate();
  const title = tote.title.trim() || t('tote-untitled');
  const totalMs = tote.motes.reduce((sum, mote) => sum + mote.durationMs, 0);
  return (
    <SharedArticle
      title={title}
      author={tote.author}
      className="tote-page"
      facts={
        <>
          <span>{t('tote-count', { count: tote.motes.length })}</span>
          <span>{t('share-duration', { duration: formatClock(totalMs / 1000) })}</span>
        </>
      }
    >
      {tote.motes.length === 0 ? (
        <p>{t('tote-empty')}</p>
      ) : (
        <TotePlayer motes={tote.motes} isMinor={isMinor} />
      )}
      <ShareTools
        shareUrl={tote.shareUrl}
        linkLabel={t('tote-link-label')}
        qrLabel={t('tote-qr-label')}
        embedCode={embedSnippet(
          `${window.location.origin}${toteEmbedPath(tote.id)}`,
          { width: TOTE_EMBED_WIDTH, height: TOTE_EMBED_HEIGHT },
          title,
        )}
        fileStem={`tote-${tote.id}`}
      />
    </SharedArticle>
  );
}

/**
 * One `<audio>` element that plays the motes in order: when one ends, the next starts by
 * itself; choosing one in the list plays it. Speed carries over from mote to mote.
 */
function TotePlayer({ motes, isMinor }: { motes: readonly Mote[]; isMinor: boolean }) {
  const t = useTranslate();
  const titleOf = useMoteTitle();
  const client = useApiClient();
  const [index, setIndex] = useState(0);
  const current = motes[Math.min(index, motes.length - 1)] ?? motes[0];
  const playOnChange = useRef(false);
  const counted = useRef(new Set<string>());
  const currentId = useRef(current?.id);
  useEffect(() => {
    currentId.current = current?.id;
  });

  // useMotePlayer counts the page's first play; a tote counts each of its motes once.
  const [audioRef, player] = useMotePlayer(current?.durationMs ?? 0, noop);

  const countPlay = useCallback(() => {
    const id = currentId.current;
    if (!id || counted.current.has(id)) return;
    counted.current.add(id);
    const storage = typeof localStorage === 'undefined' ? undefined : localStorage;
    recordMotePlay(client, id, listenerIdFor(isMinor, storage)).catch(() => undefined);
  }, [client, isMinor]);

  useEffect(() => {
    const audio = audioRef.current;
    if (!audio) return;
    const handleEnded = () => {
      setIndex((at) => {
        if (at + 1 >= motes.length) return at;
        playOnChange.current = true;
        return at + 1;
      });
    };
    audio.addEventListener('ended', handleEnded);
    audio.addEventListener('play', countPlay);
    return () => {
      audio.removeEventListener('ended', handleEnded);
      audio.removeEventListener('play', countPlay);
    };
  }, [audioRef, countPlay, motes.length]);

  // A new mote: start at its beginning, at the chosen speed, playing if the last one was.
  const { seekTo, speed } = player;
  useEffect(() => {
    const audio = audioRef.current;
    if (!audio) return;
    seekTo(0);
    audio.defaultPlaybackRate = speed;
    audio.playbackRate = speed;
    if (playOnChange.current) {
      playOnChange.current = false;
      audio.play().catch(() => undefined);
    }
    // Only the mote changing restarts; the speed is applied by the player itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [current?.id]);

  function handleChoose(at: number) {
    if (at === index) {
      player.togglePlay();
      return;
    }
    playOnChange.current = true;
    setIndex(at);
  }

  if (!current) return null;
  const position = motes.indexOf(current) + 1;

  return (
    <>
      <section className="tote-now" aria-labelledby="tote-now-heading">
        <h2 id="tote-now-heading" className="tote-now__heading">
          <span className="tote-now__position">
            {t('tote-position', { position, count: motes.length })}
          </span>{' '}
          {titleOf(current)}
        </h2>
        <MotePlayerPanel
          mote={current}
          src={moteAudioUrl(window.location.origin, current)}
          audioRef={audioRef}
          player={player}
        />
        <MoteTranscript
          key={current.id}
          transcript={current.transcript}
          language={current.language}
          timeMs={player.timeMs}
          onSeek={player.seekTo}
        />
      </section>
      <section className="tote-list" aria-labelledby="tote-list-heading">
        <h2 id="tote-list-heading">{t('tote-list-heading')}</h2>
        <ol className="tote-list__items">
          {motes.map((mote, at) => {
            const isCurrent = mote.id === current.id;
            return (
              <li key={mote.id}>
                <button
                  type="button"
                  className="tote-list__item"
                  aria-current={isCurrent ? 'true' : undefined}
                  onClick={() => handleChoose(at)}
                >
                  <span className="tote-list__number" aria-hidden="true">
                    {at + 1}
                  </span>{' '}
                  <span className="tote-list__title">{titleOf(mote)}</span>{' '}
                  <span className="tote-list__clock">{formatClock(mote.durationMs / 1000)}</span>
                  {isCurrent && ' '}
                  {isCurrent && (
                    <span className="tote-list__now">
                      {player.playing ? t('tote-now-playing') : t('tote-now-selected')}
                    </span>
                  )}
                </button>
              </li>
            );
          })}
        </ol>
      </section>
    </>
  );
}

function noop() {}
