// Issue 5 / DESIGN.md "Language engines": what this deployment can do, per capability and per
// language of the catalogue (§3 "Supported-language entry"). Every UI reads this answer to show,
// disable or explain a tool; no capability ever returns made-up output.
import * as z from 'zod/mini';

/** One capability per engine interface. */
export const ENGINE_CAPABILITIES = [
  'textToSpeech',
  'speechToText',
  'translation',
  'wordTranslation',
  'dictionary',
  'ocr',
  'prediction',
] as const;
export type EngineCapability = (typeof ENGINE_CAPABILITIES)[number];

/**
 * Why a capability is not available for a language:
 * - `not_installed`: this deployment has no engine for the capability (for example the Debian
 *   package is missing, or no HTTP provider is configured);
 * - `language_not_supported`: the engine exists but has no model or data for this language;
 * - `disabled_for_language`: the catalogue switches it off for this language (§3
 *   `text_to_speech_disabled`, `speech_to_text_overrides: NONE`).
 */
export const CAPABILITY_UNAVAILABLE_REASONS = [
  'not_installed',
  'language_not_supported',
  'disabled_for_language',
] as const;
export type CapabilityUnavailableReason = (typeof CAPABILITY_UNAVAILABLE_REASONS)[number];

export const CapabilitySupportSchema = z.union([
  z.object({
    available: z.literal(true),
    /** The engine that does the work, e.g. `espeak-ng`, `apertium`, `pocketsphinx`. */
    engine: z.string(),
  }),
  z.object({
    available: z.literal(false),
    reason: z.enum(CAPABILITY_UNAVAILABLE_REASONS),
  }),
]);
export type CapabilitySupport = z.infer<typeof CapabilitySupportSchema>;

/** The error code every engine endpoint answers when a language lacks the capability (422). */
export const UNSUPPORTED_LANGUAGE_ERROR = 'unsupported_language';
/** The error code for input over an engine's size limit (413). */
export const INPUT_TOO_LARGE_ERROR = 'input_too_large';
/** The error code when the capability has no engine in this deployment (503). */
export const ENGINE_UNAVAILABLE_ERROR = 'engine_unavailable';
/** The error code for too many engine calls in a short time (429). */
export const ENGINE_RATE_LIMITED_ERROR = 'rate_limited';
