import type { FastifyPluginAsync } from 'fastify';
import {
  API_ROUTES,
  IDEMPOTENCY_KEY_REUSED_ERROR,
  IDEMPOTENCY_KEY_REUSED_MESSAGE,
  TOTE_MOTE_NOT_OWNED_ERROR,
  TOTE_MOTE_NOT_OWNED_MESSAGE,
  TOTE_NOT_FOUND_ERROR,
  TOTE_NOT_FOUND_MESSAGE,
  ToteCreateSchema,
  ToteIdSchema,
  ToteRestoreSchema,
  ToteUpdateSchema,
  type Tote,
  type ToteDeleted,
  type ToteList,
} from '@motes/shared';
import type { DomainError } from '../../domain/errors.js';
import { NotFoundError, UnprocessableError } from '../../domain/errors.js';
import { parseRequest } from '../../http/validation.js';
import type { Db } from '../../db/database.js';
import { moteAudioLinksOf } from '../../services/motes/moteAudioLinks.js';
import type { MoteOwner } from '../../services/motes/moteOwners.js';
import type { Actor } from '../../authorisation/actor.js';
import { allows, authorise } from '../../authorisation/authorise.js';
import { policy } from '../../authorisation/routeAccess.js';
import { requestOrigin, type ShareLinks } from '../../services/shareLinks.js';
import { toteRestoreTokensOf } from '../../services/totes/toteRestoreTokens.js';
import {
  deleteTote,
  findLiveMotes,
  findToteByKey,
  hashToteRequest,
  insertTote,
  listOwnedTotes,
  reinsertTote,
  updateTote,
} from '../../services/totes/toteStore.js';
import { findTote, toTote, toTotes, type ToteRow } from '../../services/totes/toteViews.js';
import { idempotencyKeyOf } from '../motes/moteRoutes.js';
import { namespacePath } from '../../http/apiRoutePaths.js';

type IdParams = { Params: { id: string } };

/**
 * `t/totes` (issue 6 item 9): totes, named collections of motes played in order. See
 * packages/shared/src/motes/totes.ts for the contract. Owned like motes (a user or an
 * anonymous device); authorisation/policies/totes.ts: every change is the owner's only, and
 * anyone else — signed in or not — gets the same 404 as for a tote that does not exist (never
 * 403 for another's object).
 * A delete is undone with the signed token it answers (services/toteRestoreTokens.ts).
 */
