// §4 "Analytics lifecycle": read-aloud play and translation are each tracked as requested,
// then completed or failed. §7: the extension sends them through `s/track/everything` with
// the extension fields plus the event's variables (named here; the sender adds the rest).

/** The phases of a §4 lifecycle, in the order they happen. */
export const TOOL_LIFECYCLE_PHASES = ['requested', 'completed', 'failed'] as const;
export type ToolLifecyclePhase = (typeof TOOL_LIFECYCLE_PHASES)[number];

/** §4 read-aloud play: Play Page, Listen back and the translation popover's "Listen". */
export const READ_ALOUD_PLAY_EVENTS: Readonly<Record<ToolLifecyclePhase, string>> = Object.freeze({
  requested: 'Read Aloud Play Requested',
  completed: 'Read Aloud Play Completed',
  failed: 'Read Aloud Play Failed',
});

/** §4 translation: a word (with its dictionary entry) or a sentence of the selection. */
export const TRANSLATION_EVENTS: Readonly<Record<ToolLifecyclePhase, string>> = Object.freeze({
  requested: 'Translation Requested',
  completed: 'Translation Completed',
  failed: 'Translation Failed',
});

/** Which tool read aloud: the `source` variable of a read-aloud event. */
export const READ_ALOUD_SOURCES = [
  'play_page',
  'listen_back',
  'translation',
  'select_area',
] as const;
export type ReadAloudSource = (typeof READ_ALOUD_SOURCES)[number];

/**
 * Variables of a read-aloud event: always `source` and `language` (a catalogue code); on
 * `requested` also `speed` and `characters`; on `completed` the `reason` (`finished` or
 * `stopped`); on `failed` the `message` the user saw.
 */
export interface ReadAloudEventVariables {
  source: ReadAloudSource;
  language: string;
  speed?: number;
  characters?: number;
  reason?: 'finished' | 'stopped';
  message?: string;
  [variable: string]: unknown;
}

/** Variables of a translation event: `kind` (`word` or `text`), `from` and `to` catalogue codes. */
export interface TranslationEventVariables {
  kind: 'word' | 'text';
  from: string;
  to: string;
  [variable: string]: unknown;
}
