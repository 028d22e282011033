// Issue 6: the errors a caller can cause with motes and uploads. The code is the `error` field
// of the JSON error body (`ApiErrorBody`), the text its `message`; both sides use these.
import { RECORDING_MAX_SECONDS_LIMITED, RECORDING_MAX_SECONDS_STANDARD } from './recordingLimits';

/** 413: the upload is larger than the caller's plan allows (details: {@link UploadTooLargeDetails}). */
export const UPLOAD_TOO_LARGE_ERROR = 'upload_too_large';
/** 409: a PATCH whose `Upload-Offset` is not where the upload stands; ask `HEAD` and resume. */
export const UPLOAD_OFFSET_MISMATCH_ERROR = 'upload_offset_mismatch';
/** 409: `POST m/motes` names an upload that has not received all its bytes yet. */
export const UPLOAD_INCOMPLETE_ERROR = 'upload_incomplete';
/** 412: a request without `Tus-Resumable: 1.0.0`. */
export const TUS_VERSION_ERROR = 'tus_version_unsupported';
/** 415: the bytes are not audio in one of the accepted formats (details: { accepted }). */
export const MOTE_UNSUPPORTED_AUDIO_ERROR = 'unsupported_audio';
/** 422: the audio is longer than the caller's plan allows (details: {@link MoteTooLongDetails}). */
export const MOTE_TOO_LONG_ERROR = 'mote_too_long';
/** 422: the audio is in an accepted format but cannot be decoded (damaged or cut short). */
export const MOTE_UNREADABLE_AUDIO_ERROR = 'unreadable_audio';
/** 422: the audio has no sound at all to play (zero length). */
export const MOTE_EMPTY_AUDIO_ERROR = 'empty_audio';
/** 402: §3 free-mote quota exhausted (details: {@link FreeMotesExhaustedDetails}). */
export const FREE_MOTES_EXHAUSTED_ERROR = 'free_motes_exhausted';
/** 400: `POST m/motes` without an `Idempotency-Key` header. */
export const IDEMPOTENCY_KEY_REQUIRED_ERROR = 'idempotency_key_required';
/** 422: the same `Idempotency-Key` was used before with a different request body. */
export const IDEMPOTENCY_KEY_REUSED_ERROR = 'idempotency_key_reused';
/** 404: no such mote, or not one the caller may see or change (never 403, ARCHITECTURE.md). */
export const MOTE_NOT_FOUND_ERROR = 'mote_not_found';
/** 404: no such upload, or another caller's. */
export const UPLOAD_NOT_FOUND_ERROR = 'upload_not_found';
/** 404 on `?download=1` when the owner has not allowed downloads (never 403, §8 signs out). */
export const MOTE_DOWNLOAD_NOT_ALLOWED_ERROR = 'download_not_allowed';
/** 429: too many uploads from this caller or address in the window (Retry-After set). */
export const UPLOAD_RATE_LIMITED_ERROR = 'rate_limited';
/** 422: a generated mote in a language without text to speech here. */
export const MOTE_SPEECH_UNAVAILABLE_ERROR = 'speech_unavailable';

export const MOTE_NOT_FOUND_MESSAGE = 'This mote does not exist or is no longer shared.';
export const UPLOAD_NOT_FOUND_MESSAGE = 'This upload does not exist or has expired.';
export const UPLOAD_OFFSET_MISMATCH_MESSAGE =
  'The upload continued from a different place. Resume from the offset the server reports.';
export const UPLOAD_INCOMPLETE_MESSAGE =
  'The audio has not finished uploading yet. Finish the upload, then try again.';
export const MOTE_UNSUPPORTED_AUDIO_MESSAGE =
  'This file is not audio we can use. Upload MP3, M4A (AAC), WAV, Ogg (Opus or Vorbis), WebM or FLAC.';
export const MOTE_UNREADABLE_AUDIO_MESSAGE =
  'This audio file seems to be damaged or incomplete, so it cannot be played.';
export const MOTE_EMPTY_AUDIO_MESSAGE = 'This audio file has no sound in it.';
export const MOTE_DOWNLOAD_NOT_ALLOWED_MESSAGE =
  'The author has not allowed downloads of this mote.';
export const IDEMPOTENCY_KEY_REQUIRED_MESSAGE =
  'Creating a mote needs an Idempotency-Key header (a random id the client keeps for its retries).';
export const IDEMPOTENCY_KEY_REUSED_MESSAGE =
  'This Idempotency-Key was already used for a different mote.';
export const UPLOAD_RATE_LIMITED_MESSAGE =
  'Too many uploads in a short time. Please wait a few minutes and try again.';

/** Size limit text, e.g. "Files can be up to 16 MB on your plan." */
export function uploadTooLargeMessage(maxBytes: number): string {
  return `This file is too large. Files can be up to ${Math.round(maxBytes / (1024 * 1024))} MB on your plan.`;
}

/** Duration limit text; the 60-second case names the way to longer motes (§9). */
export function moteTooLongMessage(maxSeconds: number): string {
  const limit =
    maxSeconds % 60 === 0
      ? `${maxSeconds / 60} minute${maxSeconds === 60 ? '' : 's'}`
      : `${maxSeconds} seconds`;
  const upgrade =
    maxSeconds <= RECORDING_MAX_SECONDS_LIMITED
      ? ` Upgrade for motes of up to ${RECORDING_MAX_SECONDS_STANDARD / 60} minutes.`
      : '';
  return `This audio is too long. Motes can be up to ${limit} on your plan.${upgrade}`;
}

/** The §3 exhausted rule's text, with the day the next period starts. */
export function freeMotesExhaustedMessage(total: number, resetsAt: Date): string {
  const day = resetsAt.toISOString().slice(0, 10);
  return `You have used all ${total} free motes for this period. More free motes arrive on ${day}, or upgrade for unlimited motes.`;
}

export interface UploadTooLargeDetails {
  maxBytes: number;
  /** The §9 limit this size limit goes with. */
  maxSeconds: number;
}

export interface MoteTooLongDetails {
  maxSeconds: number;
  durationMs: number;
  /** True when an upgrade would lift the limit (the caller is on the 60-second limit). */
  upgradable: boolean;
}

/** Details of {@link FREE_MOTES_EXHAUSTED_ERROR}: the §3 counters and the way out. */
export interface FreeMotesExhaustedDetails {
  totalFreeMotes: number;
  usedFreeMotes: number;
  availableFreeMotes: number;
  freeMotesMintedEpoch: number;
  /** When the next period starts (ms since 1970). */
  quotaResetsAt: number;
  /** The web app's pricing page, where the upgrade starts. */
  upgradePath: string;
}

/** The page that offers the upgrade (§2 `/pricing`). */
export const UPGRADE_PATH = '/pricing';
