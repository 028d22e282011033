import { startMotesServer } from './fixtures/motesServer';
import { BASE_URL_ENV } from './fixtures/baseUrl';

/**
 * Starts one real Motes server for the whole run and hands its address to the tests
 * through the environment, which the worker processes inherit. The returned function is
 * Playwright's global teardown.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const server = await startMotesServer();
  process.env[BASE_URL_ENV] = server.baseUrl;
  return server.stop;
}
