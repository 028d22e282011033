/// <reference types="vite/client" />
// The flag images of the language catalogue (§3 "Each has a flag image"), shipped with the app
// from packages/ui/src/flags (copied from `flag-icons` by scripts/flags/copy-flags.mjs). Vite
// turns each into its own asset loaded on first use, so a page pays only for the flags it shows.

const flagLoaders = import.meta.glob<string>('../flags/*.svg', {
  query: '?url',
  import: 'default',
});

/** `../flags/es-ct.svg` → `es-ct`: the catalogue's `flag` value. */
const loaderByFlag = new Map(
  Object.entries(flagLoaders).map(([path, load]) => [
    path.slice(path.lastIndexOf('/') + 1, -'.svg'.length),
    load,
  ]),
);

/** Addresses already resolved, so a flag shown again renders at once. */
const resolvedUrls = new Map<string, string>();

/** The flags that have an image, as the catalogue writes them (`us`, `gb-wls`). */
export function flagsWithImages(): string[] {
  return [...loaderByFlag.keys()];
}

/** The address of a flag's image when it has been loaded before; else undefined. */
export function loadedFlagUrl(flag: string): string | undefined {
  return resolvedUrls.get(flag);
}

/** The address of a flag's image, or undefined when the catalogue's `flag` has no image. */
export async function loadFlagUrl(flag: string): Promise<string | undefined> {
  const load = loaderByFlag.get(flag);
  if (!load) return undefined;
  const url = await load();
  resolvedUrls.set(flag, url);
  return url;
}
