import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig, type ServerConfig } from '../src/config.js';
import { startServer, type RunningServer } from '../src/server.js';
import { openTestDatabase } from './testDatabase.js';

export interface TestServer extends RunningServer {
  config: ServerConfig;
}

/**
 * The whole server on 127.0.0.1 with a free port, a fresh data dir and a fresh test database
 * (see testDatabase.ts). `env` overrides any environment variable the server reads.
 */
export async function getTestServer(env: Record<string, string> = {}): Promise<TestServer> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'motes-server-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    JOBS_ENABLED: 'false',
    ...env,
  });
  const database = await openTestDatabase();
  const server = await startServer(config, { database });
  const stop = server.stop;
  return Object.assign(server, {
    config,
    async stop() {
      await stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  });
}
