import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { tempDir } from './tempDirs.js';
import { dropSchema, freshSchemaName, TEST_DB_KIND } from './testDatabase.js';

const mainModule = fileURLToPath(new URL('../src/main.ts', import.meta.url));

interface Started {
  child: ChildProcessWithoutNullStreams;
  output: () => string;
  exited: Promise<number | null>;
}

function spawnServer(env: Record<string, string>): Started {
  const child = spawn(process.execPath, ['--import', 'tsx', mainModule], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function waitForUrl(server: Started): Promise<string> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const match = /Motes is running at (http:\/\/[\d.]+:\d+)/.exec(server.output());
    if (match?.[1]) return match[1];
    if (server.child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`server did not start:\n${server.output()}`);
}

describe(`the server process (${TEST_DB_KIND})`, () => {
  const cleanups: Array<() => Promise<void> | void> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
    cleanups.length = 0;
  });

  it('starts, reports ready, refuses a second server on its data dir, and stops cleanly on SIGTERM', async () => {
    const dataDir = tempDir('process');
    const env: Record<string, string> = { DATA_DIR: dataDir };
    if (TEST_DB_KIND === 'postgres') {
      const url = process.env.TEST_DATABASE_URL ?? '';
      const schema = freshSchemaName();
      Object.assign(env, { DATABASE_URL: url, DATABASE_SCHEMA: schema });
      cleanups.push(() => dropSchema(url, schema));
    }
    const first = spawnServer(env);
    cleanups.push(() => {
      first.child.kill('SIGKILL');
    });
    const url = await waitForUrl(first);

    const ready = await fetch(`${url}/api/z/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: 'ready' });

    const second = spawnServer(env);
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(`Another Motes server (pid ${first.child.pid}`);
    expect(second.output()).toContain(dataDir);
    // The refused server changed nothing: the first still serves.
    expect((await fetch(`${url}/api/z/health`)).status).toBe(200);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
  }, 120_000);
});
