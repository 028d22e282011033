// Every API route, named once: its method and its path relative to the API prefix (`api/`,
// §7), with `:name` for a path parameter. The server registers its routes with these paths
// (apps/server: `namespacePath`) and the clients call by them (`apiPath`, `.path`); a server test
// (apiRouteTable.test.ts) compares the table with every route the server registers, both ways,
// so a new route must be added here.
import type { HttpMethod } from './httpMethod';

export interface ApiRoute {
  readonly method: HttpMethod;
  /** Relative to `api/`, starting with the §7 group letter: `m/motes/:id`. */
  readonly path: string;
}

const route = <M extends HttpMethod, P extends string>(method: M, path: P) =>
  ({ method, path }) as const;

export const API_ROUTES = {
  motes: {
    create: route('post', 'm/motes'),
    list: route('get', 'm/motes'),
    get: route('get', 'm/motes/:id'),
    update: route('patch', 'm/motes/:id'),
    delete: route('delete', 'm/motes/:id'),
    restore: route('post', 'm/motes/:id/restore'),
    play: route('post', 'm/motes/:id/plays'),
    audio: route('get', 'm/motes/:id/audio'),
  },
  totes: {
    create: route('post', 't/totes'),
    list: route('get', 't/totes'),
    get: route('get', 't/totes/:id'),
    update: route('patch', 't/totes/:id'),
    delete: route('delete', 't/totes/:id'),
    restore: route('post', 't/totes/:id/restore'),
  },
  languages: {
    list: route('get', 't/languages'),
  },
  textToSpeech: {
    voices: route('get', 't/voices'),
    speak: route('post', 't/tts'),
  },
  transcriptions: {
    create: route('post', 't/transcriptions'),
    get: route('get', 't/transcriptions/:jobId'),
  },
  translation: {
    translate: route('post', 't/translate'),
    word: route('post', 't/translate/word'),
  },
  ocr: {
    read: route('post', 't/ocr'),
  },
  prediction: {
    predict: route('post', 't/predict'),
    accept: route('post', 'u/predictions/accepted'),
    listWords: route('get', 'u/predictions/words'),
    deleteWords: route('delete', 'u/predictions/words'),
  },
  dictionary: {
    define: route('get', 'd/define'),
    picture: route('get', 'd/pictures/:file'),
  },
  highlights: {
    create: route('post', 'u/highlights'),
    list: route('get', 'u/highlights'),
    export: route('get', 'u/highlights/export'),
    update: route('patch', 'u/highlights/:id'),
    delete: route('delete', 'u/highlights/:id'),
  },
  vocabulary: {
    list: route('get', 'u/vocabulary'),
    add: route('post', 'u/vocabulary'),
    delete: route('delete', 'u/vocabulary/:id'),
  },
  /** tus 1.0.0 (§7 f/): discovery, creation, offset (HEAD), append, termination. */
  uploads: {
    discover: route('options', 'f/uploads'),
    create: route('post', 'f/uploads'),
    read: route('head', 'f/uploads/:id'),
    append: route('patch', 'f/uploads/:id'),
    delete: route('delete', 'f/uploads/:id'),
  },
  identity: {
    /** The clients ask by POST (§7); GET answers the same. */
    status: route('post', 'i/status'),
    getStatus: route('get', 'i/status'),
    settings: route('post', 'i/settings'),
    goals: route('post', 'i/goals'),
    signOut: route('post', 'i/signOut'),
    deviceSignOut: route('post', 'i/deviceSignOut'),
    sessions: route('get', 'i/sessions'),
    revokeOtherSessions: route('post', 'i/sessions/revokeOthers'),
  },
  account: {
    profile: route('post', 'i/account/profile'),
    export: route('get', 'i/account/export'),
    delete: route('post', 'i/account/delete'),
  },
  signIn: {
    /** One-time link by email: ask, poll from the asking device, open from the link. */
    requestLink: route('post', 'i/signIn/clientOTL'),
    pollLink: route('post', 'i/signIn/clientOTL/poll'),
    openLink: route('post', 'i/signIn/clientOTL/open'),
    providers: route('get', 'i/signIn/providers'),
    oidcStart: route('get', 'i/signIn/oidc/start'),
    oidcCallback: route('get', 'i/signIn/oidc/callback'),
    /** The login code the OIDC callback hands the page, exchanged for a session. */
    exchange: route('post', 'i/signIn/exchange'),
    oneTap: route('post', 'i/signIn/oneTap'),
  },
  analytics: {
    identify: route('post', 's/identify/everything'),
    track: route('post', 's/track/everything'),
    event: route('post', 's/event'),
  },
  service: {
    health: route('get', 'z/health'),
    ready: route('get', 'z/ready'),
    info: route('get', 'z/info'),
    clientConfig: route('get', 'z/client-config'),
    /** Outside production only, from this machine (the sign-in links of a server without mail). */
    outbox: route('get', 'z/outbox'),
    oembed: route('get', 'z/oembed'),
  },
} as const satisfies Record<string, Record<string, ApiRoute>>;

/** The resources {@link API_ROUTES} lists. */
export type ApiResource = keyof typeof API_ROUTES;

/**
 * The route's path with its `:name` parameters filled in, each URI-encoded:
 * `apiPath(API_ROUTES.motes.get, { id })` → `m/motes/abc`.
 * @throws Error when a parameter of the path is not given
 */
export function apiPath(route: ApiRoute, params: Readonly<Record<string, string>> = {}): string {
  return route.path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`apiPath: ${route.path} needs ${name}`);
    return encodeURIComponent(value);
  });
}
