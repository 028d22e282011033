// Issue 6 item 5: motes on the server, the `m/` namespace.
//
// POST   m/motes                 create (header Idempotency-Key) → 201 Mote, a retry → 200 same Mote
// GET    m/motes?q=&cursor=      the caller's own motes, newest first → MoteList
// GET    m/motes/{id}            one mote: its owner, or anyone when visibility is `link` → Mote
// PATCH  m/motes/{id}            owner only → Mote
// DELETE m/motes/{id}            owner only, soft delete → 204
// POST   m/motes/{id}/restore    owner only, undoes a delete → Mote
// GET    m/motes/{id}/audio      the audio (Range requests; `?download=1` when allowed; or a
//                                signed link from Mote.audioPath / downloadPath, no header)
// POST   m/motes/{id}/plays      counts a play → MotePlays
import * as z from 'zod/mini';
import { LocaleCodeSchema } from '../identity/locales';
import { MAX_VOICE_SPEED, MIN_VOICE_SPEED } from '../identity/settings';
import { API_ROUTES } from '../api/apiRoutes';

/** The API path of the motes collection (relative to `/api/`). */
export const MOTES_PATH = API_ROUTES.motes.list.path;

/**
 * The header carrying the idempotency key of `POST m/motes` (IETF draft
 * "The Idempotency-Key HTTP Header Field"). The client makes one random key per mote it means
 * to create and sends the same key on every retry; the server answers a repeat with the mote
 * it already made (200), never a second one.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** An idempotency key: 8–100 characters of `[A-Za-z0-9_-]` (a UUID or base64url id). */
export const IdempotencyKeySchema = z
  .string()
  .check(z.regex(/^[A-Za-z0-9_-]{8,100}$/, 'Expected 8–100 characters of A-Z a-z 0-9 _ -'));

/** A mote id: a long random URL-safe id (128 bits, base64url, 22 characters). */
export const MoteIdSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{22,64}$/));

export const MOTE_KINDS = ['recording', 'upload', 'generated'] as const;
export type MoteKind = (typeof MOTE_KINDS)[number];

/**
 * Who may open a mote: `link` — anyone with the link (the share page needs no account);
 * `private` — its owner only.
 */
export const MOTE_VISIBILITIES = ['link', 'private'] as const;
export type MoteVisibility = (typeof MOTE_VISIBILITIES)[number];
export const DEFAULT_MOTE_VISIBILITY: MoteVisibility = 'link';

/**
 * A transcript's state: `none` — the language has no speech to text here; `pending` — the job
 * is queued or running; `done`; `failed` — the engine could not do it; `disabled` — §6 minors
 * and users who opted out (the reason is not shown) and anonymous owners.
 */
export const TRANSCRIPT_STATUSES = ['none', 'pending', 'done', 'failed', 'disabled'] as const;
export type TranscriptStatus = (typeof TRANSCRIPT_STATUSES)[number];

export const MOTE_TITLE_MAX_LENGTH = 200;
export const MOTE_TRANSCRIPT_MAX_LENGTH = 20_000;
/** Text of a generated mote, at most (long enough for a 5-minute mote at any speed). */
export const GENERATED_MOTE_MAX_TEXT_LENGTH = 5_000;
/** Number of peaks in {@link Mote.waveform}. */
export const MOTE_WAVEFORM_PEAKS = 100;
/** A deleted mote can be restored (undo) for this many days; the daily sweep then removes it. */
export const MOTE_RESTORE_DAYS = 30;
/** Motes per page of `GET m/motes`. */
export const MOTE_LIST_PAGE_SIZE = 30;

/**
 * One word of a transcript: `text.slice(start, end)` is the word (UTF-16 offsets into the
 * transcript text), spoken from `startMs` to `endMs` of the mote's audio.
 */
export const MoteWordSchema = z.object({
  start: z.number(),
  end: z.number(),
  startMs: z.number(),
  endMs: z.number(),
});
export type MoteWord = z.infer<typeof MoteWordSchema>;

export const MoteTranscriptSchema = z.object({
  status: z.enum(TRANSCRIPT_STATUSES),
  /** Empty unless `done` (or edited by the owner). */
  text: z.string(),
  /** In spoken order; empty when there are no timings (after an owner's edit, see PATCH). */
  words: z.array(MoteWordSchema),
});
export type MoteTranscript = z.infer<typeof MoteTranscriptSchema>;

