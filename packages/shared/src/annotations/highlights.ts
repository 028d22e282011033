// Issue 7 item 4: the Highlighter's highlights, saved to the account ("My Annotations",
// market-notes.md "Highlighter"), in the `u/` namespace (DESIGN.md "API": user content).
//
// POST   u/highlights                 create, idempotent on the client-made id → 201, a retry → 200
// GET    u/highlights?pageUrl=&colour=&cursor=   the caller's highlights, newest first → HighlightList
// GET    u/highlights/export?format=csv|json     all of them, as a download
// PATCH  u/highlights/{id}            change the colour or the note → Highlight
// DELETE u/highlights/{id}            → 204
//
// Signed-in users only (401 otherwise); another user's highlight answers 404 (ARCHITECTURE.md).
// Minors keep their own highlights like anyone (§6 limits what is shared, not what a child keeps).
import * as z from 'zod/mini';
import { HighlightColourNameSchema } from '../identity/highlightColours';
import { PageUrlSchema } from './pageUrlSchema';
import { VocabularyWordSchema } from './vocabulary';
import { API_ROUTES } from '../api/apiRoutes';

/** The API path of the highlights collection (relative to `/api/`). */
export const HIGHLIGHTS_PATH = API_ROUTES.highlights.list.path;
/** `GET` it with `?format=csv` or `?format=json`: every highlight of the caller, as a file. */
export const HIGHLIGHTS_EXPORT_PATH = API_ROUTES.highlights.export.path;

/** Highlights per page of `GET u/highlights`. */
export const HIGHLIGHT_LIST_PAGE_SIZE = 100;
/** Longest highlighted passage. */
export const HIGHLIGHT_QUOTE_MAX_LENGTH = 5000;
/** Characters of context kept before and after the quote, to find it again after a reload. */
export const HIGHLIGHT_CONTEXT_LENGTH = 32;
export const HIGHLIGHT_NOTE_MAX_LENGTH = 2000;
export const PAGE_TITLE_MAX_LENGTH = 300;

/** A highlight id, made by the client (a UUID): the create call's idempotency key too. */
export const HighlightIdSchema = z
  .string()
  .check(z.regex(/^[A-Za-z0-9_-]{8,64}$/, 'Expected 8–64 characters of A-Z a-z 0-9 _ -'));

/**
 * Where the highlight is in the page: a W3C Web Annotation TextQuoteSelector. `exact` is the
 * highlighted text; `prefix` and `suffix` the text just before and after it, which pick the
 * right one of several equal passages and let it be found again when the page's markup (and
 * so every offset) has changed.
 */
export const TextQuoteSelectorSchema = z.object({
  exact: z
    .string()
    .check(z.regex(/\S/, 'Select some text first'), z.maxLength(HIGHLIGHT_QUOTE_MAX_LENGTH)),
  prefix: z._default(z.string().check(z.maxLength(HIGHLIGHT_CONTEXT_LENGTH)), ''),
  suffix: z._default(z.string().check(z.maxLength(HIGHLIGHT_CONTEXT_LENGTH)), ''),
});
export type TextQuoteSelector = z.infer<typeof TextQuoteSelectorSchema>;

const NoteSchema = z.string().check(z.maxLength(HIGHLIGHT_NOTE_MAX_LENGTH));
const PageTitleSchema = z.string().check(z.maxLength(PAGE_TITLE_MAX_LENGTH));

/** `POST u/highlights` body. A blue (Vocabulary) highlight also adds its text to the vocabulary list. */
export const HighlightCreateSchema = z.object({
  id: HighlightIdSchema,
  pageUrl: PageUrlSchema,
  pageTitle: z._default(PageTitleSchema, ''),
  colour: HighlightColourNameSchema,
  selector: TextQuoteSelectorSchema,
  note: z.optional(z.nullable(NoteSchema)),
});
export type HighlightCreateInput = z.input<typeof HighlightCreateSchema>;

/** `PATCH u/highlights/{id}` body: a new colour and/or note (`null` removes the note). */
export const HighlightUpdateSchema = z.object({
  colour: z.optional(HighlightColourNameSchema),
  note: z.optional(z.nullable(NoteSchema)),
});
export type HighlightUpdateInput = z.infer<typeof HighlightUpdateSchema>;

export const HighlightSchema = z.object({
  id: HighlightIdSchema,
  pageUrl: z.string(),
  pageTitle: z.string(),
  colour: HighlightColourNameSchema,
  selector: z.object({ exact: z.string(), prefix: z.string(), suffix: z.string() }),
  note: z.nullable(z.string()),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type Highlight = z.infer<typeof HighlightSchema>;

/** `GET u/highlights` query: one page's highlights (`pageUrl`), or one colour's, or all. */
export const HighlightListQuerySchema = z.object({
  pageUrl: z.optional(PageUrlSchema),
  colour: z.optional(HighlightColourNameSchema),
  cursor: z.optional(z.string().check(z.maxLength(200))),
});
export type HighlightListQuery = z.input<typeof HighlightListQuerySchema>;

export const HighlightListSchema = z.object({
  highlights: z.array(HighlightSchema),
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: z.nullable(z.string()),
});
export type HighlightList = z.infer<typeof HighlightListSchema>;

/**
 * The answer of `POST u/highlights` and `PATCH u/highlights/{id}`: the highlight, and the
 * vocabulary word a blue highlight added (or found already there); null for other colours and
 * for a text too long to be a vocabulary word.
 */
export const HighlightSavedSchema = z.object({
  highlight: HighlightSchema,
  vocabularyWord: z.nullable(VocabularyWordSchema),
});
export type HighlightSaved = z.infer<typeof HighlightSavedSchema>;

export const HIGHLIGHT_EXPORT_FORMATS = ['csv', 'json'] as const;
export type HighlightExportFormat = (typeof HIGHLIGHT_EXPORT_FORMATS)[number];
export const HighlightExportQuerySchema = z.object({
  format: z.enum(HIGHLIGHT_EXPORT_FORMATS),
});
/** The columns of the CSV export, in order (`colourLabel` is the user's label for the colour). */
export const HIGHLIGHT_CSV_COLUMNS = [
  'pageTitle',
  'pageUrl',
  'colour',
  'colourLabel',
  'text',
  'note',
  'createdAt',
] as const;
/** The file name of an export, without its extension. */
export const HIGHLIGHT_EXPORT_FILE_NAME = 'motes-annotations';

/** 404: no such highlight, or another user's (never 403, ARCHITECTURE.md). */
export const HIGHLIGHT_NOT_FOUND_ERROR = 'highlight_not_found';
export const HIGHLIGHT_NOT_FOUND_MESSAGE = 'This highlight does not exist or was removed.';
/** 422: the id was used before for a different highlight. */
export const HIGHLIGHT_ID_REUSED_ERROR = 'highlight_id_reused';
export const HIGHLIGHT_ID_REUSED_MESSAGE =
  'This highlight id was already used for another highlight. Make a new id.';
