// drizzle-kit writes foreign keys as REFERENCES "public"."table". The server may run in
// another schema (DATABASE_SCHEMA; tests use a fresh schema per file), where "public" would
// be wrong, so the migrations name tables unqualified and let search_path decide.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';

const dir = new URL('../drizzle/', import.meta.url);
for (const file of readdirSync(dir).filter((name) => name.endsWith('.sql'))) {
  const path = new URL(file, dir);
  const sql = readFileSync(path, 'utf8');
  const unqualified = sql.replaceAll('"public".', '');
  if (unqualified !== sql) writeFileSync(path, unqualified);
}
