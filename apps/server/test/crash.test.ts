import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { DatabaseConfig } from '../src/config.js';
import { lockDataDir } from '../src/dataDirLock.js';
import { openDatabase } from '../src/db/database.js';
import { jobs } from '../src/db/schema/index.js';
import { tempDir } from './tempDirs.js';
import { dropSchema, freshSchemaName, TEST_DB_KIND } from './testDatabase.js';

const writer = fileURLToPath(new URL('./fixtures/writeUntilKilled.ts', import.meta.url));

describe(`crash safety (${TEST_DB_KIND})`, () => {
  it('keeps every committed row when the process is killed mid-write, and the stale lock is taken over', async () => {
    const dataDir = tempDir('crash');
    const config: DatabaseConfig =
      TEST_DB_KIND === 'pglite'
        ? { kind: 'pglite', dataDir: path.join(dataDir, 'db') }
        : { kind: 'postgres', url: process.env.TEST_DATABASE_URL ?? '', schema: freshSchemaName() };

    const child = spawn(process.execPath, ['--import', 'tsx', writer], {
      env: { ...process.env, CRASH_DB: JSON.stringify(config), CRASH_DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const committed: string[] = [];
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const exited = new Promise<NodeJS.Signals | null>((resolve) =>
      child.on('exit', (_code, signal) => resolve(signal)),
    );
    await new Promise<void>((resolve, reject) => {
      let buffered = '';
      child.stdout.on('data', (chunk: Buffer) => {
        buffered += chunk.toString();
        const lines = buffered.split('\n');
        buffered = lines.pop() ?? '';
        for (const line of lines) if (line.startsWith('committed ')) committed.push(line.slice(10));
        // Kill while it is busy writing, well after the first commits.
        if (committed.length >= 60) {
          child.kill('SIGKILL');
          resolve();
        }
      });
      child.on('exit', () => reject(new Error(`writer exited early: ${stderr}`)));
    });
    expect(await exited).toBe('SIGKILL');

    // The dead writer's lock must not keep the next server out.
    const lock = lockDataDir(dataDir);
    const database = await openDatabase(config);
    try {
      const rows = await database.db
        .select({ id: jobs.id })
        .from(jobs)
        .where(eq(jobs.type, 'crash-test'));
      const stored = new Set(rows.map((row) => row.id));
      const lost = committed.filter((id) => !stored.has(id));
      expect(lost).toEqual([]);
      expect(stored.size).toBeGreaterThanOrEqual(committed.length);
    } finally {
      await database.close();
      lock.release();
      if (config.kind === 'postgres') await dropSchema(config.url, config.schema);
    }
  }, 120_000);
});
