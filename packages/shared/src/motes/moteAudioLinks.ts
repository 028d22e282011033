// Issue 6 items 6 and 10: links to a mote's audio that work without an Authorization header
// (an `<audio src>` or a download link sends none), and the limit on counted plays.
import { UPLOAD_RATE_LIMIT } from './uploads';

/**
 * How long a signed audio link works at least. The server signs `GET m/motes/{id}/audio` for
 * callers who may see a private mote, and for the owner's download of any mote; whoever holds
 * the link may use it until it expires (like any pre-signed URL), so keep this short.
 */
export const MOTE_AUDIO_LINK_TTL_MS = 60 * 60 * 1000;

/**
 * Expiry times are rounded up to this step, so views fetched a few minutes apart carry the same
 * link and the browser's cache of the audio keeps working. A link lives between
 * {@link MOTE_AUDIO_LINK_TTL_MS} and that plus this step.
 */
export const MOTE_AUDIO_LINK_EXPIRY_STEP_MS = 10 * 60 * 1000;

/**
 * Query parameters of a signed audio link: `expires` (seconds since 1970), `download` (`1` for
 * an attachment, `0` to play) and `signature` (base64url HMAC-SHA256 of the mote id, `expires`
 * and `download`). A link whose signature does not match, or that has expired, answers 404 —
 * as for a mote that does not exist.
 */
export const MOTE_AUDIO_LINK_PARAMS = {
  expires: 'expires',
  download: 'download',
  signature: 'signature',
} as const;

/**
 * `POST m/motes/{id}/plays` limits, per mote: one listener id may count this many plays per
 * window, and one address (a school behind one router counts as one) this many. Past either,
 * 429 with {@link MOTE_PLAYS_RATE_LIMITED_MESSAGE}; the player shows nothing (a play that is not
 * counted must not disturb the listener).
 */
export const MOTE_PLAY_RATE_LIMITS = {
  perListener: { limit: 10, windowMs: UPLOAD_RATE_LIMIT.windowMs },
  perAddress: { limit: 100, windowMs: UPLOAD_RATE_LIMIT.windowMs },
} as const;

export const MOTE_PLAYS_RATE_LIMITED_MESSAGE =
  'Too many plays of this mote in a short time. Please wait a few minutes and try again.';
