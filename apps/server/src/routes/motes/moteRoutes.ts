import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  API_ROUTES,
  IDEMPOTENCY_KEY_REQUIRED_ERROR,
  IDEMPOTENCY_KEY_REQUIRED_MESSAGE,
  IdempotencyKeySchema,
  MOTE_LIST_PAGE_SIZE,
  MOTE_NOT_FOUND_ERROR,
  MOTE_NOT_FOUND_MESSAGE,
  MOTE_PLAY_RATE_LIMITS,
  MOTE_PLAYS_RATE_LIMITED_MESSAGE,
  MoteCreateSchema,
  MoteListQuerySchema,
  MotePlaySchema,
  MoteUpdateSchema,
  UPLOAD_RATE_LIMIT,
  UPLOAD_RATE_LIMITED_MESSAGE,
  type Mote,
  type MoteList,
  type MotePlays,
} from '@motes/shared';
import type { Db } from '../../db/database.js';
import type { SpeechToTextEngine } from '../../engines/speechToText/index.js';
import type { DomainError } from '../../domain/errors.js';
import { InvalidInputError, NotFoundError } from '../../domain/errors.js';
import { parseRequest } from '../../http/validation.js';
import {
  acceptedLanguageTags,
  recommendTranscriptionLocale,
} from '../../services/localeRecommender.js';
import { moteAudioLinksOf } from '../../services/motes/moteAudioLinks.js';
import type { MoteCreator } from '../../services/motes/moteCreator.js';
import type { MoteOwner } from '../../services/motes/moteOwners.js';
import { editMote } from '../../services/motes/moteEditor.js';
import {
  countPlay,
  findMote,
  listOwnedMotes,
  restoreOwnedMote,
  softDeleteMote,
} from '../../services/motes/moteStore.js';
import { findMoteWithAuthor, toMote, type MoteRow } from '../../services/motes/moteViews.js';
import { enforceRateLimit } from '../../services/rateLimiter.js';
import { requestOrigin, type ShareLinks } from '../../services/shareLinks.js';
import { readStoredSettings } from '../../services/userSettings.js';
import type { BlobStore } from '../../blobs/blobStore.js';
import { authorise } from '../../authorisation/authorise.js';
import { policy } from '../../authorisation/routeAccess.js';
import { moteAudioRoutes } from './moteAudioRoutes.js';
import { readListCursor, writeListCursor } from '../../services/listCursor.js';
import { namespacePath } from '../../http/apiRoutePaths.js';

export interface MoteRoutesDeps {
  db: Db;
  blobs: BlobStore;
  creator: MoteCreator;
  speechToText: SpeechToTextEngine;
  /** §9 share links of the views. */
  links: ShareLinks;
  /** SIGNING_SECRET: signs audio links instead of the database's secret when set. */
  signingSecret?: string;
  now?: () => Date;
}

const GENERATE_RULES = {
  perOwner: {
    name: 'motes.generate.owner',
    ...UPLOAD_RATE_LIMIT,
    message: UPLOAD_RATE_LIMITED_MESSAGE,
  },
  perIp: {
    name: 'motes.generate.ip',
    limit: UPLOAD_RATE_LIMIT.limit * 10,
    windowMs: UPLOAD_RATE_LIMIT.windowMs,
    message: UPLOAD_RATE_LIMITED_MESSAGE,
  },
} as const;

/** Per mote, so one busy mote does not stop a listener's plays of another. */
const PLAY_RULES = {
  perListener: {
    name: 'motes.plays.listener',
    ...MOTE_PLAY_RATE_LIMITS.perListener,
    message: MOTE_PLAYS_RATE_LIMITED_MESSAGE,
  },
  perIp: {
    name: 'motes.plays.ip',
    ...MOTE_PLAY_RATE_LIMITS.perAddress,
    message: MOTE_PLAYS_RATE_LIMITED_MESSAGE,
  },
} as const;

type IdParams = { Params: { id: string } };

