import { describe, expect, it } from 'vitest';
import {
  HOLIDAY_PERIODS,
  SEASONAL_SOUND_FILES,
  SEASONAL_STORAGE_KEYS,
  SeasonalHolidaySettingSchema,
  holidayOn,
  parseStoredSeasonalChoice,
  seasonalLogoVariant,
  seasonalSetting,
  seasonalSoundFile,
  seasonalSoundFor,
} from './seasonal';

// Local calendar days; month is 1-based here for readability.
const day = (year: number, month: number, date: number, hour = 12) =>
  new Date(year, month - 1, date, hour);

describe('holidayOn (§9 "halloween on 31 October only; christmas from 5 December to 1 January")', () => {
  it('has the §9 periods, ends inclusive', () => {
    expect(HOLIDAY_PERIODS).toEqual({
      halloween: { start: { month: 10, day: 31 }, end: { month: 10, day: 31 } },
      christmas: { start: { month: 12, day: 5 }, end: { month: 1, day: 1 } },
    });
  });

  it('is halloween on 31 October only', () => {
    expect(holidayOn(day(2026, 10, 30))).toBeUndefined();
    expect(holidayOn(day(2026, 10, 31, 0))).toBe('halloween');
    expect(holidayOn(day(2026, 10, 31, 23))).toBe('halloween');
    expect(holidayOn(day(2026, 11, 1))).toBeUndefined();
  });

  it('is christmas from 5 December to 1 January, over the new year', () => {
    expect(holidayOn(day(2026, 12, 4))).toBeUndefined();
    expect(holidayOn(day(2026, 12, 5, 0))).toBe('christmas');
    expect(holidayOn(day(2026, 12, 25))).toBe('christmas');
    expect(holidayOn(day(2026, 12, 31))).toBe('christmas');
    expect(holidayOn(day(2027, 1, 1, 23))).toBe('christmas');
    expect(holidayOn(day(2027, 1, 2))).toBeUndefined();
  });

  it('is no holiday on ordinary days or an invalid date', () => {
    expect(holidayOn(day(2026, 7, 4))).toBeUndefined();
    expect(holidayOn(day(2026, 11, 22))).toBeUndefined();
    expect(holidayOn(new Date(Number.NaN))).toBeUndefined();
  });
});

describe('seasonal storage (§9 keys, §3 setting)', () => {
  it('uses the keys seasonal-holiday-enabled and seasonal-holiday-features', () => {
    expect(SEASONAL_STORAGE_KEYS).toEqual({
      enabled: 'seasonal-holiday-enabled',
      features: 'seasonal-holiday-features',
    });
  });

  it('§3: an enabled flag and a features object with sound and visual booleans', () => {
    const setting = { enabled: true, features: { sound: false, visual: true } };
    expect(SeasonalHolidaySettingSchema.parse(setting)).toEqual(setting);
    expect(SeasonalHolidaySettingSchema.safeParse({ enabled: 'yes' }).success).toBe(false);
  });

  it('treats unreadable stored values as not stored', () => {
    expect(parseStoredSeasonalChoice({ enabled: false, features: { sound: false } })).toEqual({
      enabled: false,
      features: { sound: false },
    });
    expect(parseStoredSeasonalChoice({ enabled: 'nope', features: 3 })).toEqual({
      enabled: undefined,
      features: undefined,
    });
  });
});

describe('seasonalSetting (§4 "Seasonal feature")', () => {
  const halloween = day(2026, 10, 31);
  const ordinary = day(2026, 6, 15);

  it('is enabled by default in a holiday period with no stored choice', () => {
    expect(seasonalSetting({ today: halloween })).toEqual({
      holiday: 'halloween',
      enabled: true,
      features: { sound: true, visual: true },
    });
    expect(seasonalSetting({ today: day(2026, 12, 20), stored: {} }).enabled).toBe(true);
  });

  it('is off outside a holiday period, even with a stored choice to enable it', () => {
    expect(seasonalSetting({ today: ordinary })).toEqual({
      holiday: undefined,
      enabled: false,
      features: { sound: false, visual: false },
    });
    expect(seasonalSetting({ today: ordinary, stored: { enabled: true } }).enabled).toBe(false);
  });

  it('lets a stored choice override the default during a holiday period', () => {
    const off = seasonalSetting({ today: halloween, stored: { enabled: false } });
    expect(off).toEqual({
      holiday: 'halloween',
      enabled: false,
      features: { sound: false, visual: false },
    });
    expect(seasonalSetting({ today: halloween, stored: { enabled: true } }).enabled).toBe(true);
  });

  it('applies each stored feature flag only while the feature is enabled', () => {
    const state = seasonalSetting({
      today: day(2026, 12, 24),
      stored: { enabled: true, features: { sound: false, visual: true } },
    });
    expect(state.features).toEqual({ sound: false, visual: true });
  });
});

describe('seasonal sounds (§9 "finish-recording.mp3 and cancel-recording.mp3, with halloween and christmas variants")', () => {
  it('lists the two sound files', () => {
    expect(SEASONAL_SOUND_FILES).toEqual(['finish-recording.mp3', 'cancel-recording.mp3']);
  });

  it.each([
    ['finish-recording.mp3', undefined, 'finish-recording.mp3'],
    ['finish-recording.mp3', 'halloween', 'finish-recording-halloween.mp3'],
    ['finish-recording.mp3', 'christmas', 'finish-recording-christmas.mp3'],
    ['cancel-recording.mp3', undefined, 'cancel-recording.mp3'],
    ['cancel-recording.mp3', 'halloween', 'cancel-recording-halloween.mp3'],
    ['cancel-recording.mp3', 'christmas', 'cancel-recording-christmas.mp3'],
  ] as const)('%s on %s is %s', (base, holiday, file) => {
    expect(seasonalSoundFile(base, holiday)).toBe(file);
  });

  it('plays the variant only when the sound feature is on', () => {
    const today = day(2026, 10, 31);
    expect(seasonalSoundFor('finish-recording.mp3', seasonalSetting({ today }))).toBe(
      'finish-recording-halloween.mp3',
    );
    const quiet = seasonalSetting({ today, stored: { features: { sound: false } } });
    expect(seasonalSoundFor('finish-recording.mp3', quiet)).toBe('finish-recording.mp3');
  });
});

describe('seasonalLogoVariant (§2 "applies only when the holiday feature and its visual flag are on")', () => {
  it('shows the holiday logo when the feature and visual flag are on', () => {
    expect(seasonalLogoVariant(seasonalSetting({ today: day(2026, 10, 31) }))).toBe('halloween');
    expect(seasonalLogoVariant(seasonalSetting({ today: day(2027, 1, 1) }))).toBe('christmas');
  });

  it('shows the normal logo otherwise', () => {
    const today = day(2026, 12, 10);
    expect(seasonalLogoVariant(seasonalSetting({ today: day(2026, 3, 1) }))).toBe('normal');
    expect(seasonalLogoVariant(seasonalSetting({ today, stored: { enabled: false } }))).toBe(
      'normal',
    );
    expect(
      seasonalLogoVariant(seasonalSetting({ today, stored: { features: { visual: false } } })),
    ).toBe('normal');
  });
});
