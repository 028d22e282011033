import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  API_ROUTES,
  DEVICE_ID_HEADER,
  OtlOpenRequestSchema,
  OtlOpenResponseSchema,
  OtlPollRequestSchema,
  OtlPollResponseSchema,
  OtlRequestResponseSchema,
  OtlRequestSchema,
  SIGN_IN_ERROR_CODES,
  SIGN_IN_LINK_PAGE_PATH,
  SIGN_IN_LINK_TOKEN_PARAM,
  SIGN_IN_MESSAGES,
  SIGN_IN_POLL_INTERVAL_MS,
  SIGN_IN_RATE_LIMITS,
  type OtlOpenResponse,
  type OtlPollResponse,
  type OtlRequestResponse,
  type SignInLogin,
} from '@motes/shared';
import { namespacePath } from '../../http/apiRoutePaths.js';
import { clientOf } from '../../auth/requestAuth.js';
import { publicAccess } from '../../authorisation/routeAccess.js';
import type { UserRow } from '../../auth/sessionStore.js';
import type { ServerConfig } from '../../config.js';
import type { Db } from '../../db/database.js';
import { adoptDeviceMotes } from '../../services/motes/moteAdopter.js';
import { ConflictError, GoneError, NotFoundError } from '../../domain/errors.js';
import { refuseForeignPages } from '../../http/foreignPages.js';
import { parseRequest } from '../../http/validation.js';
import type { Mailer } from '../../mail/mailer.js';
import { signInEmail } from '../../mail/signInEmail.js';
import { DeletedAccountError } from '../../services/accounts.js';
import { enforceRateLimit } from '../../services/rateLimiter.js';
import { linkSessionKeyOf, sessionOfLink } from '../../services/signIn/linkSessions.js';
import {
  createSignInLink,
  openSignInLink,
  pollSignInLink,
  replaySignInLink,
  type ReplayOutcome,
  type SignInLinkRow,
} from '../../services/signIn/otlLinks.js';

export interface OtlDeps {
  db: Db;
  mailer: Mailer;
  /** The site's origin; the emailed link points at its /login/link page. */
  publicUrl: string;
  /** Outside production, without SMTP, each link is also written to the log (README "Mail"). */
  environment?: ServerConfig['environment'];
  /** SIGNING_SECRET, or undefined: the database's secret keys the links' session tokens. */
  signingSecret?: string | undefined;
}

/**
 * §7 `v1/i/signIn/clientOTL`: sign-in by emailed one-time link, in three calls —
 * request (mail a link), open (the link's page), poll (the requesting device collects its
 * session). Tokens travel in JSON bodies only: never in a URL, never in a log line.
 */
export function otlRoutes(deps: OtlDeps): FastifyPluginAsync {
  const { db } = deps;
  const sessionKey = linkSessionKeyOf(db, deps.signingSecret);
  const logLinks = deps.environment !== 'production' && deps.mailer.delivery === 'outbox';

  return async (app) => {
    // Another site's page must not request, open or complete a sign-in (issue 14): it could
    // otherwise collect a session. Node clients and this site's own pages pass.
    app.addHook('onRequest', refuseForeignPages([deps.publicUrl]));

    /**
     * Mails a link. The answer never depends on whether the address has an account (no
     * account enumeration): nothing about the account is even read here.
     */
    const signIn = publicAccess('sign-in: the caller has no session yet');
    app.post(
      namespacePath(API_ROUTES.signIn.requestLink),
      signIn,
      async (request, reply): Promise<OtlRequestResponse> => {
        const body = parseRequest(OtlRequestSchema, request.body);
        const client = clientOf(request);
        const key = body.idempotencyKey;
        const replay = (idempotencyKey: string) =>
          replaySignInLink(db, { deviceId: client.deviceId, idempotencyKey, email: body.email });

        // A retry of a request that got through: no new mail, and no second count either.
        if (key) {
          const replayed = await replay(key);
          if (replayed.kind !== 'none') return requestAnswer(replayed);
        }
        await enforceRateLimit(db, reply, SIGN_IN_RATE_LIMITS.linkRequestsPerIp, request.ip);
        await enforceRateLimit(db, reply, SIGN_IN_RATE_LIMITS.linkRequestsPerEmail, body.email);

        const created = await db.transaction(async (tx) => {
          const link = await createSignInLink(tx, {
            email: body.email,
            returnTo: body.returnTo,
            signUp: body.signUp,
            deviceId: client.deviceId,
            clientType: client.clientType,
            requestIp: request.ip,
            idempotencyKey: key,
          });
          if (!link) return undefined;
          const url = new URL(SIGN_IN_LINK_PAGE_PATH, deps.publicUrl);
          url.searchParams.set(SIGN_IN_LINK_TOKEN_PARAM, link.linkToken);
          await deps.mailer.sendMail(
            tx,
            signInEmail({ to: body.email, link: url.href, expiresAt: link.expiresAt }),
          );
          return { ...link, url: url.href };
        });
        if (created && logLinks) {
          // No mail server: a newcomer on a fresh machine reads the link here (or at /dev/outbox).
          request.log.info(
            `Sign-in link for ${body.email} (no SMTP_URL, not mailed): ${created.url}`,
          );
        }
        if (created) return requestAnswer(created);
        // Only a request with a key can lose the insert: a retry of it committed first.
        if (!key) throw new Error('sign-in link insert conflicted without an idempotency key');
        return requestAnswer(await replay(key));
      },
    );

    /**
     * The requesting device asks whether its link was opened. 'complete' carries the login
     * once; asking again afterwards is 410, so a copied poll token cannot mint a second
     * session. (A first-class route may be retried after a timeout: a retry that lost the
     * race gets the 410 and the person asks for a new link.)
     */
    app.post(
      namespacePath(API_ROUTES.signIn.pollLink),
      signIn,
      async (request, reply): Promise<OtlPollResponse> => {
        const { pollToken } = parseRequest(OtlPollRequestSchema, request.body);
        const client = clientOf(request);
        await enforceRateLimit(db, reply, SIGN_IN_RATE_LIMITS.pollsPerIp, request.ip);

        // Read before the transaction: on the embedded database it holds the one connection.
        const key = await sessionKey();
        const answer = await db.transaction(async (tx): Promise<OtlPollResponse> => {
          const outcome = await pollSignInLink(tx, pollToken, client.deviceId);
          switch (outcome.kind) {
            case 'complete':
              return {
                status: 'complete',
                login: await loginFor(tx, key, request, outcome.user, outcome.link, client),
              };
            case 'pending':
            case 'expired':
              return { status: outcome.kind };
            case 'unknown':
              throw new NotFoundError(
                SIGN_IN_ERROR_CODES.pollUnknown,
                SIGN_IN_MESSAGES.pollUnknown,
              );
            case 'wrongDevice':
              throw new ConflictError(
                SIGN_IN_ERROR_CODES.pollWrongDevice,
                SIGN_IN_MESSAGES.pollWrongDevice,
              );
            case 'consumed':
              throw new GoneError(
                SIGN_IN_ERROR_CODES.alreadyCompleted,
                SIGN_IN_MESSAGES.alreadyCompleted,
              );
          }
        });
        return OtlPollResponseSchema.parse(answer);
      },
    );

    /**
     * The emailed link's page calls this with the token from its URL. Opening proves the
     * address: the account is created now if it is new, and the requesting device's poll
     * completes. The opening browser is signed in too when it sends a device id: it may be
     * another device (a phone's mail app), and it is the one the person is looking at.
     */
    app.post(
      namespacePath(API_ROUTES.signIn.openLink),
      signIn,
      async (request, reply): Promise<OtlOpenResponse> => {
        const { token } = parseRequest(OtlOpenRequestSchema, request.body);
        // Read before anything changes, so a malformed header cannot burn the link.
        const opener =
          request.headers[DEVICE_ID_HEADER] === undefined ? undefined : clientOf(request);
        await enforceRateLimit(db, reply, SIGN_IN_RATE_LIMITS.linkOpensPerIp, request.ip);

        const key = await sessionKey();
        const answer = await db.transaction(async (tx): Promise<OtlOpenResponse> => {
          const outcome = await openLinkOrExplain(tx, token, opener?.deviceId);
          return {
            status: 'opened',
            email: outcome.link.email,
            isNewUser: outcome.isNewUser,
            ...(opener
              ? { login: await loginFor(tx, key, request, outcome.user, outcome.link, opener) }
              : {}),
          };
        });
        return OtlOpenResponseSchema.parse(answer);
      },
    );
  };
}

