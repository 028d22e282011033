// `npm run bench`: builds the server and web app, then runs the benchmarks in bench/.
import { checkNodeVersion, ensureNodeModules } from './lib/ensureNodeModules.mjs';
import { run } from './lib/run.mjs';

checkNodeVersion();
ensureNodeModules();
run('npm', ['run', 'build']);
run(process.execPath, ['--import', 'tsx', 'bench/src/run.ts', ...process.argv.slice(2)]);
