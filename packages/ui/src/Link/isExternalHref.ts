/**
 * §2 "Shared interface pieces": a target starting with `http://`, `https://` or `//` is
 * external and is rendered as a plain anchor; any other target is in-app navigation.
 */
export function isExternalHref(to: string): boolean {
  return /^(https?:)?\/\//i.test(to.trimStart());
}

/**
 * True for targets with another URL scheme (`mailto:`, `tel:`): the spec's rule names only
 * web addresses, but routing these in-app would break them, so they stay plain anchors too.
 */
export function isOtherSchemeHref(to: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(to.trimStart()) && !isExternalHref(to);
}

/** Adds `noopener noreferrer` to a `rel` value, keeping its other tokens once each. */
export function withNoOpener(rel: string | undefined): string {
  const tokens = new Set((rel ?? '').split(/\s+/).filter(Boolean));
  tokens.add('noopener');
  tokens.add('noreferrer');
  return [...tokens].join(' ');
}
