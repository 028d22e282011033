import * as z from 'zod/mini';

/** `GET z/health`: the process answers (liveness). */
export const HealthResponseSchema = z.object({
  status: z.literal('ok'),
  version: z.string(),
  uptimeSeconds: z.number().check(z.int(), z.nonnegative()),
});
export type HealthResponse = z.infer<typeof HealthResponseSchema>;

const ReadinessCheckSchema = z.object({
  ok: z.boolean(),
  kind: z.string(),
  error: z.optional(z.string()),
});
export type ReadinessCheck = z.infer<typeof ReadinessCheckSchema>;

/** `GET z/ready`: 200 when the database and the blob store answer, else 503. */
export const ReadyResponseSchema = z.object({
  status: z.enum(['ready', 'not_ready']),
  checks: z.object({ database: ReadinessCheckSchema, blobStore: ReadinessCheckSchema }),
});
export type ReadyResponse = z.infer<typeof ReadyResponseSchema>;

/** `GET z/info`: facts about this deployment, read from the database. */
export const DeploymentInfoSchema = z.object({
  deploymentId: z.string(),
  createdAt: z.iso.datetime(),
  lastStartedAt: z.iso.datetime(),
  startCount: z.number().check(z.int(), z.positive()),
  version: z.string(),
  database: z.enum(['pglite', 'postgres']),
  blobStore: z.enum(['filesystem', 's3']),
});
export type DeploymentInfo = z.infer<typeof DeploymentInfoSchema>;

/** The JSON body of every API error. */
export const ApiErrorBodySchema = z.object({
  error: z.string(),
  message: z.string(),
  requestId: z.string(),
  details: z.optional(z.unknown()),
});
export type ApiErrorBody = z.infer<typeof ApiErrorBodySchema>;