/**
 * `m/` namespace (issue 6 item 5): motes. See packages/shared/src/motes/motes.ts for the
 * contract. Who may do what is authorisation/policies/motes.ts: every change is the owner's
 * only; another caller — signed in or not — gets the same 404 as for a mote that does not exist
 * (ARCHITECTURE.md: never 403 for another's object).
 */
export function moteRoutes(deps: MoteRoutesDeps): FastifyPluginAsync {
  const now = deps.now ?? (() => new Date());
  const audioLinks = moteAudioLinksOf(deps.db, deps.signingSecret);
  return async (app) => {
    await app.register(moteAudioRoutes({ ...deps, audioLinks }));

    app.post(
      namespacePath(API_ROUTES.motes.create),
      policy('mote.create'),
      async (request, reply): Promise<Mote> => {
        const owner = authorise(request.actor, 'mote.create');
        const idempotencyKey = idempotencyKeyOf(request);
        const input = parseRequest(MoteCreateSchema, request.body);
        if (input.kind === 'generated') {
          await enforceRateLimit(deps.db, reply, GENERATE_RULES.perOwner, owner.key);
          await enforceRateLimit(deps.db, reply, GENERATE_RULES.perIp, request.ip);
        }
        const { row, created } = await deps.creator.create(
          request.actor,
          input,
          idempotencyKey,
          defaultLanguageOf(request, owner),
        );
        void reply.status(created ? 201 : 200);
        return viewFor(row, owner, request);
      },
    );

    app.get(
      namespacePath(API_ROUTES.motes.list),
      policy('mote.list'),
      async (request): Promise<MoteList> => {
        const owner = authorise(request.actor, 'mote.list');
        const { q, cursor } = parseRequest(MoteListQuerySchema, request.query);
        const after = cursor ? readListCursor(cursor) : undefined;
        const rows = await listOwnedMotes(deps.db, owner.key, {
          search: q?.trim(),
          after,
          limit: MOTE_LIST_PAGE_SIZE,
        });
        const page = rows.slice(0, MOTE_LIST_PAGE_SIZE);
        const last = page.at(-1)?.row;
        const linksOf = await deps.links.linksOf(
          requestOrigin(request),
          'mote',
          page.map(({ row }) => row.id),
        );
        const signer = await audioLinks();
        return {
          motes: page.map(({ row, author }) =>
            toMote(row, row.userId ? author : null, request.actor, linksOf(row.id), signer),
          ),
          nextCursor: rows.length > MOTE_LIST_PAGE_SIZE && last ? writeListCursor(last) : null,
        };
      },
    );

    /** The share view: the owner, or anyone when the mote is shared by link. */
    app.get<IdParams>(
      namespacePath(API_ROUTES.motes.get),
      policy('mote.read'),
      async (request, reply): Promise<Mote> => {
        authorise(request.actor, 'mote.read'); // the gate, before the lookup
        const found = await findMoteWithAuthor(deps.db, request.params.id);
        authorise(request.actor, 'mote.read', found?.row);
        if (!found) throw notFound();
        void reply.header('cache-control', 'private, no-cache');
        const links = await deps.links.linksOfOne(requestOrigin(request), 'mote', found.row.id);
        return toMote(found.row, found.author, request.actor, links, await audioLinks());
      },
    );

    app.patch<IdParams>(
      namespacePath(API_ROUTES.motes.update),
      policy('mote.update'),
      async (request): Promise<Mote> => {
        const owner = authorise(request.actor, 'mote.update');
        const update = parseRequest(MoteUpdateSchema, request.body ?? {});
        const row = authorise(request.actor, 'mote.update', await liveMote(request.params.id));
        const updated = await editMote({ ...deps, now }, row, update);
        if (!updated) throw notFound();
        return viewFor(updated, owner, request);
      },
    );

    app.delete<IdParams>(
      namespacePath(API_ROUTES.motes.delete),
      policy('mote.delete'),
      async (request, reply) => {
        const row = authorise(request.actor, 'mote.delete', await liveMote(request.params.id));
        await softDeleteMote(deps.db, row.id, now());
        return reply.status(204).send();
      },
    );

    /** Undo of a delete, within MOTE_RESTORE_DAYS (then the daily sweep removes it). */
    app.post<IdParams>(
      namespacePath(API_ROUTES.motes.restore),
      policy('mote.restore'),
      async (request): Promise<Mote> => {
        const owner = authorise(request.actor, 'mote.restore');
        const row = authorise(
          request.actor,
          'mote.restore',
          await findMote(deps.db, request.params.id),
        );
        // Restoring a mote that is not deleted is a no-op that answers the mote.
        if (!row.deletedAt) return viewFor(row, owner, request);
        const restored = await restoreOwnedMote(deps.db, row.ownerKey, row.id, now());
        // Deleted longer ago than MOTE_RESTORE_DAYS: gone for good.
        if (!restored) throw notFound();
        return viewFor(restored, owner, request);
      },
    );

    /** Counts a play, and a new listener once ("heard"). Anyone who can view the mote. */
    app.post<IdParams>(
      namespacePath(API_ROUTES.motes.play),
      policy('mote.play'),
      async (request, reply): Promise<MotePlays> => {
        const { listenerId } = parseRequest(MotePlaySchema, request.body);
        const found = await findMoteWithAuthor(deps.db, request.params.id);
        authorise(request.actor, 'mote.play', found?.row);
        if (!found) throw notFound();
        // A script must not inflate the counts: a fresh listener id per call meets the address's
        // limit. A school behind one router shares an address, hence its larger limit.
        const moteId = found.row.id;
        await enforceRateLimit(deps.db, reply, PLAY_RULES.perListener, `${moteId}:${listenerId}`);
        await enforceRateLimit(deps.db, reply, PLAY_RULES.perIp, `${moteId}:${request.ip}`);
        const counts = await countPlay(deps.db, moteId, listenerId);
        if (!counts) throw notFound();
        return counts;
      },
    );
  };

  /** The live (not deleted) mote with this id, whoever owns it: the policy decides. */
  async function liveMote(id: string): Promise<MoteRow | undefined> {
    const row = await findMote(deps.db, id);
    return row && !row.deletedAt ? row : undefined;
  }

  async function viewFor(row: MoteRow, owner: MoteOwner, request: FastifyRequest): Promise<Mote> {
    const author =
      owner.kind === 'user' && row.userId === owner.user.id
        ? owner.user
        : ((await findMoteWithAuthor(deps.db, row.id))?.author ?? null);
    const links = await deps.links.linksOfOne(requestOrigin(request), 'mote', row.id);
    return toMote(row, row.userId ? author : null, request.actor, links, await audioLinks());
  }
}

function notFound(): DomainError {
  return new NotFoundError(MOTE_NOT_FOUND_ERROR, MOTE_NOT_FOUND_MESSAGE);
}

/** The create call's Idempotency-Key header (also `POST t/totes`). */
export function idempotencyKeyOf(request: FastifyRequest): string {
  const value = request.headers['idempotency-key'];
  if (typeof value !== 'string') {
    throw new InvalidInputError(IDEMPOTENCY_KEY_REQUIRED_ERROR, IDEMPOTENCY_KEY_REQUIRED_MESSAGE);
  }
  // RFC 8941 allows the key as a quoted string; accept both spellings.
  return parseRequest(IdempotencyKeySchema, value.replace(/^"(.*)"$/, '$1'));
}

/** The spoken language when the client names none: the caller's transcription locale (§3). */
function defaultLanguageOf(request: FastifyRequest, owner: MoteOwner): string {
  const saved =
    owner.kind === 'user'
      ? readStoredSettings(owner.user.settings).recommendedTranscriptionLocale
      : undefined;
  return (
    saved ?? recommendTranscriptionLocale(acceptedLanguageTags(request.headers['accept-language']))
  );
}
