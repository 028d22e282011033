// Issue 6 item 9: totes — a named, shareable collection of motes played in order (§2
// `/t/{toteId}`). DESIGN.md: totes live in the `t/` namespace.
//
// POST   t/totes          create (header Idempotency-Key, like POST m/motes) → 201 Tote, a retry → 200
// GET    t/totes          the caller's own totes, newest first → ToteList
// GET    t/totes/{id}     anyone with the link → Tote
// PATCH  t/totes/{id}     owner only: title, mote order (only motes the owner owns) → Tote
// DELETE t/totes/{id}     owner only → 200 ToteDeleted (a token that undoes it)
// POST   t/totes/{id}/restore  owner only, undoes a delete: body ToteRestoreInput → Tote
import * as z from 'zod/mini';
import { MoteIdSchema, MoteSchema } from './motes';
import { API_ROUTES } from '../api/apiRoutes';

/** The API path of the totes collection (relative to `/api/`). */
export const TOTES_PATH = API_ROUTES.totes.list.path;

/** Motes in one tote, at most. */
export const TOTE_MAX_MOTES = 50;
export const TOTE_TITLE_MAX_LENGTH = 120;
/** Totes per page of `GET t/totes` (the newest; the library shows them all up to this). */
export const TOTE_LIST_MAX = 100;

/** A tote id: the same long random URL-safe form as a mote's (128 bits, base64url). */
export const ToteIdSchema = MoteIdSchema;

const ToteTitleSchema = z
  .string()
  .check(z.regex(/\S/, 'Give the tote a name'), z.maxLength(TOTE_TITLE_MAX_LENGTH));

const ToteMoteIdsSchema = z
  .array(MoteIdSchema)
  .check(
    z.minLength(1, 'Choose at least one mote'),
    z.maxLength(TOTE_MAX_MOTES, `A tote holds at most ${TOTE_MAX_MOTES} motes`),
  );

export const ToteSchema = z.object({
  id: ToteIdSchema,
  title: z.string(),
  /**
   * In playing order, each as the viewer may see it: a mote that was deleted, or that its
   * owner made private, is left out for everyone but its owner.
   */
  motes: z.array(MoteSchema),
  /** null when the author is anonymous or a minor (§6, as for motes). */
  author: z.nullable(z.object({ name: z.string() })),
  /** The tote's share page (`/t/{id}` on the tote link domain of §9 when one is set). */
  shareUrl: z.string(),
  /** The short link (§9 short-link domain), or null when none is configured. */
  shortUrl: z.nullable(z.string()),
  /** True when the caller owns the tote (may rename, reorder, delete). */
  isMine: z.boolean(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type Tote = z.infer<typeof ToteSchema>;

/** `POST t/totes` body (with the Idempotency-Key header). Every mote must be the caller's. */
export const ToteCreateSchema = z.object({
  title: ToteTitleSchema,
  moteIds: ToteMoteIdsSchema,
});
export type ToteCreateInput = z.infer<typeof ToteCreateSchema>;

/** `PATCH t/totes/{id}` body, owner only: a new name and/or the whole new order of motes. */
export const ToteUpdateSchema = z.object({
  title: z.optional(ToteTitleSchema),
  moteIds: z.optional(ToteMoteIdsSchema),
});
export type ToteUpdateInput = z.infer<typeof ToteUpdateSchema>;

export const ToteListSchema = z.object({ totes: z.array(ToteSchema) });
export type ToteList = z.infer<typeof ToteListSchema>;

/** 404: no such tote, or not the caller's to change (never 403, ARCHITECTURE.md). */
export const TOTE_NOT_FOUND_ERROR = 'tote_not_found';
export const TOTE_NOT_FOUND_MESSAGE = 'This tote does not exist or is no longer shared.';
/** 422: a tote may only gather motes its owner owns (and that still exist). */
export const TOTE_MOTE_NOT_OWNED_ERROR = 'tote_mote_not_owned';
export const TOTE_MOTE_NOT_OWNED_MESSAGE = 'A tote can only hold your own motes.';

/**
 * `DELETE t/totes/{id}` answer: a signed token that restores the tote as it was (same id, so its
 * links work again) through `POST t/totes/{id}/restore`, for {@link TOTE_RESTORE_WINDOW_MS}.
 * The tote itself is gone at once: its link answers "not found" until it is restored.
 */
export const ToteDeletedSchema = z.object({ restoreToken: z.string() });
export type ToteDeleted = z.infer<typeof ToteDeletedSchema>;

/** `POST t/totes/{id}/restore` body: the token from the delete, by the same owner only. */
export const ToteRestoreSchema = z.object({
  restoreToken: z.string().check(z.minLength(1), z.maxLength(8_000)),
});
export type ToteRestoreInput = z.infer<typeof ToteRestoreSchema>;

/** How long a deleted tote can be restored (the library offers Undo for seconds of it). */
export const TOTE_RESTORE_WINDOW_MS = 60 * 60 * 1000;

/** The tote embed player's size in CSS pixels (`/embed/t/{id}`: its motes, one after another). */
export const TOTE_EMBED_WIDTH = 480;
export const TOTE_EMBED_HEIGHT = 320;

/** The path of a tote's iframe player page (outside `/api/`). */
export function toteEmbedPath(id: string): string {
  return `/embed/t/${encodeURIComponent(id)}`;
}
