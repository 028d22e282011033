import { useEffect, useRef, useState } from 'react';
import {
  VIDEO_CANNOT_PLAY_MESSAGE,
  VIDEO_PLAY_LABEL,
  VIDEO_UNSUPPORTED_TEXT,
  type VideoCaption,
} from '@motes/shared';
import { classNames } from '../classNames';
import { useTranslate } from '../i18n/LocalizationProvider';
import { usePrefersReducedMotion } from '../internal/usePrefersReducedMotion';

/** Props of {@link VideoPlayer}. */
export interface VideoPlayerProps {
  /** Address of the video file. */
  src: string;
  /** Caption tracks; the first one is on by default. */
  captions: readonly VideoCaption[];
  /** What the video is about: names the player (and the preview) for assistive technology. */
  title: string;
  /** Still image shown before playback (and in the preview). */
  poster?: string;
  /**
   * Show a 16/9 preview with a "Play video" button first (§2); pressing it swaps in the
   * player and starts playback. Nothing but the poster is loaded until then.
   */
  preview?: boolean;
  /**
   * Start playback as soon as the player shows. Browsers may refuse (sound, data saver):
   * then "Cannot play video" is logged and the controls stay (§8). Ignored for users who
   * ask the system for reduced motion.
   */
  autoPlay?: boolean;
  className?: string;
}

/** Starts playback, logging §8's "Cannot play video" when the browser refuses. */
function startPlayback(video: HTMLVideoElement) {
  const warn = (reason: unknown) => console.warn(VIDEO_CANNOT_PLAY_MESSAGE, reason);
  try {
    // Old engines return nothing from play(); modern ones a promise that rejects when refused.
    const result: Promise<void> | undefined = video.play();
    result?.catch(warn);
  } catch (error) {
    warn(error);
  }
}

/**
 * The product's video player: the browser's own controls (keyboard-accessible in every
 * engine), caption tracks and `preload="metadata"` so a page with several videos stays light.
 */
export function VideoPlayer({
  src,
  captions,
  title,
  poster,
  preview = false,
  autoPlay = false,
  className,
}: VideoPlayerProps) {
  const t = useTranslate();
  const reducedMotion = usePrefersReducedMotion();
  const [showingPreview, setShowingPreview] = useState(preview);
  const [playRequested, setPlayRequested] = useState(false);
  const videoRef = useRef<HTMLVideoElement>(null);
  const shouldStart = playRequested || (autoPlay && !reducedMotion);

  useEffect(() => {
    const video = videoRef.current;
    if (!video || showingPreview || !shouldStart) return;
    // After the preview's button is gone, focus moves to the player that replaced it.
    if (playRequested) video.focus();
    startPlayback(video);
  }, [showingPreview, shouldStart, playRequested]);

  if (showingPreview) {
    return (
      <div className={classNames('motes-video-player', 'motes-video-player--preview', className)}>
        {poster ? (
          <img className="motes-video-player__poster" src={poster} alt="" />
        ) : (
          <span className="motes-video-player__gradient" aria-hidden="true" />
        )}
        <button
          type="button"
          className="motes-video-player__play"
          title={title}
          onClick={() => {
            setPlayRequested(true);
            setShowingPreview(false);
          }}
        >
          <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
            <path d="M8 5.5v13l11-6.5z" fill="currentColor" />
          </svg>
          <span className="motes-video-player__play-label">
            {t('ui-video-play', undefined, VIDEO_PLAY_LABEL)}
          </span>
        </button>
      </div>
    );
  }

  return (
    <div className={classNames('motes-video-player', className)}>
      <video
        ref={videoRef}
        className="motes-video-player__video"
        src={src}
        poster={poster}
        controls
        // One tab stop in every engine (Firefox focuses the element, Chromium its controls).
        tabIndex={0}
        preload="metadata"
        playsInline
        aria-label={title}
      >
        {captions.map((caption, index) => (
          <track
            key={`${caption.src}-${caption.language}`}
            src={caption.src}
            label={caption.label}
            kind={caption.kind}
            srcLang={caption.language}
            default={index === 0}
          />
        ))}
        <p>{t('ui-video-unsupported', undefined, VIDEO_UNSUPPORTED_TEXT)}</p>
      </video>
    </div>
  );
}
