// The seasonal-holiday feature: §4 "Seasonal feature", §3 "Seasonal-holiday setting", §2 seasonal
// logo, §9 holiday periods, storage keys and sound files.
import * as z from 'zod/mini';
import {
  SEASONAL_HOLIDAY_ENABLED_STORAGE_KEY,
  SEASONAL_HOLIDAY_FEATURES_STORAGE_KEY,
} from '../identity/identityConstants';

/** The holidays of §9. */
export const HOLIDAYS = ['halloween', 'christmas'] as const;
export type Holiday = (typeof HOLIDAYS)[number];

/** A calendar day: month 1–12, day of month 1–31. */
export interface MonthDay {
  month: number;
  day: number;
}

/** A holiday period; both ends are inclusive and it may run over the new year. */
export interface HolidayPeriod {
  start: MonthDay;
  end: MonthDay;
}

/**
 * §9 "Holiday periods: halloween on 31 October only; christmas from 5 December to 1 January."
 * Both ends inclusive; christmas spans the new year (5 Dec to 31 Dec, then 1 Jan).
 */
export const HOLIDAY_PERIODS: Readonly<Record<Holiday, HolidayPeriod>> = {
  halloween: { start: { month: 10, day: 31 }, end: { month: 10, day: 31 } },
  christmas: { start: { month: 12, day: 5 }, end: { month: 1, day: 1 } },
};

const ordinal = ({ month, day }: MonthDay) => month * 100 + day;

function inPeriod(today: MonthDay, { start, end }: HolidayPeriod): boolean {
  const value = ordinal(today);
  const from = ordinal(start);
  const to = ordinal(end);
  // A period whose end comes before its start in the year wraps over the new year.
  return from <= to ? value >= from && value <= to : value >= from || value <= to;
}

/**
 * The holiday `date` falls in (§9), by the date's local calendar day (the user's own
 * clock decides when Halloween starts), or `undefined` outside every period.
 */
export function holidayOn(date: Date): Holiday | undefined {
  if (Number.isNaN(date.getTime())) return undefined;
  const today = { month: date.getMonth() + 1, day: date.getDate() };
  return HOLIDAYS.find((holiday) => inPeriod(today, HOLIDAY_PERIODS[holiday]));
}

/** §9: the two keys the seasonal setting is stored under. */
export const SEASONAL_STORAGE_KEYS = {
  enabled: SEASONAL_HOLIDAY_ENABLED_STORAGE_KEY,
  features: SEASONAL_HOLIDAY_FEATURES_STORAGE_KEY,
} as const;

/** §3: the features object of the seasonal-holiday setting. */
export const SeasonalFeaturesSchema = z.object({ sound: z.boolean(), visual: z.boolean() });
export type SeasonalFeatures = z.infer<typeof SeasonalFeaturesSchema>;

/** §3 "Seasonal-holiday setting (stored): an enabled flag and a features object". */
export const SeasonalHolidaySettingSchema = z.object({
  enabled: z.boolean(),
  features: SeasonalFeaturesSchema,
});
export type SeasonalHolidaySetting = z.infer<typeof SeasonalHolidaySettingSchema>;

/**
 * What storage holds: either part may be missing. A missing `enabled` means the user has
 * made no choice; a missing `features` (or feature) means that feature is on.
 */
export interface StoredSeasonalChoice {
  enabled?: boolean | undefined;
  features?: Partial<SeasonalFeatures> | undefined;
}

/**
 * Reads the raw values stored under {@link SEASONAL_STORAGE_KEYS} (already JSON-parsed, as the
 * storage wrapper returns them). Anything unreadable counts as not stored.
 */
export function parseStoredSeasonalChoice(raw: {
  enabled: unknown;
  features: unknown;
}): StoredSeasonalChoice {
  const enabled = z.boolean().safeParse(raw.enabled);
  const features = z.partial(SeasonalFeaturesSchema).safeParse(raw.features);
  return {
    enabled: enabled.success ? enabled.data : undefined,
    features: features.success ? features.data : undefined,
  };
}

/** The seasonal feature as it applies today. */
export interface SeasonalState {
  /** Today's holiday, or undefined outside the periods. */
  holiday: Holiday | undefined;
  /** Whether the feature is on today (§4). Always false outside a holiday period. */
  enabled: boolean;
  /** Each feature as it applies today: on only when `enabled` and its own flag are on. */
  features: SeasonalFeatures;
}

/**
 * §4 "Seasonal feature. Enabled by default only when today falls in a holiday period and no
 * stored choice exists. A stored choice overrides the default, and it only takes effect
 * during a holiday period."
 *
 * So outside a holiday period the feature is off whatever is stored; inside one it follows
 * the stored `enabled` choice, or is on when there is none. Sound and visual each need the
 * feature on and their own flag (default on).
 */
export function seasonalSetting({
  today,
  stored,
}: {
  today: Date;
  stored?: StoredSeasonalChoice | undefined;
}): SeasonalState {
  const holiday = holidayOn(today);
  const enabled = holiday !== undefined && (stored?.enabled ?? true);
  return {
    holiday,
    enabled,
    features: {
      sound: enabled && (stored?.features?.sound ?? true),
      visual: enabled && (stored?.features?.visual ?? true),
    },
  };
}

/** §9: the recording sound files that have holiday variants. */
export const SEASONAL_SOUND_FILES = ['finish-recording.mp3', 'cancel-recording.mp3'] as const;
export type SeasonalSoundFile = (typeof SEASONAL_SOUND_FILES)[number];

/**
 * §9 sound files "with halloween and christmas variants". The variant's name is the base
 * name with `-{holiday}` before the extension: `finish-recording-halloween.mp3`,
 * `cancel-recording-christmas.mp3`. Without a holiday the base file is used.
 */
export function seasonalSoundFile(base: SeasonalSoundFile, holiday: Holiday | undefined): string {
  if (holiday === undefined) return base;
  return base.replace(/\.mp3$/, `-${holiday}.mp3`);
}

/** The sound file to play today: the holiday variant only when the sound feature is on. */
export function seasonalSoundFor(base: SeasonalSoundFile, state: SeasonalState): string {
  return seasonalSoundFile(base, state.features.sound ? state.holiday : undefined);
}

/** §2: the logo variants. */
export const LOGO_VARIANTS = ['normal', 'halloween', 'christmas'] as const;
export type LogoVariant = (typeof LOGO_VARIANTS)[number];

/**
 * §2 "A seasonal logo variant (normal, halloween, christmas) applies only when the holiday
 * feature and its visual flag are on."
 */
export function seasonalLogoVariant(state: SeasonalState): LogoVariant {
  return state.holiday !== undefined && state.enabled && state.features.visual
    ? state.holiday
    : 'normal';
}
