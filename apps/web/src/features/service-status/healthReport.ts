import { HealthResponseSchema, type HealthResponse } from '@motes/shared';

/** What `GET /api/z/health` answers when the server is up. */
export type HealthReport = HealthResponse;

/** Returns the report when `body` is a healthy answer, else a sentence saying what is wrong. */
export function readHealthReport(body: unknown): HealthReport | string {
  if (typeof body !== 'object' || body === null) return 'The service sent an unreadable answer.';
  const { status } = body as Record<string, unknown>;
  if (status !== 'ok') return `The service reports its status as "${String(status)}".`;
  const parsed = HealthResponseSchema.safeParse(body);
  return parsed.success ? parsed.data : 'The service sent an incomplete answer.';
}
