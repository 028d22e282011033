import type { RefObject } from 'react';
import type { Mote } from '@motes/shared';
import { useTranslate } from '@motes/ui';
import { MoteWaveform } from './MoteWaveform';
import { PlayerControls } from './PlayerControls';
import type { MotePlayer } from './useMotePlayer';

/**
 * A mote's player as share pages show it: the `<audio>` (driven by {@link MotePlayer}), the
 * waveform filled up to where it plays, the keyboard-operable controls, and a plain message
 * when the browser cannot play the audio.
 */
export function MotePlayerPanel({
  mote,
  src,
  audioRef,
  player,
}: {
  mote: Mote;
  /** The audio's URL (the server's path, signed for an owner's private mote). */
  src: string;
  audioRef: RefObject<HTMLAudioElement | null>;
  player: MotePlayer;
}) {
  const t = useTranslate();
  const progress = mote.durationMs > 0 ? player.timeMs / mote.durationMs : 0;
  return (
    <div className="mote-player">
      <audio ref={audioRef} src={src} preload="metadata" />
      <MoteWaveform peaks={mote.waveform} progress={progress} />
      <PlayerControls player={player} />
      {player.failed && (
        <p role="alert" className="mote-player__failed">
          {t('share-audio-failed')}
        </p>
      )}
    </div>
  );
}
