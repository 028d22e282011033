// §3 preferences and §7 `POST i/settings` (the client saves them debounced by 500 ms, §9).
import * as z from 'zod/mini';
import {
  HighlightColourSchema,
  HighlightLabelsUpdateSchema,
  resolveHighlightColours,
} from './highlightColours';
import { LocaleCodeSchema, UxLocaleSchema } from './locales';

/** §9: the client waits this long after the last change before saving settings. */
export const SETTINGS_SAVE_DEBOUNCE_MS = 500;

/** §3: the voice used for a transcription locale that has no mapping. */
export const DEFAULT_VOICE_NAME = 'default';
/** §3: voice speed default (normal speed). */
export const DEFAULT_VOICE_SPEED = 1;
/** Slowest voice speed the read-aloud player offers. */
export const MIN_VOICE_SPEED = 0.5;
/** Fastest voice speed the read-aloud player offers. */
export const MAX_VOICE_SPEED = 2;

/** Where a user's recorded name plays in their motes. */
export const MY_MOTE_NAME_PLAYBACK_LOCATIONS = ['start', 'end'] as const;

const VoiceNameSchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(100));
const VoiceSpeedSchema = z.number().check(z.gte(MIN_VOICE_SPEED), z.lte(MAX_VOICE_SPEED));
/** Minutes east of UTC, as the browser reports it (negated `getTimezoneOffset()`). */
const TzOffsetSchema = z.number().check(z.int(), z.gte(-840), z.lte(840));
const EnhancementSchema = z.object({ isEnabled: z.boolean() });
const PlaybackLocationSchema = z.enum(MY_MOTE_NAME_PLAYBACK_LOCATIONS);

/** An update field that `null` clears; absent leaves the saved value as it is. */
const clearable = <T extends z.core.SomeType>(schema: T) => z.optional(z.nullable(schema));

/**
 * §3 voiceMappings: transcription locale → voice name. A locale without an entry uses
 * {@link DEFAULT_VOICE_NAME}.
 */
export const VoiceMappingsSchema = z.record(LocaleCodeSchema, VoiceNameSchema);
export type VoiceMappings = z.infer<typeof VoiceMappingsSchema>;

/** The preferences a user saves. Absent optional fields mean "not chosen". */
export const SettingsSchema = z.object({
  voiceMappings: z._default(VoiceMappingsSchema, {}),
  voiceSpeed: z._default(VoiceSpeedSchema, DEFAULT_VOICE_SPEED),
  highlightColours: z._default(z.array(HighlightColourSchema), () => resolveHighlightColours()),
  lastTranslationLanguage: z._default(z.nullable(LocaleCodeSchema), null),
  /** The interface locale the user picked (§9: en-US or en-GB); null follows the device. */
  preferredLocale: z._default(z.nullable(UxLocaleSchema), null),
  recommendedUXLocale: z.optional(UxLocaleSchema),
  recommendedTranscriptionLocale: z.optional(LocaleCodeSchema),
  /** Always true for minors in the status response, whatever is saved (§6). */
  transcriptionOptOutEnabled: z._default(z.boolean(), false),
  loopPrompt: z.optional(z.string().check(z.maxLength(500))),
  /** A presentation preference of the client's (free text; not the auth style of i/status). */
  style: z.optional(z.string().check(z.maxLength(40))),
  description: z.optional(z.string().check(z.maxLength(500))),
  useV4Recorder: z.optional(z.boolean()),
  enhancement: z.optional(EnhancementSchema),
  affirmativeCarousel: z.optional(z.boolean()),
  assistiveCarousel: z.optional(z.boolean()),
  TZOffset: z.optional(TzOffsetSchema),
  myMoteName: z.optional(z.string().check(z.maxLength(80))),
  myMoteNamePlaybackLocation: z.optional(PlaybackLocationSchema),
});
export type Settings = z.infer<typeof SettingsSchema>;

/**
 * `POST i/settings` body: any subset of the settings. Top-level fields replace the saved
 * value; `null` clears an optional one. The two maps merge per key instead, so a client can
 * change one voice or one label: a `null` entry removes that voice mapping or resets that
 * label. Unknown fields are rejected (a typo must not be silently dropped).
 */
export const SettingsUpdateSchema = z.strictObject({
  voiceMappings: z.optional(z.record(LocaleCodeSchema, z.nullable(VoiceNameSchema))),
  voiceSpeed: z.optional(VoiceSpeedSchema),
  highlightColours: z.optional(HighlightLabelsUpdateSchema),
  lastTranslationLanguage: clearable(LocaleCodeSchema),
  preferredLocale: clearable(UxLocaleSchema),
  recommendedUXLocale: clearable(UxLocaleSchema),
  recommendedTranscriptionLocale: clearable(LocaleCodeSchema),
  transcriptionOptOutEnabled: z.optional(z.boolean()),
  loopPrompt: clearable(z.string().check(z.maxLength(500))),
  style: clearable(z.string().check(z.maxLength(40))),
  description: clearable(z.string().check(z.maxLength(500))),
  useV4Recorder: clearable(z.boolean()),
  enhancement: clearable(EnhancementSchema),
  affirmativeCarousel: clearable(z.boolean()),
  assistiveCarousel: clearable(z.boolean()),
  TZOffset: clearable(TzOffsetSchema),
  myMoteName: clearable(z.string().check(z.trim(), z.maxLength(80))),
  myMoteNamePlaybackLocation: clearable(PlaybackLocationSchema),
});
export type SettingsUpdateInput = z.infer<typeof SettingsUpdateSchema>;

/** `POST i/settings` answer: every setting after the update, defaults filled in. */
export const SettingsResponseSchema = z.object({ settings: SettingsSchema });
export type SettingsResponse = z.infer<typeof SettingsResponseSchema>;
