// `npm start`: install what is missing, build, and serve the product on embedded defaults
// (http://localhost:8080, data in ./data). PORT, DATA_DIR and the rest: see README.
import { spawn } from 'node:child_process';
import { checkNodeVersion, ensureNodeModules } from './lib/ensureNodeModules.mjs';
import { run } from './lib/run.mjs';

checkNodeVersion();
ensureNodeModules();
console.log('Building the web app and the server ...');
run('npm', ['run', 'build']);

const server = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/main.js'], {
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
