// §7 analytics client: `s/identify/everything`, `s/track/everything` and the event mutations
// (`s/event`). Analytics never breaks the product: no call here rejects; a failed track call is
// silently ignored (§7) and other failures go to `onError`.
import type { ApiClient } from '@motes/api-client';
import type { Attribution, ClientType, EventMutationInput, StorageWrapper } from '@motes/shared';
import {
  API_ROUTES,
  VISIT_FROM_OUTSIDE_SESSION_KEY,
  createStorageWrapper,
  isExternalReferrer,
} from '@motes/shared';
import type { IdentityState } from '../identityState';
import { currentUserId, isLoggedIn, minorFlagOf } from '../identityState';
import type { AnalyticsVariables, IdentityAnalyticsSink, TrackOptions } from './analyticsSink';
import {
  extensionTrackPayload,
  identifyPayload,
  referrerFieldsOf,
  websiteTrackPayload,
} from './analyticsPayloads';
import {
  readStoredAttribution,
  readStoredReferrerContext,
  rememberAttribution,
  rememberReferrerContext,
} from './entryAttribution';
import type { PageEnvironment } from './pageEnvironment';
import { browserPageEnvironment } from './pageEnvironment';

export const IDENTIFY_PATH = API_ROUTES.analytics.identify.path;
export const TRACK_PATH = API_ROUTES.analytics.track.path;
/** The §7 event mutations (the spec does not show the endpoint). */
export const EVENT_PATH = API_ROUTES.analytics.event.path;

/** The `event` variable of "visit from outside" (§7 names the variable, not its value). */
export const VISIT_FROM_OUTSIDE_VARIABLE = 'visit_from_outside';

export interface AnalyticsOptions {
  apiClient: ApiClient;
  clientType: ClientType;
  /** The session, usually `() => store.getState()` (the store is created after this client). */
  getIdentityState: () => IdentityState;
  /** Local storage (§5 wrapper): referrer context and utm fields. */
  storage: StorageWrapper;
  /** Session storage for once-per-session events; default `sessionStorage`. */
  sessionStorage?: StorageWrapper;
  /** Website: the §2 analytics page name of the current page. */
  getPageContext?: () => string | undefined;
  /** Extension: the application name, its version and the current view (sidebar, popup…). */
  extension?: {
    application: string;
    version: string;
    getApplicationView?: () => string | undefined;
  };
  page?: PageEnvironment;
  now?: () => number;
  onError?: (error: unknown) => void;
}

export interface Analytics extends IdentityAnalyticsSink {
  track(event: string, variables?: AnalyticsVariables, options?: TrackOptions): Promise<void>;
  identify(): Promise<void>;
  /** §7 event mutation; `restricted` ones are sent only for signed-in users (§6). */
  event(mutation: EventMutationInput): Promise<void>;
  /** Call on landing: keeps the referrer context (§3) and utm fields; sends the utm action if any. */
  captureEntry(): Promise<Attribution>;
  /** §7 "visit from outside": once per session, not in a frame, external referrer. True when sent. */
  trackVisitFromOutside(): Promise<boolean>;
  trackExtensionPresence(presence: { present: boolean; version?: string | null }): Promise<void>;
  trackReferralCodeUsed(use: {
    isNewUser: boolean;
    isLoggedIn: boolean;
    referralCode?: string;
  }): Promise<void>;
  trackClickedInstall(referrerUserId: string | null): Promise<void>;
}

/** Creates the §7 analytics client. */
export function createAnalytics(options: AnalyticsOptions): Analytics {
  const { apiClient, storage } = options;
  const now = options.now ?? Date.now;
  const page = options.page ?? browserPageEnvironment();
  const reportError = options.onError ?? (() => {});
  const session = options.sessionStorage ?? createStorageWrapper(() => globalThis.sessionStorage);

  const referrerFields = () =>
    referrerFieldsOf(readStoredReferrerContext(storage, now()), {
      referrer: page.referrer(),
      href: page.href(),
    });

  /** §6: restricted events go only for signed-in users; the server checks its allow-list. */
  const mayRestrictedSend = (restricted: boolean | undefined) =>
    !restricted || isLoggedIn(options.getIdentityState());

  async function track(
    event: string,
    variables: AnalyticsVariables = {},
    trackOptions: TrackOptions = {},
  ) {
    if (!mayRestrictedSend(trackOptions.restricted)) return;
    const state = options.getIdentityState();
    const userId = trackOptions.userId ?? currentUserId(state);
    const { extension } = options;
    const payload = extension
      ? extensionTrackPayload(event, variables, {
          userId,
          application: extension.application,
          extensionVersion: extension.version,
          applicationView: extension.getApplicationView?.(),
          restricted: trackOptions.restricted,
        })
      : websiteTrackPayload(event, variables, {
          userId,
          pageContext: options.getPageContext?.(),
          referrer: referrerFields(),
          restricted: trackOptions.restricted,
        });
    // §7: a failed track call is silently ignored.
    await apiClient.post(TRACK_PATH, payload, { responseType: 'text' }).catch(() => undefined);
  }

  async function identify() {
    const state = options.getIdentityState();
    const payload = identifyPayload({
      user: state.user,
      userId: currentUserId(state),
      minorFlag: minorFlagOf(state),
      fromExtension: options.clientType === 'extension',
      attribution: readStoredAttribution(storage),
      referrer: referrerFields(),
    });
    await apiClient.post(IDENTIFY_PATH, payload).catch(reportError);
  }

  async function event(mutation: EventMutationInput) {
    if (!mayRestrictedSend(mutation.restricted)) return;
    await apiClient.post(EVENT_PATH, mutation).catch(reportError);
  }

  return {
    track,
    identify,
    event,
    async captureEntry() {
      rememberReferrerContext(storage, { referrer: page.referrer(), href: page.href() }, now());
      const attribution = rememberAttribution(storage, page.href());
      if (Object.keys(attribution).length > 0)
        await event({ type: 'utmAction', variables: attribution });
      return attribution;
    },
    async trackVisitFromOutside() {
      if (page.isInFrame() || !isExternalReferrer(page.referrer(), page.href())) return false;
      if (session.getRaw(VISIT_FROM_OUTSIDE_SESSION_KEY)) return false;
      session.set(VISIT_FROM_OUTSIDE_SESSION_KEY, '1');
      await event({
        type: 'visitFromOutside',
        variables: {
          event: VISIT_FROM_OUTSIDE_VARIABLE,
          userAgent: page.userAgent(),
          containingURL: page.href(),
        },
      });
      return true;
    },
    trackExtensionPresence: ({ present, version }) =>
      event({
        type: 'extensionPresence',
        variables: { status: present ? 'present' : 'absent', version: version ?? null },
      }),
    trackReferralCodeUsed: (use) => event({ type: 'referralCodeUsed', variables: use }),
    trackClickedInstall: (referrerUserId) =>
      event({ type: 'clickedInstall', variables: { referrerUserId } }),
  };
}
