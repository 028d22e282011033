// Starts the real, built Motes server on a free port of 127.0.0.1 with a fresh data dir,
// as the end-to-end suite does (e2e/fixtures/motesServer.ts), for the video recordings.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoPath } from './paths.mjs';

const SERVER_MAIN = repoPath('apps/server/dist/main.js');
const WEB_INDEX = repoPath('apps/web/dist/index.html');
const STARTUP_TIMEOUT_MS = 60_000;

/** The built files the server needs; empty when everything is there. */
export function missingBuild() {
  return [SERVER_MAIN, WEB_INDEX].filter((file) => !existsSync(file));
}

async function findFreePort() {
  const probe = createServer();
  await new Promise((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Resolves with `{ baseUrl, stop }` once `GET /api/z/health` answers 200. */
export async function startMotesServer() {
  const dataDir = await mkdtemp(join(tmpdir(), 'motes-videos-'));
  const port = await findFreePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [SERVER_MAIN], {
    cwd: repoPath('.'),
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (chunk) => (output = (output + chunk.toString()).slice(-4000)));
  }
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      await new Promise((resolve) => {
        const killTimer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        child.once('exit', () => resolve(clearTimeout(killTimer)));
        child.kill('SIGTERM');
      });
    }
    await rm(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      await stop();
      throw new Error(`The server exited during startup:\n${output}`);
    }
    const healthy = await fetch(`${baseUrl}/api/z/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return { baseUrl, stop };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error(`The server did not become healthy within ${STARTUP_TIMEOUT_MS} ms:\n${output}`);
}