export function toteRoutes(options: {
  db: Db;
  links: ShareLinks;
  /** SIGNING_SECRET, for the signed audio links of the owner's motes (moteAudioLinks.ts). */
  signingSecret?: string;
}): FastifyPluginAsync {
  const deps = { ...options, audioLinks: moteAudioLinksOf(options.db, options.signingSecret) };
  const restoreTokens = toteRestoreTokensOf(options.db, options.signingSecret);
  return async (app) => {
    app.post(
      namespacePath(API_ROUTES.totes.create),
      policy('tote.create'),
      async (request, reply): Promise<Tote> => {
        const owner = authorise(request.actor, 'tote.create');
        const idempotencyKey = idempotencyKeyOf(request);
        const input = parseRequest(ToteCreateSchema, request.body);
        const requestHash = hashToteRequest(input);
        const existing = await findByKey(owner, idempotencyKey);
        if (existing) {
          void reply.status(200);
          return toTote(deps, replay(existing, requestHash), request.actor, requestOrigin(request));
        }
        await checkCollectable(request.actor, input.moteIds);
        const inserted = await insertTote(deps.db, owner, input, { idempotencyKey, requestHash });
        // A retry that raced the first attempt: answer what the first one made.
        const row = inserted ?? replay(await findByKey(owner, idempotencyKey), requestHash);
        void reply.status(inserted ? 201 : 200);
        return toTote(deps, row, request.actor, requestOrigin(request));
      },
    );

    app.get(
      namespacePath(API_ROUTES.totes.list),
      policy('tote.list'),
      async (request): Promise<ToteList> => {
        const owner = authorise(request.actor, 'tote.list');
        const rows = await listOwnedTotes(deps.db, owner.key);
        return { totes: await toTotes(deps, rows, request.actor, requestOrigin(request)) };
      },
    );

    /** The share view: anyone with the link (the motes in it each as the viewer may see). */
    app.get<IdParams>(
      namespacePath(API_ROUTES.totes.get),
      policy('tote.read'),
      async (request, reply): Promise<Tote> => {
        authorise(request.actor, 'tote.read'); // the gate, before the lookup
        const row = authorise(
          request.actor,
          'tote.read',
          ToteIdSchema.safeParse(request.params.id).success
            ? await findTote(deps.db, request.params.id)
            : undefined,
        );
        void reply.header('cache-control', 'private, no-cache');
        return toTote(deps, row, request.actor, requestOrigin(request));
      },
    );

    app.patch<IdParams>(
      namespacePath(API_ROUTES.totes.update),
      policy('tote.update'),
      async (request): Promise<Tote> => {
        authorise(request.actor, 'tote.update'); // the gate, before the body is read
        const update = parseRequest(ToteUpdateSchema, request.body ?? {});
        const row = authorise(
          request.actor,
          'tote.update',
          await findTote(deps.db, request.params.id),
        );
        const changes: Parameters<typeof updateTote>[2] = {};
        if (update.title !== undefined) changes.title = update.title.trim();
        if (update.moteIds !== undefined) {
          // Motes already in the tote may stay (even one its owner later made private); any
          // newly added one must be the owner's own.
          await checkCollectable(
            request.actor,
            update.moteIds.filter((id) => !row.moteIds.includes(id)),
          );
          changes.moteIds = update.moteIds;
        }
        const updated = await updateTote(deps.db, row.id, changes);
        if (!updated) throw notFound();
        return toTote(deps, updated, request.actor, requestOrigin(request));
      },
    );

    app.delete<IdParams>(
      namespacePath(API_ROUTES.totes.delete),
      policy('tote.delete'),
      async (request): Promise<ToteDeleted> => {
        const row = authorise(
          request.actor,
          'tote.delete',
          await findTote(deps.db, request.params.id),
        );
        const restoreToken = (await restoreTokens()).issue(row);
        await deleteTote(deps.db, row.id);
        return { restoreToken };
      },
    );

    /** Undo of a delete: the same tote, under the same id, so its links work again. */
    app.post<IdParams>(
      namespacePath(API_ROUTES.totes.restore),
      policy('tote.restore'),
      async (request): Promise<Tote> => {
        const owner = authorise(request.actor, 'tote.restore');
        const { restoreToken } = parseRequest(ToteRestoreSchema, request.body ?? {});
        const deleted = (await restoreTokens()).verify(restoreToken, owner.key, request.params.id);
        if (!deleted) throw notFound();
        const inserted = await reinsertTote(deps.db, owner, deleted);
        // A second undo of the same delete answers the tote again (if it is still the caller's).
        const row =
          inserted ?? authorise(request.actor, 'tote.restore', await findTote(deps.db, deleted.id));
        return toTote(deps, row, request.actor, requestOrigin(request));
      },
    );
  };

  function findByKey(owner: MoteOwner, idempotencyKey: string) {
    return findToteByKey(deps.db, owner.key, idempotencyKey);
  }

  /**
   * Every id must be a live mote the mote policy lets the actor collect (its own): the same
   * answer for another's and for none.
   */
  async function checkCollectable(actor: Actor, ids: readonly string[]): Promise<void> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return;
    const rows = await findLiveMotes(deps.db, unique);
    if (rows.filter((row) => allows(actor, 'mote.collect', row)).length !== unique.length) {
      throw new UnprocessableError(TOTE_MOTE_NOT_OWNED_ERROR, TOTE_MOTE_NOT_OWNED_MESSAGE);
    }
  }
}

function replay(row: ToteRow | undefined, requestHash: string): ToteRow {
  if (!row) throw notFound();
  if (row.requestHash !== requestHash) {
    throw new UnprocessableError(IDEMPOTENCY_KEY_REUSED_ERROR, IDEMPOTENCY_KEY_REUSED_MESSAGE);
  }
  return row;
}

function notFound(): DomainError {
  return new NotFoundError(TOTE_NOT_FOUND_ERROR, TOTE_NOT_FOUND_MESSAGE);
}
