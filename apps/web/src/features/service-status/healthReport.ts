import { HealthResponseSchema, type HealthResponse } from '@motes/shared';

/** What `GET /api/z/health` answers when the server is up. */
export type HealthReport = HealthResponse;

/** Why an answer of the health route does not count as healthy. */
export type HealthProblem =
  { kind: 'unreadable' } | { kind: 'notOk'; status: string } | { kind: 'incomplete' };

/** Returns the report when `body` is a healthy answer, else what is wrong with it. */
export function readHealthReport(body: unknown): { report: HealthReport } | HealthProblem {
  if (typeof body !== 'object' || body === null) return { kind: 'unreadable' };
  const { status } = body as Record<string, unknown>;
  if (status !== 'ok') return { kind: 'notOk', status: String(status) };
  const parsed = HealthResponseSchema.safeParse(body);
  return parsed.success ? { report: parsed.data } : { kind: 'incomplete' };
}
