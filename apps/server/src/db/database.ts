import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { DatabaseConfig } from '../config.js';
import { MIGRATIONS_DIR } from '../paths.js';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
/** The Drizzle database, whichever engine is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  readonly kind: 'pglite' | 'postgres';
  readonly db: Db;
  /** Throws when the database cannot answer a trivial query (used by /api/z/ready). */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** The embedded engine's client, when embedded (tests dump it as a template). */
  readonly pglite?: PGlite;
}

export interface OpenOptions {
  /** Apply migrations on open (the server always does; tests of migrations may not). */
  migrate?: boolean;
  /** PGlite only: start from a dumped data directory (tests use a migrated template). */
  loadDataDir?: Blob | File;
}

/**
 * Opens the configured database and applies migrations.
 *
 * Warning (PGlite): it has one connection. Multi-statement work must go through
 * `db.transaction()` — Drizzle maps it to PGlite's transaction API, which holds PGlite's
 * lock. Never send `BEGIN` by hand: another caller's statements would run inside it and be
 * rolled back silently with it.
 */
export async function openDatabase(
  config: DatabaseConfig,
  options: OpenOptions = {},
): Promise<Database> {
  const database =
    config.kind === 'pglite' ? await openPglite(config, options) : await openPostgres(config);
  if (options.migrate !== false) await migrateDatabase(database, config);
  return database;
}

async function openPglite(config: { dataDir: string }, options: OpenOptions): Promise<Database> {
  const client = await PGlite.create({
    // 'memory://' keeps a test database off disk; anything else is a directory.
    dataDir: config.dataDir,
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    async ping() {
      await client.query('select 1');
    },
    close: once(() => client.close()),
    pglite: client,
  };
}

async function openPostgres(config: { url: string; schema: string }): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: config.url,
    max: 10,
    // Every connection resolves unqualified table names in the configured schema.
    options: `-c search_path=${config.schema}`,
  });
  if (config.schema !== 'public') {
    await pool.query(`create schema if not exists "${config.schema}"`);
  }
  const db = drizzlePostgres(pool, { schema }) as unknown as Db;
  return {
    kind: 'postgres',
    db,
    async ping() {
      await pool.query('select 1');
    },
    close: once(() => pool.end()),
  };
}

async function migrateDatabase(database: Database, config: DatabaseConfig): Promise<void> {
  const migrationsSchema = config.kind === 'postgres' ? config.schema : 'drizzle';
  const options = { migrationsFolder: MIGRATIONS_DIR, migrationsSchema };
  // The Db type is engine-neutral; each migrator wants its own driver's type.
  if (database.kind === 'pglite') await migratePglite(database.db as never, options);
  else await migratePostgres(database.db as never, options);
  await database.db.execute(sql`select 1`);
}

/** Closing twice (a test, then the server's shutdown) is harmless. */
function once(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => (closing ??= close());
}
