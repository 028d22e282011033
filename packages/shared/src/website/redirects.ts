// §2 redirects: the external redirect routes / short aliases, and the signed-in redirects.
import * as z from 'zod/mini';

/**
 * Where a redirect goes: a path on our own site (`/privacy?tab=gdpr`, `/product#extension`)
 * or, only for something we do not host, an absolute `https://` address.
 */
export type RedirectTarget = string;

/**
 * The redirect configuration of §2, in one object.
 *
 * - `aliases`: the short aliases and external redirect routes ("Short aliases redirect to
 *   external pages or tabs ... Their targets are not shown"). They apply to everyone
 *   (§2 "The same external redirects apply" when signed in). The spec hides the original
 *   targets, so each points at our own page or tab where we have one; nothing points at an
 *   invented outside address. Where the original went to a site we do not run (careers,
 *   press, the product feedback site, the community forum, the browser store page) the
 *   target is the closest page of ours, noted beside it. Swap a target for a real `https://`
 *   address once one exists; {@link RedirectsConfigSchema} accepts both forms.
 * - `signedIn`: the §2 redirects for authenticated users only.
 *
 * Keys are paths without the leading slash, lower case.
 */
export const REDIRECTS_CONFIG = {
  aliases: {
    careers: '/about#contact', // no careers site of ours: the about page's contact section
    'case-studies': '/learning-zone?tab=case',
    chrome: '/product#extension', // the extension section, which links to the store page
    security: '/privacy?tab=security',
    'privacy/security': '/privacy?tab=security',
    feedback: '/about#contact', // the product feedback site is not ours to name
    fetc: '/events/fetc', // the 2023 conference event page (§2 "An event page for a 2023 conference")
    gdpr: '/privacy?tab=gdpr',
    'how-to': '/learning-zone?tab=howto',
    'the-hub': '/learning-zone',
    loops: '/my-loops',
    pledge: '/privacy?tab=pledge',
    privacycenter: '/privacy',
    press: '/about#contact', // press enquiries go through the contact section
    // `status` is no redirect here: our service status page lives at `/status` itself
    // (see ALIASES_SERVED_BY_PAGES), and an alias pointing at its own path would loop.
    subprocessors: '/privacy?tab=gdpr#subprocessors',
    'success-stories': '/learning-zone?tab=case',
    taw: '/pricing', // a seasonal offer alias; the pricing page carries current offers
    tos: '/privacy?tab=terms',
    terms: '/privacy?tab=terms',
    community: '/learning-zone', // the forum is external; the Learning Zone links to it
    // "aliases for ... the educational-impact page": the ESSA & Impact page (§2 Resources menu).
    'educational-impact': '/impact',
    essa: '/impact',
  },
  signedIn: {
    'account/activity': '/activity',
    'account/users': '/my-school/manage-users',
    'account/analytics': '/my-school/analytics',
    'account/loops': '/my-loops',
  },
} as const satisfies RedirectsConfig;

/**
 * §2 short aliases that need no redirect because a page of ours already has that path: the
 * route table serves the page, and a page route always wins over an alias.
 */
export const ALIASES_SERVED_BY_PAGES = ['status'] as const;

const RedirectKeySchema = z.string().check(
  z.regex(/^[a-z0-9][a-z0-9-]*(?:\/[a-z0-9][a-z0-9-]*)*$/, {
    message: 'Use a lower-case path without leading or trailing slash',
  }),
);

/** A target: a root-relative path (not `//host`) or an https URL. */
export const RedirectTargetSchema = z.string().check(
  z.refine((value) => /^\/(?!\/)/.test(value) || /^https:\/\/[^/\s]+/.test(value), {
    message: 'Use a path starting with / or an https:// address',
  }),
);

/** Shape of {@link REDIRECTS_CONFIG}, for checking a configuration loaded from elsewhere. */
export const RedirectsConfigSchema = z.object({
  aliases: z.record(RedirectKeySchema, RedirectTargetSchema),
  signedIn: z.record(RedirectKeySchema, RedirectTargetSchema),
});
export type RedirectsConfig = z.infer<typeof RedirectsConfigSchema>;

/** Whether a target leaves our site (an absolute address). */
export function isExternalRedirectTarget(target: RedirectTarget): boolean {
  return /^https:\/\//i.test(target);
}

function redirectKey(pathname: string): string {
  let path = pathname.split(/[?#]/, 1)[0] ?? '';
  try {
    path = decodeURIComponent(path);
  } catch {
    // A malformed escape is matched as written.
  }
  return path.replace(/^\/+|\/+$/g, '').toLowerCase();
}

/** A matched redirect: who it applies to, and where it goes. */
export interface RedirectMatch {
  /** `alias` applies to everyone; `signedIn` only to signed-in users (§2). */
  kind: 'alias' | 'signedIn';
  target: RedirectTarget;
}

/**
 * The redirect configured for `pathname` whoever visits it, or `undefined`. A signed-in redirect
 * is reported as such even for an anonymous visitor: its path belongs to the signed-in app, so
 * the caller sends the visitor to sign in first. Matching is as in {@link resolveRedirect}.
 */
export function matchRedirect(
  pathname: string,
  config: RedirectsConfig = REDIRECTS_CONFIG,
): RedirectMatch | undefined {
  const key = redirectKey(pathname);
  if (key === '') return undefined;
  if (Object.hasOwn(config.signedIn, key))
    return { kind: 'signedIn', target: config.signedIn[key]! };
  if (Object.hasOwn(config.aliases, key)) return { kind: 'alias', target: config.aliases[key]! };
  return undefined;
}

/**
 * The redirect target for `pathname`, or `undefined` when the path is not redirected.
 * Signed-in redirects apply only when `isLoggedIn`; the aliases apply to everyone. The match
 * ignores leading and trailing slashes, letter case and any query or hash on `pathname`.
 */
export function resolveRedirect(
  pathname: string,
  { isLoggedIn, config = REDIRECTS_CONFIG }: { isLoggedIn: boolean; config?: RedirectsConfig },
): RedirectTarget | undefined {
  const key = redirectKey(pathname);
  if (key === '') return undefined;
  if (isLoggedIn && Object.hasOwn(config.signedIn, key)) return config.signedIn[key];
  if (Object.hasOwn(config.aliases, key)) return config.aliases[key];
  return undefined;
}
