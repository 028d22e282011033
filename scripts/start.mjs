// `npm start`: install what is missing, build, and serve the product on embedded defaults
// (http://localhost:8080, data in ./data). PORT, DATA_DIR and the rest: see README.
import { spawn } from 'node:child_process';
import { checkNodeVersion, ensureNodeModules } from './lib/ensureNodeModules.mjs';
import { run } from './lib/run.mjs';
import { ENGINE_SYSTEM_PACKAGES, missingSystemPackages } from './lib/systemPackages.mjs';

checkNodeVersion();
ensureNodeModules();
reportMissingEngines();
console.log('Building the web app and the server ...');
run('npm', ['run', 'build']);

const server = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/main.js'], {
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

/** The product runs without the Debian engine packages; it says which tools they would add. */
function reportMissingEngines() {
  const missing = missingSystemPackages(ENGINE_SYSTEM_PACKAGES);
  if (missing.length === 0) return;
  console.log(
    'Some language engines are not installed; these tools will say they are unavailable:',
  );
  for (const [, name, why] of missing) console.log(`  ${name} — ${why}`);
  console.log('Install them with `npm run setup:engines` (Debian/Ubuntu, as root).\n');
}
