// Avatar numbers and rules of the spec: §9 sizes, §5 image sizing, §8 generic label.

/** §9 "Layout and components": avatar sizes in px. */
export const AVATAR_SIZES_PX = {
  '2xs': 16,
  xs: 24,
  sm: 32,
  md: 48,
  lg: 64,
  xl: 96,
  '2xl': 128,
} as const;

/** An avatar size name from §9. */
export type AvatarSize = keyof typeof AVATAR_SIZES_PX;

/** The size names in ascending order. */
export const AVATAR_SIZES = Object.keys(AVATAR_SIZES_PX) as AvatarSize[];

/** §8: the accessible label of the fallback icon shown when there is neither image nor name. */
export const GENERIC_AVATAR_LABEL = 'Generic avatar';

/** §5: host names of Google-hosted images (Google account photos). */
export function isGoogleHostedImage(hostname: string): boolean {
  const host = hostname.toLowerCase();
  return host === 'googleusercontent.com' || host.endsWith('.googleusercontent.com');
}

/** §5: our own images live under this path. */
const IMAGES_PREFIX = '/images/';

// Google's sizing options follow the last `=` of the path: `=s96-c`, `=s96`, `=w40-h40-c-k-no`.
const GOOGLE_OPTIONS = /=[^/=]*$/;
// An earlier `@{width}w` suffix before the extension (or at the end).
const WIDTH_SUFFIX = /@\d+w$/;
// Any absolute URL with a scheme (https:, data:, blob:) or a protocol-relative one.
const ABSOLUTE = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;
const PLACEHOLDER_ORIGIN = 'https://relative.invalid';

/**
 * The address of an avatar image requested at `sizePx` (§5 "Avatar images are requested at
 * a size"):
 * - Google-hosted (`googleusercontent.com` and its sub-domains, e.g. `lh3.`): Google's
 *   size-and-crop suffix `=s{size}-c` at the end of the path, replacing any options there
 *   (`.../photo=s96-c` → `.../photo=s48-c`).
 * - A path starting with `/images/`: `@{width}w` before the extension
 *   (`/images/foo.png` → `/images/foo@48w.png`), replacing an earlier one. Only the relative
 *   path counts; a full URL to our host takes the next rule.
 * - Anything else: the query parameter `size={size}`, added or replaced; other query
 *   parameters and the hash stay. Relative addresses stay relative.
 *
 * `data:` and `blob:` addresses and an empty `src` come back unchanged (they have no server
 * to ask for a size). The size is rounded up to a whole pixel and is at least 1; callers
 * that want sharp images on dense screens pass the px size times the device pixel ratio.
 */
export function avatarImageUrl(src: string, sizePx: number): string {
  const trimmed = src.trim();
  if (trimmed === '' || /^(?:data|blob):/i.test(trimmed)) return src;
  const size = Number.isFinite(sizePx) ? Math.max(1, Math.ceil(sizePx)) : 1;

  if (trimmed.startsWith(IMAGES_PREFIX)) return withWidthSuffix(trimmed, size);

  const absolute = ABSOLUTE.test(trimmed);
  let url: URL;
  try {
    url = new URL(trimmed, PLACEHOLDER_ORIGIN);
  } catch {
    return src;
  }
  if (absolute && isGoogleHostedImage(url.hostname)) {
    url.pathname = `${url.pathname.replace(GOOGLE_OPTIONS, '')}=s${size}-c`;
  } else {
    url.searchParams.set('size', String(size));
  }
  if (absolute) {
    // Keep a protocol-relative address protocol-relative.
    return trimmed.startsWith('//') ? url.href.slice(url.protocol.length) : url.href;
  }
  return `${url.pathname}${url.search}${url.hash}`;
}

function withWidthSuffix(path: string, size: number): string {
  const cut = path.search(/[?#]/);
  const pathname = cut === -1 ? path : path.slice(0, cut);
  const tail = cut === -1 ? '' : path.slice(cut);
  const slash = pathname.lastIndexOf('/');
  const dir = pathname.slice(0, slash + 1);
  const file = pathname.slice(slash + 1);
  const dot = file.lastIndexOf('.');
  const stem = dot > 0 ? file.slice(0, dot) : file;
  const extension = dot > 0 ? file.slice(dot) : '';
  return `${dir}${stem.replace(WIDTH_SUFFIX, '')}@${size}w${extension}${tail}`;
}
