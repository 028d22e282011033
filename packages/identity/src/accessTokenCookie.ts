// §4 status reconciliation and §9 "Access-token cookie: 90 days, sameSite lax, secure, with a
// path and the product's domain". Website only: the extension has no site cookie to keep.
import { ACCESS_TOKEN_COOKIE, ACCESS_TOKEN_COOKIE_MAX_AGE_SECONDS } from '@motes/shared';

export interface CookieAttributes {
  maxAgeSeconds: number;
  sameSite: 'Lax';
  path: string;
  /** Only over https, so a plain-http development server still gets the cookie. */
  secure: boolean;
  /** The product's domain; absent means the page's own host. */
  domain?: string;
}

/** Where the store writes the access-token cookie. */
export interface CookieJar {
  set(name: string, value: string, attributes: CookieAttributes): void;
  remove(name: string, attributes: CookieAttributes): void;
}

/** §9 attributes of the access-token cookie. */
export function accessTokenCookieAttributes(secure: boolean, domain?: string): CookieAttributes {
  return {
    maxAgeSeconds: ACCESS_TOKEN_COOKIE_MAX_AGE_SECONDS,
    sameSite: ACCESS_TOKEN_COOKIE.sameSite,
    path: ACCESS_TOKEN_COOKIE.path,
    secure,
    ...(domain ? { domain } : {}),
  };
}

function serializeCookie(name: string, value: string, attributes: CookieAttributes): string {
  const parts = [
    `${name}=${encodeURIComponent(value)}`,
    `Max-Age=${attributes.maxAgeSeconds}`,
    `Path=${attributes.path}`,
    `SameSite=${attributes.sameSite}`,
  ];
  if (attributes.domain) parts.push(`Domain=${attributes.domain}`);
  if (attributes.secure) parts.push('Secure');
  return parts.join('; ');
}

/** A {@link CookieJar} over `document.cookie`. */
export function createDocumentCookieJar(doc: Document = document): CookieJar {
  return {
    set: (name, value, attributes) => {
      doc.cookie = serializeCookie(name, value, attributes);
    },
    // Same path and domain as when set, else the browser keeps the old cookie.
    remove: (name, attributes) => {
      doc.cookie = serializeCookie(name, '', { ...attributes, maxAgeSeconds: 0 });
    },
  };
}

/** True when the page is served over https (the cookie then gets `Secure`). */
export function isSecurePage(): boolean {
  return globalThis.location?.protocol === 'https:';
}