function requestAnswer(
  outcome: ReplayOutcome | { pollToken: string; expiresAt: Date },
): OtlRequestResponse {
  if ('kind' in outcome && outcome.kind !== 'replayed') {
    throw new ConflictError(
      SIGN_IN_ERROR_CODES.idempotencyKeyReused,
      SIGN_IN_MESSAGES.idempotencyKeyReused,
    );
  }
  return OtlRequestResponseSchema.parse({
    pollToken: outcome.pollToken,
    expiresAt: outcome.expiresAt.toISOString(),
    pollIntervalMs: SIGN_IN_POLL_INTERVAL_MS,
  });
}

async function openLinkOrExplain(db: Db, token: string, openerDeviceId: string | undefined) {
  let outcome;
  try {
    outcome = await openSignInLink(db, token, openerDeviceId);
  } catch (error) {
    if (error instanceof DeletedAccountError) {
      throw new ConflictError(SIGN_IN_ERROR_CODES.accountDeleted, SIGN_IN_MESSAGES.accountDeleted);
    }
    throw error;
  }
  switch (outcome.kind) {
    case 'opened':
      return outcome;
    case 'unknown':
      throw new NotFoundError(SIGN_IN_ERROR_CODES.linkUnknown, SIGN_IN_MESSAGES.linkUnknown);
    case 'used':
      throw new GoneError(SIGN_IN_ERROR_CODES.linkUsed, SIGN_IN_MESSAGES.linkUsed);
    case 'expired':
      throw new GoneError(SIGN_IN_ERROR_CODES.linkExpired, SIGN_IN_MESSAGES.linkExpired);
  }
}

/**
 * The §5 login of the link's session on `client`'s device: started the first time, the same
 * session when the device asks again (a retried open, or the poll of the browser that opened
 * the link), so a link never starts a second session on a device (issue 14 item 7).
 */
async function loginFor(
  db: Db,
  key: Buffer,
  request: FastifyRequest,
  user: UserRow,
  link: SignInLinkRow,
  client: ReturnType<typeof clientOf>,
): Promise<SignInLogin> {
  const session = await sessionOfLink(db, key, link.id, {
    userId: user.id,
    deviceId: client.deviceId,
    clientType: client.clientType,
    userAgent: request.headers['user-agent'],
    method: 'otl',
  });
  // That session was ended since (signed out): the link is used, it does not sign in again.
  if (!session) throw new GoneError(SIGN_IN_ERROR_CODES.linkUsed, SIGN_IN_MESSAGES.linkUsed);
  // What this device made while signed out becomes the account's (issue 6 item 9).
  if (session.created) await adoptDeviceMotes(db, client.deviceId, user);
  return {
    accessToken: session.accessToken,
    userId: user.id,
    primaryEmailAddress: user.primaryEmail,
    isNewUser: link.isNewUser,
    returnTo: link.returnTo,
  };
}
