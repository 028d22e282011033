import { Button } from '@motes/ui';
import { HOME_ICONS } from './homeIcons';

/** Props of {@link RotationToggle}. */
export interface RotationToggleProps {
  playing: boolean;
  onToggle: () => void;
  /** The button's text while playing ("Pause …") and while paused ("Play …"). */
  pauseLabel: string;
  playLabel: string;
}

/**
 * The pause and play button that auto-rotating content must have (WCAG 2.2.2). Its label
 * says what pressing it does.
 */
export function RotationToggle({ playing, onToggle, pauseLabel, playLabel }: RotationToggleProps) {
  return (
    <Button
      variant="secondary"
      size="sm"
      className="home-rotation-toggle"
      icon={playing ? HOME_ICONS.pause : HOME_ICONS.play}
      onClick={onToggle}
    >
      {playing ? pauseLabel : playLabel}
    </Button>
  );
}

/**
 * Whether a rotation plays: the user's choice when they made one, else on unless the system
 * asks for reduced motion.
 */
export function isRotationPlaying(choice: 'play' | 'pause' | null, reducedMotion: boolean) {
  return choice === null ? !reducedMotion : choice === 'play';
}
