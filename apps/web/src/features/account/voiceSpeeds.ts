import { DEFAULT_VOICE_SPEED, MAX_VOICE_SPEED, MIN_VOICE_SPEED } from '@motes/shared';
import type { Translate } from '../signed-in/apiProblem';

const STEP = 0.25;

/** Read-aloud speeds offered on the account page: the §3 range in quarter steps. */
export const VOICE_SPEED_OPTIONS: readonly number[] = Array.from(
  { length: Math.round((MAX_VOICE_SPEED - MIN_VOICE_SPEED) / STEP) + 1 },
  (_, index) => MIN_VOICE_SPEED + index * STEP,
);

/** "1× (normal)", "1.25×", ... */
export function voiceSpeedLabel(t: Translate, speed: number): string {
  return speed === DEFAULT_VOICE_SPEED
    ? t('account-speed-normal', { speed })
    : t('account-speed', { speed });
}

/** The offered speeds plus `current` when it is not one of them (set elsewhere, e.g. 1.1×). */
export function speedOptionsWith(current: number): readonly number[] {
  if (VOICE_SPEED_OPTIONS.includes(current)) return VOICE_SPEED_OPTIONS;
  return [...VOICE_SPEED_OPTIONS, current].sort((a, b) => a - b);
}
