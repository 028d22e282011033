// §7 analytics from the extension (issue 7 item 7), the way the website sends its own
// (packages/identity/src/analytics): `s/track/everything` with the extension fields
// (application, extensionVersion, applicationView, trackingSource, userId) plus the event's
// variables; the §8 analytics error events go to `s/event` like the website's. Analytics never
// breaks the product: nothing here throws or rejects, and a failed call is silently ignored (§7).
// Browser-free: ./storedAnalytics.ts supplies who and where from the extension's storage.
import type { ApiClient } from '@motes/api-client';
import {
  API_ROUTES,
  ANALYTICS_ERROR_EVENT_NAMES,
  ANALYTICS_TEXT_MAX_LENGTH,
  EXTENSION_ANALYTICS_DROPPED_VARIABLE,
  EXTENSION_TRACKING_SOURCE,
  type EventMutationInput,
  type TrackEverythingInput,
} from '@motes/shared';

/** §7 (the same paths as the website's analytics client). */
export const TRACK_PATH = API_ROUTES.analytics.track.path;
/** The §7 event mutations and §8 analytics error events. */
export const EVENT_PATH = API_ROUTES.analytics.event.path;

/** The longest variable name `s/event` takes. */
const VARIABLE_NAME_MAX_LENGTH = 100;

export type AnalyticsValue = string | number | boolean | null;

/** Who sends an event, and from where; read when each event is sent. */
export interface ExtensionAnalyticsSession {
  /** The API client of the website the extension works with. */
  api: ApiClient;
  /** §7 userId: the signed-in user's id, else the extension's anonymous id (§3). */
  userId: string;
  signedIn: boolean;
  /** §7 applicationView: the surface, e.g. `popup` or `sidebar/reading`. */
  applicationView: string;
  /** false when the user turned usage statistics off (settings page): nothing is sent. */
  enabled?: boolean;
}

export interface ExtensionAnalyticsOptions {
  /** §7 application: the extension's name. */
  application: string;
  extensionVersion: string;
  session: () => Promise<ExtensionAnalyticsSession>;
  /** Told about calls that failed (default: nothing; §7 ignores them). */
  onError?: (error: unknown) => void;
}

export interface ExtensionTrackOptions {
  /** §6: send only for a signed-in user (the server then applies its allow-list). */
  restricted?: boolean;
}

export interface ExtensionAnalytics {
  /** Sends an event in the background: never throws, never waits. */
  track(
    event: string,
    variables?: Readonly<Record<string, unknown>>,
    options?: ExtensionTrackOptions,
  ): void;
  /** The same, resolved once the call has ended. Never rejects. */
  send(
    event: string,
    variables?: Readonly<Record<string, unknown>>,
    options?: ExtensionTrackOptions,
  ): Promise<void>;
}

/** §8 error event name → its `s/event` type (the login error has fixed variables: not ours). */
const ERROR_EVENT_TYPES = new Map<string, EventMutationInput['type']>(
  Object.entries(ANALYTICS_ERROR_EVENT_NAMES)
    .filter(([type]) => type !== 'loginErrorOccurred')
    .map(([type, name]) => [name, type as EventMutationInput['type']]),
);

/**
 * The variables that may go out: JSON scalars only (a text at most
 * {@link ANALYTICS_TEXT_MAX_LENGTH} long, which the server would refuse whole), never an address,
 * email, IP or secret ({@link EXTENSION_ANALYTICS_DROPPED_VARIABLE}), never `restricted`.
 */
export function analyticsVariables(
  variables: Readonly<Record<string, unknown>>,
): Record<string, AnalyticsValue> {
  const kept: Record<string, AnalyticsValue> = {};
  for (const [name, value] of Object.entries(variables)) {
    if (name === 'restricted' || name.length > VARIABLE_NAME_MAX_LENGTH) continue;
    if (EXTENSION_ANALYTICS_DROPPED_VARIABLE.test(name)) continue;
    const isScalar =
      value === null ||
      typeof value === 'boolean' ||
      (typeof value === 'number' && Number.isFinite(value)) ||
      (typeof value === 'string' && value.length <= ANALYTICS_TEXT_MAX_LENGTH);
    if (isScalar) kept[name] = value as AnalyticsValue;
  }
  return kept;
}

/** Creates the extension's analytics. */
export function createExtensionAnalytics(options: ExtensionAnalyticsOptions): ExtensionAnalytics {
  const reportError = options.onError ?? (() => {});

  async function send(
    event: string,
    variables: Readonly<Record<string, unknown>> = {},
    trackOptions: ExtensionTrackOptions = {},
  ): Promise<void> {
    try {
      const session = await options.session();
      if (session.enabled === false) return;
      if (trackOptions.restricted && !session.signedIn) return;
      // The §7 fields come last, so a variable cannot overwrite them.
      const fields = {
        application: options.application,
        extensionVersion: options.extensionVersion,
        applicationView: session.applicationView,
        trackingSource: EXTENSION_TRACKING_SOURCE,
        userId: session.userId,
      };
      const restricted: { restricted?: true } = trackOptions.restricted ? { restricted: true } : {};
      const errorType = ERROR_EVENT_TYPES.get(event);
      if (errorType) {
        const mutation = {
          type: errorType,
          variables: { ...analyticsVariables(variables), ...fields },
          ...restricted,
        } as EventMutationInput;
        await session.api.post(EVENT_PATH, mutation);
        return;
      }
      const payload: TrackEverythingInput = {
        ...analyticsVariables(variables),
        event,
        ...fields,
        ...restricted,
      };
      await session.api.post(TRACK_PATH, payload, { responseType: 'text' });
    } catch (error) {
      reportError(error);
    }
  }

  return {
    send,
    track(event, variables, trackOptions) {
      void send(event, variables, trackOptions);
    },
  };
}
