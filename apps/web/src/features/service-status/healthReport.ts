/** What `GET /api/z/health` answers when the server is up. */
export interface HealthReport {
  status: 'ok';
  version: string;
  uptimeSeconds: number;
}

// TODO(contract): replace with the health response schema from @motes/shared once the
// server's `z/` routes publish one; until then this guard is the page's only check.
/** Returns the report when `body` is a healthy answer, else a sentence saying what is wrong. */
export function readHealthReport(body: unknown): HealthReport | string {
  if (typeof body !== 'object' || body === null) return 'The service sent an unreadable answer.';
  const { status, version, uptimeSeconds } = body as Record<string, unknown>;
  if (status !== 'ok') return `The service reports its status as "${String(status)}".`;
  if (typeof version !== 'string' || typeof uptimeSeconds !== 'number') {
    return 'The service sent an incomplete answer.';
  }
  return { status, version, uptimeSeconds };
}
