import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  API_ROUTES,
  eventMutationName,
  EventMutationSchema,
  IdentifyEverythingSchema,
  TRACK_ANSWER_TEXT,
  TrackEverythingSchema,
  type AnalyticsAck,
} from '@motes/shared';
import { publicAccess } from '../../authorisation/routeAccess.js';
import type { Db } from '../../db/database.js';
import { parseRequest } from '../../http/validation.js';
import {
  recordAnalyticsEvent,
  type AnalyticsEventInput,
  type AnalyticsPolicy,
} from '../../services/analyticsRecorder.js';
import { namespacePath } from '../../http/apiRoutePaths.js';

/** Analytics bodies are small; a bigger one is a bug or abuse, refused with 413. */
export const ANALYTICS_BODY_LIMIT_BYTES = 32 * 1024;

export interface StatsDeps extends AnalyticsPolicy {
  db: Db;
}

/**
 * `s/` namespace (§7): `s/identify/everything`, `s/track/everything` and `s/event` (the §7
 * event mutations and §8 analytics error events). Open to anonymous callers; a dead token
 * counts as anonymous (analytics never signs anyone out). Not rate-limited.
 */
export function statsRoutes(deps: StatsDeps): FastifyPluginAsync {
  return async (app) => {
    const record = (request: FastifyRequest, event: Omit<AnalyticsEventInput, 'auth' | 'ip'>) =>
      recordAnalyticsEvent(deps.db, { ...event, auth: request.auth, ip: request.ip }, deps);
    const options = {
      bodyLimit: ANALYTICS_BODY_LIMIT_BYTES,
      ...publicAccess(
        'analytics from every visitor; a minor’s or anonymous caller’s kept to the allow-list',
      ),
    };

    app.post(
      namespacePath(API_ROUTES.analytics.identify),
      options,
      async (request): Promise<AnalyticsAck> => {
        const payload = parseRequest(IdentifyEverythingSchema, request.body);
        const stored = await record(request, {
          kind: 'identify',
          name: null,
          payload,
          restricted: false,
        });
        return { stored };
      },
    );

    // §7: "Answer: text". The client ignores a failed track call.
    app.post(namespacePath(API_ROUTES.analytics.track), options, async (request, reply) => {
      const { event, restricted, ...payload } = parseRequest(TrackEverythingSchema, request.body);
      await record(request, {
        kind: 'track',
        name: event,
        payload,
        restricted: restricted ?? false,
      });
      return reply.type('text/plain; charset=utf-8').send(TRACK_ANSWER_TEXT);
    });

    app.post(
      namespacePath(API_ROUTES.analytics.event),
      options,
      async (request): Promise<AnalyticsAck> => {
        const { type, variables, restricted } = parseRequest(EventMutationSchema, request.body);
        const stored = await record(request, {
          kind: 'event',
          name: eventMutationName(type),
          payload: { type, ...variables },
          restricted: restricted ?? false,
        });
        return { stored };
      },
    );
  };
}