export const MoteSchema = z.object({
  id: MoteIdSchema,
  kind: z.enum(MOTE_KINDS),
  title: z.string(),
  /** The spoken language (a catalogue code); the transcript is made in it. */
  language: z.string(),
  durationMs: z.number(),
  sizeBytes: z.number(),
  /** The content type the audio is served with (one of `MOTE_AUDIO_FORMATS`). */
  contentType: z.string(),
  /** {@link MOTE_WAVEFORM_PEAKS} peaks, each 0–1, for drawing the audio without decoding it. */
  waveform: z.array(z.number()),
  transcript: MoteTranscriptSchema,
  visibility: z.enum(MOTE_VISIBILITIES),
  allowDownload: z.boolean(),
  /** Plays counted by `POST m/motes/{id}/plays`. */
  plays: z.number(),
  /** Unique listeners ("heard"). */
  heard: z.number(),
  /** null when the author is anonymous or a minor (§6: the name is hidden on share pages). */
  author: z.nullable(z.object({ name: z.string() })),
  /**
   * The audio's path under `/api/` (`m/motes/{id}/audio`) for an `<audio>` element, which sends
   * no Authorization header: for a private mote it carries a signature that expires (see
   * `MOTE_AUDIO_LINK_PARAMS`), so its owner's browser can play it. Use it as given.
   */
  audioPath: z.string(),
  /**
   * The path under `/api/` that downloads the audio as a file, or null when the caller may not
   * download it. The owner always may (a signed path, as `audioPath`); others when the owner
   * allows downloads.
   */
  downloadPath: z.nullable(z.string()),
  /** The share page (`/m/{id}` on the mote link domain of §9 when one is set). */
  shareUrl: z.string(),
  /** The short link (§9 short-link domain), or null when none is configured. */
  shortUrl: z.nullable(z.string()),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  /** True when the caller owns the mote (may edit, delete, see private motes). */
  isMine: z.boolean(),
});
export type Mote = z.infer<typeof MoteSchema>;

/** `POST m/motes` body for audio the caller recorded or picked: a finished upload. */
export const MoteFromUploadSchema = z.object({
  kind: z.enum(['recording', 'upload']),
  /** The id from the upload's Location (`f/uploads/{uploadId}`). */
  uploadId: z.string().check(z.regex(/^[A-Za-z0-9_-]{22,64}$/)),
  title: z.optional(z.string().check(z.maxLength(MOTE_TITLE_MAX_LENGTH))),
  /** The spoken language; defaults to the caller's transcription locale (§3). */
  language: z.optional(LocaleCodeSchema),
});

/** `POST m/motes` body for audio made from text by the TTS engine. */
export const MoteFromTextSchema = z.object({
  kind: z.literal('generated'),
  text: z
    .string()
    .check(
      z.regex(/\S/, 'Give some text to turn into audio'),
      z.maxLength(GENERATED_MOTE_MAX_TEXT_LENGTH),
    ),
  language: LocaleCodeSchema,
  /** A voice id from `GET t/voices`; defaults to the caller's voice for the language. */
  voice: z.optional(z.string().check(z.minLength(1), z.maxLength(100))),
  speed: z.optional(z.number().check(z.gte(MIN_VOICE_SPEED), z.lte(MAX_VOICE_SPEED))),
  title: z.optional(z.string().check(z.maxLength(MOTE_TITLE_MAX_LENGTH))),
});

/** `POST m/motes` body (with the {@link IDEMPOTENCY_KEY_HEADER} header). */
export const MoteCreateSchema = z.discriminatedUnion('kind', [
  MoteFromUploadSchema,
  MoteFromTextSchema,
]);
export type MoteCreateInput = z.infer<typeof MoteCreateSchema>;

/**
 * `PATCH m/motes/{id}` body, owner only. `transcriptText` replaces the transcript's text and
 * drops its word timings (an edited text no longer matches the engine's words; the share page
 * then shows the text without highlighting). An empty string clears the transcript.
 */
export const MoteUpdateSchema = z.object({
  title: z.optional(z.string().check(z.maxLength(MOTE_TITLE_MAX_LENGTH))),
  transcriptText: z.optional(z.string().check(z.maxLength(MOTE_TRANSCRIPT_MAX_LENGTH))),
  visibility: z.optional(z.enum(MOTE_VISIBILITIES)),
  allowDownload: z.optional(z.boolean()),
  language: z.optional(LocaleCodeSchema),
});
export type MoteUpdateInput = z.infer<typeof MoteUpdateSchema>;

/** `GET m/motes` query: `q` searches titles and transcripts; `cursor` from the last page. */
export const MoteListQuerySchema = z.object({
  q: z.optional(z.string().check(z.maxLength(200))),
  cursor: z.optional(z.string().check(z.maxLength(200))),
});
export type MoteListQuery = z.infer<typeof MoteListQuerySchema>;

export const MoteListSchema = z.object({
  motes: z.array(MoteSchema),
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: z.nullable(z.string()),
});
export type MoteList = z.infer<typeof MoteListSchema>;

/** `POST m/motes/{id}/plays` body: a random id the player keeps per browser. */
export const MotePlaySchema = z.object({
  listenerId: z.string().check(z.regex(/^[A-Za-z0-9_:-]{8,100}$/)),
});
export type MotePlayInput = z.infer<typeof MotePlaySchema>;

export const MotePlaysSchema = z.object({ plays: z.number(), heard: z.number() });
export type MotePlays = z.infer<typeof MotePlaysSchema>;

/** The audio path of a mote, relative to `/api/`. */
export function moteAudioPath(id: string): string {
  return `${MOTES_PATH}/${id}/audio`;
}

/**
 * Local storage key of the share page's listener id: a random id per browser, sent with
 * `POST m/motes/{id}/plays` to count unique listeners (never for a signed-in minor, §6).
 */
export const MOTE_LISTENER_ID_STORAGE_KEY = 'mote-listener-id';

/** The embed player's size in CSS pixels (`/embed/m/{id}`: the audio, its title and a link). */
export const MOTE_EMBED_WIDTH = 480;
export const MOTE_EMBED_HEIGHT = 160;

/** The path of a mote's iframe player page (outside `/api/`). */
export function moteEmbedPath(id: string): string {
  return `/embed/m/${encodeURIComponent(id)}`;
}
