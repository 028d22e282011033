import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

/** Playback speeds the share page offers (issue 6: 0.5× to 2×). */
export const PLAYBACK_SPEEDS = [0.5, 0.75, 1, 1.25, 1.5, 1.75, 2] as const;
/** How far the skip buttons jump, in seconds. */
export const SKIP_SECONDS = 10;

/** The share page's player: a native `<audio>` element driven by the page's own controls. */
export interface MotePlayer {
  playing: boolean;
  /** Where playback is, in milliseconds (follows the audio every frame while playing). */
  timeMs: number;
  durationSeconds: number;
  speed: number;
  /** Set when the browser could not play the audio. */
  failed: boolean;
  togglePlay: () => void;
  seekTo: (seconds: number) => void;
  skip: (seconds: number) => void;
  setSpeed: (speed: number) => void;
}

/**
 * Drives an `<audio>` element. The duration comes from the mote (a browser's WebM often states
 * none); the time is read from the element on `timeupdate` and, while playing, every animation
 * frame, so the word highlight keeps up with short words. `onFirstPlay` runs once per page view.
 * Answers the ref to give the `<audio>` element, and the player.
 */
export function useMotePlayer(
  durationMs: number,
  onFirstPlay: () => void,
): [audioRef: RefObject<HTMLAudioElement | null>, player: MotePlayer] {
  const audioRef = useRef<HTMLAudioElement | null>(null);
  const [playing, setPlaying] = useState(false);
  const [timeMs, setTimeMs] = useState(0);
  const [speed, setSpeedState] = useState(1);
  const [failed, setFailed] = useState(false);
  const firstPlayRef = useRef(onFirstPlay);
  useEffect(() => {
    firstPlayRef.current = onFirstPlay;
  });
  const durationSeconds = durationMs / 1000;

  useEffect(() => {
    const audio = audioRef.current;
    if (!audio) return;
    let frame = 0;
    let counted = false;
    const readTime = () => setTimeMs(Math.round(audio.currentTime * 1000));
    const followFrames = () => {
      readTime();
      frame = requestAnimationFrame(followFrames);
    };
    const handlePlay = () => {
      setPlaying(true);
      setFailed(false);
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(followFrames);
      if (!counted) {
        counted = true;
        firstPlayRef.current();
      }
    };
    const handleStop = () => {
      setPlaying(false);
      cancelAnimationFrame(frame);
      readTime();
    };
    const handleError = () => {
      setFailed(true);
      handleStop();
    };
    audio.addEventListener('play', handlePlay);
    audio.addEventListener('pause', handleStop);
    audio.addEventListener('ended', handleStop);
    audio.addEventListener('timeupdate', readTime);
    audio.addEventListener('seeked', readTime);
    audio.addEventListener('error', handleError);
    return () => {
      cancelAnimationFrame(frame);
      audio.removeEventListener('play', handlePlay);
      audio.removeEventListener('pause', handleStop);
      audio.removeEventListener('ended', handleStop);
      audio.removeEventListener('timeupdate', readTime);
      audio.removeEventListener('seeked', readTime);
      audio.removeEventListener('error', handleError);
    };
  }, []);

  const togglePlay = useCallback(() => {
    const audio = audioRef.current;
    if (!audio) return;
    if (audio.paused) {
      audio.play().catch(() => setFailed(true));
    } else {
      audio.pause();
    }
  }, []);

  const seekTo = useCallback(
    (seconds: number) => {
      const audio = audioRef.current;
      if (!audio) return;
      const target = Math.min(Math.max(seconds, 0), durationSeconds);
      audio.currentTime = target;
      setTimeMs(Math.round(target * 1000));
    },
    [durationSeconds],
  );

  const skip = useCallback(
    (seconds: number) => seekTo((audioRef.current?.currentTime ?? 0) + seconds),
    [seekTo],
  );

  const setSpeed = useCallback((next: number) => {
    setSpeedState(next);
    if (audioRef.current) audioRef.current.playbackRate = next;
  }, []);

  return [
    audioRef,
    {
      playing,
      timeMs,
      durationSeconds,
      speed,
      failed,
      togglePlay,
      seekTo,
      skip,
      setSpeed,
    },
  ];
}
