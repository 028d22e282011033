import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import {
  API_ROUTES,
  HIGHLIGHT_ID_REUSED_ERROR,
  HIGHLIGHT_ID_REUSED_MESSAGE,
  HIGHLIGHT_LIST_PAGE_SIZE,
  HighlightCreateSchema,
  HighlightExportQuerySchema,
  HighlightListQuerySchema,
  HighlightUpdateSchema,
  LOCKED_HIGHLIGHT_COLOUR,
  type HighlightList,
  type HighlightSaved,
} from '@motes/shared';
import { authorise } from '../../authorisation/authorise.js';
import { userOwned } from '../../authorisation/policy.js';
import { policy } from '../../authorisation/routeAccess.js';
import type { Db } from '../../db/database.js';
import { highlights } from '../../db/schema/index.js';
import { UnprocessableError } from '../../domain/errors.js';
import { parseRequest } from '../../http/validation.js';
import { sendHighlightExport } from '../../services/annotations/highlightExport.js';
import { readListCursor, writeListCursor } from '../../services/listCursor.js';
import { toHighlight, type HighlightRow } from '../../services/annotations/highlightViews.js';
import { addVocabularyWord } from '../../services/annotations/vocabularyStore.js';
import { namespacePath } from '../../http/apiRoutePaths.js';

type IdParams = { Params: { id: string } };

/**
 * `u/highlights` (issue 7 item 4, packages/shared/src/annotations/highlights.ts): the signed-in
 * user's highlights (authorisation/policies/highlights.ts: their own only). A highlight's id is
 * the client's, unique per user, so it is looked up among the caller's; another user's highlight
 * answers the same 404 as one that does not exist. A blue (Vocabulary) highlight adds its text
 * to the vocabulary list in the same transaction; removing the highlight leaves the word.
 */
export function highlightRoutes(deps: { db: Db }): FastifyPluginAsync {
  const { db } = deps;
  return async (app) => {
    app.post(
      namespacePath(API_ROUTES.highlights.create),
      policy('highlight.create'),
      async (request, reply): Promise<HighlightSaved> => {
        const { user } = authorise(request.actor, 'highlight.create');
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
      },
    );

    app.get(
      namespacePath(API_ROUTES.highlights.list),
      policy('highlight.list'),
      async (request): Promise<HighlightList> => {
        const { user } = authorise(request.actor, 'highlight.list');
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
      },
    );

    app.get(
      namespacePath(API_ROUTES.highlights.export),
      policy('highlight.export'),
      async (request, reply) => {
        const { user } = authorise(request.actor, 'highlight.export');
        const { format } = parseRequest(HighlightExportQuerySchema, request.query);
        const rows = await db
          .select()
          .from(highlights)
          .where(eq(highlights.userId, user.id))
          .orderBy(desc(highlights.createdAt), desc(highlights.id));
        return sendHighlightExport(reply, format, rows.map(toHighlight), user.settings);
      },
    );

    app.patch<IdParams>(
      namespacePath(API_ROUTES.highlights.update),
      policy('highlight.update'),
      async (request): Promise<HighlightSaved> => {
        const { user } = authorise(request.actor, 'highlight.update');
        const update = parseRequest(HighlightUpdateSchema, request.body ?? {});
        return db.transaction(async (tx) => {
          const found = authorise(
            request.actor,
            'highlight.update',
            userOwned(await findOwn(tx, user.id, request.params.id)),
          );
          const [updated] = await tx
            .update(highlights)
            .set({
              ...(update.colour === undefined ? {} : { colour: update.colour }),
              ...(update.note === undefined ? {} : { note: update.note }),
              updatedAt: sql`now()`,
            })
            .where(and(eq(highlights.userId, found.userId), eq(highlights.id, found.id)))
            .returning();
          // Gone between the read and the write (a delete elsewhere): as missing as before.
          const row = authorise(request.actor, 'highlight.update', userOwned(updated));
          // Turning a highlight blue collects its word, as making it blue would have.
          const added =
            update.colour === LOCKED_HIGHLIGHT_COLOUR
              ? await addVocabularyWord(tx, user.id, row.exact, row.pageUrl)
              : null;
          return { highlight: toHighlight(row), vocabularyWord: added?.word ?? null };
        });
      },
    );

    app.delete<IdParams>(
      namespacePath(API_ROUTES.highlights.delete),
      policy('highlight.delete'),
      async (request, reply) => {
        const { user } = authorise(request.actor, 'highlight.delete');
        const found = authorise(
          request.actor,
          'highlight.delete',
          userOwned(await findOwn(db, user.id, request.params.id)),
        );
        await db
          .delete(highlights)
          .where(and(eq(highlights.userId, found.userId), eq(highlights.id, found.id)));
        return reply.status(204).send();
      },
    );
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
