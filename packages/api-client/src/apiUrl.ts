import { API_PREFIX } from '@motes/shared';

/** Query values; `undefined` and `null` entries are left out. */
export type QueryParams = Record<string, string | number | boolean | null | undefined>;

/**
 * Builds `${baseUrl}/api/<path>` plus the query. `baseUrl` may be '' (same origin) and may end
 * with `/`; `path` may start with `/`.
 */
export function buildApiUrl(baseUrl: string, path: string, query?: QueryParams): string {
  const url = `${baseUrl.replace(/\/+$/, '')}/${API_PREFIX}${path.replace(/^\/+/, '')}`;
  return appendQuery(url, query);
}

/** Appends query parameters to a URL that may already have some. */
export function appendQuery(url: string, query?: QueryParams): string {
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.append(name, String(value));
  }
  const search = params.toString();
  if (!search) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${search}`;
}
