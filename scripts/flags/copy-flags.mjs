// `node scripts/flags/copy-flags.mjs`: copies the flag of every language of the catalogue
// (§3 "Each has a flag image") from the `flag-icons` package (MIT, a root devDependency) into
// packages/ui/src/flags, with the package's licence. The copies are committed, so the app
// ships them and a build never needs the package: run this again after changing a catalogue
// entry's `flag` or upgrading `flag-icons`. Flags no entry uses any more are removed.
import { copyFileSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '../..');
const packageDir = dirname(createRequire(import.meta.url).resolve('flag-icons/package.json'));
const sourceDir = join(packageDir, 'flags/4x3');
const targetDir = join(repoRoot, 'packages/ui/src/flags');

const { SUPPORTED_LANGUAGES } = await tsImport(
  '../../packages/shared/src/languages/catalogue.ts',
  import.meta.url,
);
const flags = [...new Set(SUPPORTED_LANGUAGES.map((language) => language.flag))].sort();

mkdirSync(targetDir, { recursive: true });
for (const name of readdirSync(targetDir)) {
  if (name.endsWith('.svg') && !flags.includes(name.slice(0, -'.svg'.length))) {
    rmSync(join(targetDir, name));
  }
}
for (const flag of flags)
  copyFileSync(join(sourceDir, `${flag}.svg`), join(targetDir, `${flag}.svg`));
copyFileSync(join(packageDir, 'LICENSE'), join(targetDir, 'LICENSE-flag-icons.txt'));
console.log(`copied ${flags.length} flags into ${targetDir.slice(repoRoot.length + 1)}`);
