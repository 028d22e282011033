import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

// Same relative path from src/ and from dist/ (see paths.ts).
const packageJson = JSON.parse(
  readFileSync(fileURLToPath(new URL('../package.json', import.meta.url)), 'utf8'),
) as {
  version: string;
};

/** The server's version, from apps/server/package.json. */
export const SERVER_VERSION = packageJson.version;
