// §7 route groups and §9 API timeouts: the client picks timeout and retries by the first
// letter of the path after an optional `v1/`. The server names its namespaces by that letter.
import type { HttpMethod } from './httpMethod';
import { ROUTE_NOT_HANDLED_MESSAGE } from './messages';

/** §7: the API prefix on the site host. Requests go to `{origin}/api/{path}`. */
export const API_PREFIX = 'api/';

/** §7: optional version segment that is skipped before reading the group letter. */
export const API_VERSION_SEGMENT = 'v1/';

/** §9: timeout of first-class routes (a, m, i, c). */
export const FIRST_CLASS_TIMEOUT_MS = 4000;
/** §9: retries of first-class routes, for get and post only. */
export const FIRST_CLASS_RETRIES = 3;
/** §9: timeout of second-class routes (b, d, f, s, t, u, x, z). */
export const SECOND_CLASS_TIMEOUT_MS = 5000;
/** §9: second-class routes are never retried. */
export const SECOND_CLASS_RETRIES = 0;
/** §7/§9: on timeout, each retry's timeout is 4000 ms longer than the previous attempt's. */
export const RETRY_TIMEOUT_INCREMENT_MS = 4000;
/** §7: methods that first-class routes retry. */
export const ROUTE_RETRY_METHODS: readonly HttpMethod[] = ['get', 'post'];

export const FIRST_CLASS_ROUTE_LETTERS = ['a', 'm', 'i', 'c'] as const;
export const SECOND_CLASS_ROUTE_LETTERS = ['b', 'd', 'f', 's', 't', 'u', 'x', 'z'] as const;

export type RouteGroupLetter =
  (typeof FIRST_CLASS_ROUTE_LETTERS)[number] | (typeof SECOND_CLASS_ROUTE_LETTERS)[number];

export interface RouteGroupPolicy {
  /** The group letter, e.g. `'m'` for `v1/m/list`. */
  group: RouteGroupLetter;
  /** Timeout of the first attempt. */
  timeoutMs: number;
  /** Retries after the first attempt, for the methods in `retryMethods`. */
  retries: number;
  /** Methods the retries apply to; other methods get no retry. */
  retryMethods: readonly HttpMethod[];
}

const firstClass = {
  timeoutMs: FIRST_CLASS_TIMEOUT_MS,
  retries: FIRST_CLASS_RETRIES,
  retryMethods: ROUTE_RETRY_METHODS,
};
const secondClass = {
  timeoutMs: SECOND_CLASS_TIMEOUT_MS,
  retries: SECOND_CLASS_RETRIES,
  retryMethods: [] as readonly HttpMethod[],
};

/** §7 route groups as data, keyed by group letter. */
export const ROUTE_GROUPS: Readonly<Record<RouteGroupLetter, Readonly<RouteGroupPolicy>>> =
  Object.freeze(
    Object.fromEntries([
      ...FIRST_CLASS_ROUTE_LETTERS.map((group) => [group, { group, ...firstClass }]),
      ...SECOND_CLASS_ROUTE_LETTERS.map((group) => [group, { group, ...secondClass }]),
    ]) as Record<RouteGroupLetter, RouteGroupPolicy>,
  );

/**
 * Strips a leading `/` and an optional `v1/` from an API path (relative to `api/`).
 * `'/v1/i/status'` → `'i/status'`.
 */
export function stripApiVersion(path: string): string {
  const withoutSlash = path.replace(/^\/+/, '');
  return withoutSlash.startsWith(API_VERSION_SEGMENT)
    ? withoutSlash.slice(API_VERSION_SEGMENT.length)
    : withoutSlash;
}

/**
 * §7: resolves the route group of an API path (relative to `api/`, with or without a
 * leading `/`, with or without `v1/`). The letter is case-sensitive.
 * @throws Error('Domain/Route is not handled') for any path outside the groups.
 */
export function resolveRouteGroup(path: string): RouteGroupPolicy {
  const letter = stripApiVersion(path).charAt(0);
  const policy = (ROUTE_GROUPS as Readonly<Record<string, RouteGroupPolicy>>)[letter];
  if (!policy) throw new Error(ROUTE_NOT_HANDLED_MESSAGE);
  return policy;
}

/** §7: retries a route group grants to a method (0 for methods outside `retryMethods`). */
export function routeRetriesFor(policy: RouteGroupPolicy, method: HttpMethod): number {
  return policy.retryMethods.includes(method) ? policy.retries : 0;
}

/**
 * §7: timeout of one attempt. Attempt 0 is the first try; each retry adds
 * {@link RETRY_TIMEOUT_INCREMENT_MS}. For a first-class route: 4000, 8000, 12000, 16000.
 */
export function routeAttemptTimeoutMs(
  baseTimeoutMs: number,
  attempt: number,
  incrementMs: number = RETRY_TIMEOUT_INCREMENT_MS,
): number {
  return baseTimeoutMs + attempt * incrementMs;
}
