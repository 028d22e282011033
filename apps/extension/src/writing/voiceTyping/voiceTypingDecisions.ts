// The decisions Voice typing makes, kept pure so they can be tested alone: which way to listen,
// what a speech recognition error means, whether the account may have its speech transcribed,
// and how spoken words join the text already in the field.
import type { IdentityStatus } from '@motes/shared';

/** How Voice typing hears the user. */
export type VoiceInput =
  /** The browser's own speech recognition (`webkitSpeechRecognition`), words typed as they come. */
  | 'speech-recognition'
  /** The microphone recorded, then the server's transcription job (issue 5). */
  | 'record';

/**
 * The browser's recognition where it exists and has not failed for a reason that will not go
 * away (offline, service refused) in this page; otherwise record and transcribe.
 */
export function chooseVoiceInput(environment: {
  hasSpeechRecognition: boolean;
  speechRecognitionFailed: boolean;
}): VoiceInput {
  return environment.hasSpeechRecognition && !environment.speechRecognitionFailed
    ? 'speech-recognition'
    : 'record';
}

/** What to do after the browser's recognition reports an error. */
export type RecognitionErrorOutcome =
  /** Recognition cannot work here: record and transcribe instead (and from now on). */
  | 'fall-back'
  /** It listened and heard nothing. */
  | 'nothing-heard'
  /** Stopped on purpose: nothing to say. */
  | 'ignore';

/**
 * Sorts a `SpeechRecognitionErrorEvent.error`. Chromium answers `network` when its cloud
 * service cannot be reached (always, offline), `service-not-allowed` where the service is
 * switched off, `language-not-supported` for a language it lacks, and `audio-capture` or
 * `not-allowed` when its own capture fails (a headless or fake microphone does that). All of
 * them end in the record-and-transcribe fallback, whose own microphone request then says
 * plainly whether the microphone is blocked or missing.
 */
export function recognitionErrorOutcome(error: string): RecognitionErrorOutcome {
  if (error === 'no-speech') return 'nothing-heard';
  if (error === 'aborted') return 'ignore';
  return 'fall-back';
}

/** Whether the account lets the server transcribe its speech. */
export type TranscriptionAccess = 'allowed' | 'signed-out' | 'turned-off';

/**
 * §6: transcription is for signed-in users (the server's rule), never for minors or users who
 * opted out (the reason is not shown). A status that has not loaded is left to the server.
 */
export function transcriptionAccess(status: IdentityStatus | null): TranscriptionAccess {
  if (!status) return 'allowed';
  if (!status.auth.isLoggedIn) return 'signed-out';
  if (status.identity.isMinor || status.device.transcriptionOptOutEnabled) return 'turned-off';
  return 'allowed';
}

/**
 * Spoken words as they should be typed after `before` (the text before the caret): trimmed,
 * with a space between them and a word already there, and a capital letter at the start of
 * the field or after a sentence's end. Empty when nothing was said.
 */
export function spokenTextToInsert(before: string | undefined, spoken: string): string {
  const words = spoken.replace(/\s+/gu, ' ').trim();
  if (!words) return '';
  const previous = (before ?? '').replace(/\s+$/u, '');
  const startsSentence = previous === '' || /[.!?]$/u.test(previous);
  const text = startsSentence ? words[0]!.toLocaleUpperCase() + words.slice(1) : words;
  const needsSpace = before !== undefined && before !== '' && !/\s$/u.test(before);
  return needsSpace ? ` ${text}` : text;
}

/** How many words a text has, for "Typed N words". */
export function wordCount(text: string): number {
  return text.split(/\s+/u).filter(Boolean).length;
}
