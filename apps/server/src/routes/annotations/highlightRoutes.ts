import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import {
  HIGHLIGHT_ID_REUSED_ERROR,
  HIGHLIGHT_ID_REUSED_MESSAGE,
  HIGHLIGHT_LIST_PAGE_SIZE,
  HIGHLIGHT_NOT_FOUND_ERROR,
  HIGHLIGHT_NOT_FOUND_MESSAGE,
  HighlightCreateSchema,
  HighlightExportQuerySchema,
  HighlightListQuerySchema,
  HighlightUpdateSchema,
  LOCKED_HIGHLIGHT_COLOUR,
  type HighlightList,
  type HighlightSaved,
} from '@motes/shared';
import { requireUser } from '../../auth/requestAuth.js';
import type { Db } from '../../db/database.js';
import { highlights } from '../../db/schema/index.js';
import { NotFoundError, UnprocessableError } from '../../domain/errors.js';
import { parseRequest } from '../../http/validation.js';
import { sendHighlightExport } from './highlightExport.js';
import { readListCursor, writeListCursor } from '../../services/listCursor.js';
import { toHighlight, type HighlightRow } from './highlightViews.js';
import { addVocabularyWord } from './vocabularyStore.js';

type IdParams = { Params: { id: string } };

const notFound = () => new NotFoundError(HIGHLIGHT_NOT_FOUND_ERROR, HIGHLIGHT_NOT_FOUND_MESSAGE);

/**
 * `u/highlights` (issue 7 item 4, packages/shared/src/annotations/highlights.ts): the signed-in
 * user's highlights. Every query is scoped to the caller, so another user's highlight answers
 * the same 404 as one that does not exist. A blue (Vocabulary) highlight adds its text to the
 * vocabulary list in the same transaction; removing the highlight leaves the word.
 */
export function highlightRoutes(deps: { db: Db }): FastifyPluginAsync {
  const { db } = deps;
  return async (app) => {
    app.post('/highlights', async (request, reply): Promise<HighlightSaved> => {
      const { user } = requireUser(request);
      const input = parseRequest(HighlightCreateSchema, request.body);
      const values = {
        userId: user.id,
        id: input.id,
        pageUrl: input.pageUrl,
        pageTitle: input.pageTitle.trim(),
        colour: input.colour,
        exact: input.selector.exact,
        prefix: input.selector.prefix,
        suffix: input.selector.suffix,
        note: input.note ?? null,
      };
      const saved = await db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(highlights)
          .values(values)
          .onConflictDoNothing({ target: [highlights.userId, highlights.id] })
          .returning();
        // A retry of a create that went through: the same highlight again, never a second.
        const row = inserted ?? (await findOwn(tx, user.id, input.id));
        if (!row || !sameHighlight(row, values)) {
          throw new UnprocessableError(HIGHLIGHT_ID_REUSED_ERROR, HIGHLIGHT_ID_REUSED_MESSAGE);
        }
        const added =
          row.colour === LOCKED_HIGHLIGHT_COLOUR
            ? await addVocabularyWord(tx, user.id, row.exact, row.pageUrl)
            : null;
        return { row, created: Boolean(inserted), vocabularyWord: added?.word ?? null };
      });
      void reply.status(saved.created ? 201 : 200);
      return { highlight: toHighlight(saved.row), vocabularyWord: saved.vocabularyWord };
    });

    app.get('/highlights', async (request): Promise<HighlightList> => {
      const { user } = requireUser(request);
      const query = parseRequest(HighlightListQuerySchema, request.query);
      const after = query.cursor ? readListCursor(query.cursor) : undefined;
      const rows = await db
        .select()
        .from(highlights)
        .where(
          and(
            eq(highlights.userId, user.id),
            query.pageUrl === undefined ? undefined : eq(highlights.pageUrl, query.pageUrl),
            query.colour === undefined ? undefined : eq(highlights.colour, query.colour),
            after
              ? sql`(${highlights.createdAt}, ${highlights.id}) < (${after.createdAt}::timestamptz, ${after.id})`
              : undefined,
          ),
        )
        .orderBy(desc(highlights.createdAt), desc(highlights.id))
        .limit(HIGHLIGHT_LIST_PAGE_SIZE + 1);
      const page = rows.slice(0, HIGHLIGHT_LIST_PAGE_SIZE);
      const last = page.at(-1);
      return {
        highlights: page.map(toHighlight),
        nextCursor: rows.length > HIGHLIGHT_LIST_PAGE_SIZE && last ? writeListCursor(last) : null,
      };
    });

    app.get('/highlights/export', async (request, reply) => {
      const { user } = requireUser(request);
      const { format } = parseRequest(HighlightExportQuerySchema, request.query);
      const rows = await db
        .select()
        .from(highlights)
        .where(eq(highlights.userId, user.id))
        .orderBy(desc(highlights.createdAt), desc(highlights.id));
      return sendHighlightExport(reply, format, rows.map(toHighlight), user.settings);
    });

    app.patch<IdParams>('/highlights/:id', async (request): Promise<HighlightSaved> => {
      const { user } = requireUser(request);
      const update = parseRequest(HighlightUpdateSchema, request.body ?? {});
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(highlights)
          .set({
            ...(update.colour === undefined ? {} : { colour: update.colour }),
            ...(update.note === undefined ? {} : { note: update.note }),
            updatedAt: sql`now()`,
          })
          .where(and(eq(highlights.userId, user.id), eq(highlights.id, request.params.id)))
          .returning();
        if (!row) throw notFound();
        // Turning a highlight blue collects its word, as making it blue would have.
        const added =
          update.colour === LOCKED_HIGHLIGHT_COLOUR
            ? await addVocabularyWord(tx, user.id, row.exact, row.pageUrl)
            : null;
        return { highlight: toHighlight(row), vocabularyWord: added?.word ?? null };
      });
    });

    app.delete<IdParams>('/highlights/:id', async (request, reply) => {
      const { user } = requireUser(request);
      const deleted = await db
        .delete(highlights)
        .where(and(eq(highlights.userId, user.id), eq(highlights.id, request.params.id)))
        .returning({ id: highlights.id });
      if (deleted.length === 0) throw notFound();
      return reply.status(204).send();
    });
  };
}

async function findOwn(
  db: Pick<Db, 'select'>,
  userId: string,
  id: string,
): Promise<HighlightRow | undefined> {
  const [row] = await db
    .select()
    .from(highlights)
    .where(and(eq(highlights.userId, userId), eq(highlights.id, id)));
  return row;
}

/** The same passage of the same page (its colour and note may have changed since). */
function sameHighlight(row: HighlightRow, values: Omit<HighlightRow, 'createdAt' | 'updatedAt'>) {
  return (
    row.pageUrl === values.pageUrl &&
    row.exact === values.exact &&
    row.prefix === values.prefix &&
    row.suffix === values.suffix
  );
}
