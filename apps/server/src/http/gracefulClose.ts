import type { FastifyInstance } from 'fastify';

/**
 * Closes the app gracefully, but not forever: requests in flight get `graceMs` to finish, then
 * every connection still open is closed. Without the limit one client that stops reading a
 * response (or never finishes sending a body) would hold the whole shutdown — and everything
 * closed after the app, such as the database — for as long as it likes.
 */
export async function closeWithin(app: FastifyInstance, graceMs: number): Promise<void> {
  const force = setTimeout(() => {
    app.log.warn({ graceMs }, 'requests still in flight at shutdown; closing their connections');
    app.server.closeAllConnections();
  }, graceMs);
  force.unref();
  try {
    await app.close();
  } finally {
    clearTimeout(force);
  }
}
