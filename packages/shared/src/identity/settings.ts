// §3 preferences and §7 `POST i/settings` (the client saves them debounced by 500 ms, §9).
import { z } from 'zod';
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

const VoiceNameSchema = z.string().trim().min(1).max(100);
const VoiceSpeedSchema = z.number().min(MIN_VOICE_SPEED).max(MAX_VOICE_SPEED);
/** Minutes east of UTC, as the browser reports it (negated `getTimezoneOffset()`). */
const TzOffsetSchema = z.number().int().min(-840).max(840);

/**
 * §3 voiceMappings: transcription locale → voice name. A locale without an entry uses
 * {@link DEFAULT_VOICE_NAME}.
 */
export const VoiceMappingsSchema = z.record(LocaleCodeSchema, VoiceNameSchema);
export type VoiceMappings = z.infer<typeof VoiceMappingsSchema>;

/** The preferences a user saves. Absent optional fields mean "not chosen". */
export const SettingsSchema = z.object({
  voiceMappings: VoiceMappingsSchema.default({}),
  voiceSpeed: VoiceSpeedSchema.default(DEFAULT_VOICE_SPEED),
  highlightColours: z.array(HighlightColourSchema).default(() => resolveHighlightColours()),
  lastTranslationLanguage: LocaleCodeSchema.nullable().default(null),
  /** The interface locale the user picked (§9: en-US or en-GB); null follows the device. */
  preferredLocale: UxLocaleSchema.nullable().default(null),
  recommendedUXLocale: UxLocaleSchema.optional(),
  recommendedTranscriptionLocale: LocaleCodeSchema.optional(),
  /** Always true for minors in the status response, whatever is saved (§6). */
  transcriptionOptOutEnabled: z.boolean().default(false),
  loopPrompt: z.string().max(500).optional(),
  /** A presentation preference of the client's (free text; not the auth style of i/status). */
  style: z.string().max(40).optional(),
  description: z.string().max(500).optional(),
  useV4Recorder: z.boolean().optional(),
  enhancement: z.object({ isEnabled: z.boolean() }).optional(),
  affirmativeCarousel: z.boolean().optional(),
  assistiveCarousel: z.boolean().optional(),
  TZOffset: TzOffsetSchema.optional(),
  myMoteName: z.string().max(80).optional(),
  myMoteNamePlaybackLocation: z.enum(MY_MOTE_NAME_PLAYBACK_LOCATIONS).optional(),
});
export type Settings = z.infer<typeof SettingsSchema>;

/**
 * `POST i/settings` body: any subset of the settings. Top-level fields replace the saved
 * value; `null` clears an optional one. The two maps merge per key instead, so a client can
 * change one voice or one label: a `null` entry removes that voice mapping or resets that
 * label. Unknown fields are rejected (a typo must not be silently dropped).
 */
export const SettingsUpdateSchema = z.strictObject({
  voiceMappings: z.record(LocaleCodeSchema, VoiceNameSchema.nullable()).optional(),
  voiceSpeed: VoiceSpeedSchema.optional(),
  highlightColours: HighlightLabelsUpdateSchema.optional(),
  lastTranslationLanguage: LocaleCodeSchema.nullable().optional(),
  preferredLocale: UxLocaleSchema.nullable().optional(),
  recommendedUXLocale: UxLocaleSchema.nullable().optional(),
  recommendedTranscriptionLocale: LocaleCodeSchema.nullable().optional(),
  transcriptionOptOutEnabled: z.boolean().optional(),
  loopPrompt: z.string().max(500).nullable().optional(),
  style: z.string().max(40).nullable().optional(),
  description: z.string().max(500).nullable().optional(),
  useV4Recorder: z.boolean().nullable().optional(),
  enhancement: z.object({ isEnabled: z.boolean() }).nullable().optional(),
  affirmativeCarousel: z.boolean().nullable().optional(),
  assistiveCarousel: z.boolean().nullable().optional(),
  TZOffset: TzOffsetSchema.nullable().optional(),
  myMoteName: z.string().trim().max(80).nullable().optional(),
  myMoteNamePlaybackLocation: z.enum(MY_MOTE_NAME_PLAYBACK_LOCATIONS).nullable().optional(),
});
export type SettingsUpdateInput = z.infer<typeof SettingsUpdateSchema>;

/** `POST i/settings` answer: every setting after the update, defaults filled in. */
export const SettingsResponseSchema = z.object({ settings: SettingsSchema });
export type SettingsResponse = z.infer<typeof SettingsResponseSchema>;
