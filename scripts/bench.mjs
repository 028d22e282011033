// `npm run bench`: builds the server, web app and extension, then runs the benchmarks in bench/.
import { checkNodeVersion, ensureNodeModules } from './lib/ensureNodeModules.mjs';
import { run } from './lib/run.mjs';

checkNodeVersion();
ensureNodeModules();
run('npm', ['run', 'build']);
// The extensionContentScript benchmark loads the built extension.
run('npm', ['run', 'build', '-w', '@motes/extension']);
run(process.execPath, ['--import', 'tsx', 'bench/src/run.ts', ...process.argv.slice(2)]);
