// A minimal browser for redirect flows: it follows redirects itself and keeps cookies per
// origin and path, the way a browser would, so a sign-in can run from the Motes server to
// the provider and back without a real browser. (SameSite is not modelled: every flow here
// is a top-level navigation, where Lax cookies are sent anyway.)

interface StoredCookie {
  name: string;
  value: string;
  path: string;
  expiresAt: number | undefined;
}

export interface Navigation {
  /** The last response fetched (undefined when `stopAt` matched before fetching). */
  response: Response | undefined;
  /** The URL that response came from, or the URL `stopAt` matched. */
  url: URL;
  /** Every URL visited, in order. */
  visited: URL[];
}

export class TestBrowser {
  private readonly jar = new Map<string, StoredCookie[]>();

  /**
   * GETs `start` and follows redirects. `stopAt` ends the walk before fetching a URL it
   * matches (e.g. the web app's /login/complete page, which the test server does not build).
   */
  async navigate(start: string | URL, stopAt?: (url: URL) => boolean): Promise<Navigation> {
    let url = new URL(start);
    const visited: URL[] = [];
    for (let hop = 0; hop < 20; hop++) {
      visited.push(url);
      if (stopAt?.(url)) return { response: undefined, url, visited };
      const response = await fetch(url, { redirect: 'manual', headers: this.headersFor(url) });
      this.store(url, response.headers.getSetCookie());
      const location = response.headers.get('location');
      if (response.status < 300 || response.status >= 400 || !location) {
        return { response, url, visited };
      }
      await response.arrayBuffer();
      url = new URL(location, url);
    }
    throw new Error(`too many redirects: ${visited.map(String).join(' → ')}`);
  }

  /** The cookie value `name` this browser holds for `url`, if any. */
  cookie(url: string | URL, name: string): string | undefined {
    const target = new URL(url);
    return this.cookiesFor(target).find((cookie) => cookie.name === name)?.value;
  }

  /** Drops every cookie of an origin (like clearing site data). */
  clearCookies(origin: string): void {
    this.jar.delete(new URL(origin).origin);
  }

  private headersFor(url: URL): Record<string, string> {
    const cookies = this.cookiesFor(url);
    return cookies.length ? { cookie: cookies.map((c) => `${c.name}=${c.value}`).join('; ') } : {};
  }

  private cookiesFor(url: URL): StoredCookie[] {
    const now = Date.now();
    return (this.jar.get(url.origin) ?? []).filter(
      (cookie) =>
        (cookie.expiresAt === undefined || cookie.expiresAt > now) &&
        (url.pathname === cookie.path ||
          url.pathname.startsWith(cookie.path.endsWith('/') ? cookie.path : `${cookie.path}/`)),
    );
  }

  private store(url: URL, setCookies: string[]): void {
    const cookies = this.jar.get(url.origin) ?? [];
    for (const header of setCookies) {
      const [pair = '', ...attributes] = header.split(';');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      let path = url.pathname.replace(/\/[^/]*$/, '') || '/';
      let expiresAt: number | undefined;
      for (const attribute of attributes) {
        const [key = '', attributeValue = ''] = attribute.trim().split('=');
        const lower = key.toLowerCase();
        if (lower === 'path') path = attributeValue || '/';
        if (lower === 'max-age') expiresAt = Date.now() + Number(attributeValue) * 1000;
        if (lower === 'expires' && expiresAt === undefined) expiresAt = Date.parse(attributeValue);
      }
      const kept = cookies.filter((cookie) => !(cookie.name === name && cookie.path === path));
      kept.push({ name, value, path, expiresAt });
      cookies.splice(0, cookies.length, ...kept);
    }
    this.jar.set(url.origin, cookies);
  }
}
