// Issue 5 item 9 / §9: the recording sounds, made in-house (scripts/sounds/make-sounds.mjs
// synthesises them) and served by the website from `/sounds/`.
import { HOLIDAYS, seasonalSoundFile, type Holiday } from '../website/seasonal';

/** The URL folder the sounds are served from (apps/web/public/sounds). */
export const SOUNDS_PATH = '/sounds/';

/** The two recording sounds: a recording finished, or was cancelled. */
export const RECORDING_SOUNDS = ['finish', 'cancel'] as const;
export type RecordingSound = (typeof RECORDING_SOUNDS)[number];

const BASE_FILES = {
  finish: 'finish-recording.mp3',
  cancel: 'cancel-recording.mp3',
} as const satisfies Record<RecordingSound, string>;

/**
 * The URL of a recording sound: `/sounds/finish-recording.mp3`, or its holiday variant
 * (`/sounds/cancel-recording-christmas.mp3`) when `season` is a holiday. Which season applies
 * today (and whether the user turned holiday sounds off) is `seasonalSetting`'s question.
 */
export function soundFileFor(sound: RecordingSound, season: Holiday | null): string {
  return SOUNDS_PATH + seasonalSoundFile(BASE_FILES[sound], season ?? undefined);
}

/** Every sound file the website serves: each sound plain and in each holiday's variant. */
export const SOUND_FILES: readonly string[] = RECORDING_SOUNDS.flatMap((sound) =>
  [null, ...HOLIDAYS].map((season) => soundFileFor(sound, season).slice(SOUNDS_PATH.length)),
);
