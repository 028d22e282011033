import type { FastifyPluginAsync } from 'fastify';
import { API_ROUTES } from '@motes/shared';
import type { DeploymentInfo, HealthResponse, ReadinessCheck, ReadyResponse } from '@motes/shared';
import { publicAccess } from '../../authorisation/routeAccess.js';
import type { Database } from '../../db/database.js';
import type { BlobStore } from '../../blobs/blobStore.js';
import { readDeployment } from '../../services/deploymentRecorder.js';
import { NotFoundError } from '../../domain/errors.js';
import { namespacePath } from '../../http/apiRoutePaths.js';

export interface HealthDeps {
  version: string;
  startedAt: number;
  database: Database;
  blobs: BlobStore;
  deploymentId: string;
}

/** `z/` namespace: liveness, readiness and deployment facts for operators. */
export function healthRoutes(deps: HealthDeps): FastifyPluginAsync {
  return async (app) => {
    // Liveness: the process answers. Never touches a dependency, so a slow database does not
    // get a healthy process restarted.
    const probe = publicAccess('liveness, readiness and version for load balancers and operators');
    app.get(namespacePath(API_ROUTES.service.health), probe, async (): Promise<HealthResponse> => ({
      status: 'ok',
      version: deps.version,
      uptimeSeconds: Math.round((Date.now() - deps.startedAt) / 1000),
    }));

    // Readiness: the database and the blob store both answer.
    app.get(namespacePath(API_ROUTES.service.ready), probe, async (request, reply) => {
      const [database, blobStore] = await Promise.all([
        check(deps.database.kind, () => deps.database.ping()),
        check(deps.blobs.kind, () => deps.blobs.ping()),
      ]);
      const ready = database.ok && blobStore.ok;
      if (!ready) request.log.warn({ database, blobStore }, 'not ready');
      const body: ReadyResponse = {
        status: ready ? 'ready' : 'not_ready',
        checks: { database, blobStore },
      };
      return reply.status(ready ? 200 : 503).send(body);
    });

    app.get(namespacePath(API_ROUTES.service.info), probe, async (): Promise<DeploymentInfo> => {
      const row = await readDeployment(deps.database.db, deps.deploymentId);
      if (!row) throw new NotFoundError('not_found', 'This deployment has no record yet.');
      return {
        deploymentId: row.id,
        createdAt: row.createdAt.toISOString(),
        lastStartedAt: row.lastStartedAt.toISOString(),
        startCount: row.startCount,
        version: deps.version,
        database: deps.database.kind,
        blobStore: deps.blobs.kind,
      };
    });
  };
}

async function check(kind: string, probe: () => Promise<void>): Promise<ReadinessCheck> {
  try {
    await withTimeout(probe(), 2000);
    return { ok: true, kind };
  } catch (error) {
    return { ok: false, kind, error: error instanceof Error ? error.message : String(error) };
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
