// Type-checks every workspace with its own tsconfig (each has its own environment: DOM, node, extension).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const projects = [
  'packages/shared',
  'packages/api-client',
  'packages/identity',
  'packages/ui',
  'packages/creating',
  'apps/server',
  'apps/web',
  'apps/extension',
  'e2e',
  'bench',
];
let failed = 0;
for (const dir of projects) {
  if (!existsSync(`${dir}/tsconfig.json`)) continue;
  const result = spawnSync('npx', ['tsc', '-p', `${dir}/tsconfig.json`], { stdio: 'inherit' });
  if (result.status !== 0) failed += 1;
}
if (failed) {
  console.error(`typecheck: ${failed} project(s) failed`);
  process.exit(1);
}
