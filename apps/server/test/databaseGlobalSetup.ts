import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/database.js';
import { MIGRATIONS_DIR } from '../src/paths.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplatePath: string;
  }
}

/**
 * Creating and migrating a PGlite database takes seconds; loading a dump of one takes well
 * under one. So the server suite migrates once into a template, keyed by the migrations'
 * content, and every test database starts from that dump.
 */
export default async function setup(project: TestProject): Promise<void> {
  const hash = createHash('sha256');
  for (const file of readdirSync(MIGRATIONS_DIR, { recursive: true }).map(String).sort()) {
    const full = path.join(MIGRATIONS_DIR, file);
    if (file.endsWith('.sql') || file.endsWith('.json'))
      hash.update(file).update(readFileSync(full));
  }
  const dir = path.join(os.tmpdir(), 'motes-test-templates');
  mkdirSync(dir, { recursive: true });
  const templatePath = path.join(dir, `pglite-${hash.digest('hex').slice(0, 16)}.tar.gz`);
  if (!existsSync(templatePath)) {
    const database = await openDatabase({ kind: 'pglite', dataDir: 'memory://' });
    const dump = await database.pglite!.dumpDataDir('gzip');
    await database.close();
    const temporary = `${templatePath}.${process.pid}.tmp`;
    writeFileSync(temporary, Buffer.from(await dump.arrayBuffer()));
    // Rename is atomic: a parallel run never reads a half-written template.
    (await import('node:fs')).renameSync(temporary, templatePath);
  }
  project.provide('pgliteTemplatePath', templatePath);
}
