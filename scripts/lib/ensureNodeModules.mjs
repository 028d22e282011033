// Installs the npm dependencies when they are missing or older than package-lock.json, so the
// README's commands work on a fresh clone with nothing installed.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { run } from './run.mjs';

const MARKER = 'node_modules/.motes-lock-hash';

export function checkNodeVersion() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major < 20 || (major === 20 && minor < 19)) {
    console.error(`Motes needs Node.js 20.19 or newer; this is ${process.versions.node}.`);
    process.exit(1);
  }
}

export function ensureNodeModules() {
  const lockHash = createHash('sha256').update(readFileSync('package-lock.json')).digest('hex');
  const installed = existsSync(MARKER) ? readFileSync(MARKER, 'utf8') : '';
  if (installed === lockHash && existsSync('node_modules/.bin')) return;
  console.log('Installing npm dependencies (npm ci) ...');
  run('npm', ['ci', '--no-audit', '--no-fund']);
  writeFileSync(MARKER, lockHash);
}
