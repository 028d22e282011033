import { fileURLToPath } from 'node:url';

/** Absolute path of a file or folder given relative to the monorepo root. */
export function repoPath(relativePath) {
  return fileURLToPath(new URL(relativePath, new URL('../../../', import.meta.url)));
}
