import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../src/db/database.js';
import type { DatabaseConfig } from '../src/config.js';

/** Which engine this run of the server suite uses (vitest.config.ts sets MOTES_TEST_DB). */
export const TEST_DB_KIND: 'pglite' | 'postgres' =
  process.env.MOTES_TEST_DB === 'postgres' ? 'postgres' : 'pglite';

export interface TestDatabase extends Database {
  config: DatabaseConfig;
}

/**
 * A fresh, migrated database for one test: PGlite in memory from the migrated template, or —
 * in the PostgreSQL run — a new schema on TEST_DATABASE_URL, dropped again by close().
 */
export async function openTestDatabase(): Promise<TestDatabase> {
  if (TEST_DB_KIND === 'pglite') {
    const template = readFileSync(inject('pgliteTemplatePath'));
    const config: DatabaseConfig = { kind: 'pglite', dataDir: 'memory://' };
    const database = await openDatabase(config, { loadDataDir: new Blob([template]) });
    return Object.assign(database, { config });
  }
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('MOTES_TEST_DB=postgres needs TEST_DATABASE_URL');
  const schema = `test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const config: DatabaseConfig = { kind: 'postgres', url, schema };
  const database = await openDatabase(config);
  const close = database.close.bind(database);
  return Object.assign(database, {
    config,
    async close() {
      await close();
      await dropSchema(url, schema);
    },
  });
}

/** Creates an empty schema name for a test that opens the database itself (e.g. a child process). */
export function freshSchemaName(): string {
  return `test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
}

export async function dropSchema(url: string, schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`drop schema if exists "${schema}" cascade`);
  } finally {
    await client.end();
  }
}
