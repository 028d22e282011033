import { useId } from 'react';
import { Button, useTranslate } from '@motes/ui';
import { formatClock } from '@motes/shared';
import { PLAYBACK_SPEEDS, SKIP_SECONDS, type MotePlayer } from './useMotePlayer';

/**
 * The player's controls: play/pause, −10 s, a seek slider, +10 s, the time as mm:ss (§5) and
 * a speed choice. All are native controls, so they work by keyboard (Tab, Space, arrows) and
 * show the design system's focus ring.
 */
export function PlayerControls({ player }: { player: MotePlayer }) {
  const t = useTranslate();
  const speedId = useId();
  const time = formatClock(player.timeMs / 1000);
  const duration = formatClock(player.durationSeconds);
  return (
    <div className="mote-player__controls" role="group" aria-label={t('share-player-label')}>
      <Button
        variant="primary"
        className="mote-player__play"
        onClick={player.togglePlay}
        aria-label={player.playing ? t('share-pause') : t('share-play')}
      >
        <span aria-hidden="true">{player.playing ? '❚❚' : '▶'}</span>
      </Button>
      <Button variant="secondary" size="sm" onClick={() => player.skip(-SKIP_SECONDS)}>
        {t('share-skip-back')}
      </Button>
      <input
        type="range"
        className="mote-player__seek"
        min={0}
        max={player.durationSeconds}
        step={0.1}
        value={Math.min(player.timeMs / 1000, player.durationSeconds)}
        onChange={(event) => player.seekTo(Number(event.currentTarget.value))}
        aria-label={t('share-seek')}
        aria-valuetext={t('share-seek-value', { time, duration })}
      />
      <Button variant="secondary" size="sm" onClick={() => player.skip(SKIP_SECONDS)}>
        {t('share-skip-forward')}
      </Button>
      <span className="mote-player__time">
        <time>{time}</time> / <time>{duration}</time>
      </span>
      <label className="mote-player__speed" htmlFor={speedId}>
        {t('share-speed')}
        <select
          id={speedId}
          value={player.speed}
          onChange={(event) => player.setSpeed(Number(event.currentTarget.value))}
        >
          {PLAYBACK_SPEEDS.map((speed) => (
            <option key={speed} value={speed}>
              {speed}×
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
