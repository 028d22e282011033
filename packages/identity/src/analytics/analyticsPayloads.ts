// §7 payloads of `s/track/everything` and `s/identify/everything`. Pure builders: the client
// gathers the context, these decide what goes on the wire (and what never does).
import type {
  Attribution,
  IdentifyEverythingInput,
  MinorFlag,
  ReferrerContext,
  TrackEverythingInput,
  UserRecord,
} from '@motes/shared';
import {
  EXTENSION_TRACKING_SOURCE,
  WEBSITE_TRACKING_ROUTE,
  WEBSITE_TRACKING_SOURCE,
  isExternalReferrer,
} from '@motes/shared';
import type { AnalyticsVariables } from './analyticsSink';

/** Drops undefined fields: the payload schemas take JSON values only. */
function compact<T>(fields: Record<string, unknown>): T {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as T;
}

/** §7 referrer and referrerURL: the host and the full URL of the outside page the visit came from. */
export interface ReferrerFields {
  referrer?: string;
  referrerURL?: string;
}

/** The stored context's referrer (§3) within its 10 minutes, else the page's outside referrer. */
export function referrerFieldsOf(
  context: ReferrerContext | undefined,
  page: { referrer: string; href: string },
): ReferrerFields {
  const url =
    context?.originalReferrer ??
    (isExternalReferrer(page.referrer, page.href) ? page.referrer : undefined);
  if (!url) return {};
  try {
    return { referrer: new URL(url).host, referrerURL: url };
  } catch {
    return { referrerURL: url };
  }
}

export interface WebsiteTrackContext {
  userId: string;
  /** §2 "Analytics page names" (loops, activity, home, …). */
  pageContext?: string;
  referrer: ReferrerFields;
  restricted?: boolean;
}

export interface ExtensionTrackContext {
  userId: string;
  application: string;
  extensionVersion: string;
  applicationView?: string;
  restricted?: boolean;
}

/** §7 website track payload. Context fields come last so a variable cannot overwrite them. */
export function websiteTrackPayload(
  event: string,
  variables: AnalyticsVariables,
  context: WebsiteTrackContext,
): TrackEverythingInput {
  return compact({
    ...variables,
    event,
    pageContext: context.pageContext,
    direct: context.referrer.referrerURL === undefined,
    trackingRoute: WEBSITE_TRACKING_ROUTE,
    trackingSource: WEBSITE_TRACKING_SOURCE,
    ...context.referrer,
    userId: context.userId,
    ...(context.restricted ? { restricted: true } : {}),
  });
}

/** §7 extension track payload: context plus the event variables. */
export function extensionTrackPayload(
  event: string,
  variables: AnalyticsVariables,
  context: ExtensionTrackContext,
): TrackEverythingInput {
  return compact({
    ...variables,
    event,
    application: context.application,
    extensionVersion: context.extensionVersion,
    applicationView: context.applicationView,
    trackingSource: EXTENSION_TRACKING_SOURCE,
    userId: context.userId,
    ...(context.restricted ? { restricted: true } : {}),
  });
}

/** Record fields that identify a person; a minor's identify call leaves them out (DESIGN.md privacy). */
const PERSONAL_FIELDS = ['name', 'givenName', 'familyName', 'displayName', 'avatarUrl'];

export interface IdentifyContext {
  user: UserRecord;
  userId: string;
  minorFlag: MinorFlag;
  fromExtension: boolean;
  attribution: Attribution;
  referrer: ReferrerFields;
}

/**
 * §7 identify payload: the user record without tokens and ids, plus from_extension '1' (from the
 * extension), email and email_domain, isMinor '1'/'0', tracking_source 'website' and
 * tracking_route 'direct' (site use), the utm fields, referrer, referrerURL and userId.
 * For minors: no email, email domain, names, avatar or referrer.
 */
export function identifyPayload(context: IdentifyContext): IdentifyEverythingInput {
  const {
    accessToken: _token,
    userId: _userId,
    anonymousUserId: _anonymousUserId,
    lastUserId: _lastUserId,
    primaryEmailAddress: email,
    ...record
  } = context.user;
  const isMinor = context.minorFlag === '1';
  const kept = Object.fromEntries(
    Object.entries(record).filter(([key]) => !(isMinor && PERSONAL_FIELDS.includes(key))),
  );
  const emailFields =
    email && !isMinor ? { email, email_domain: email.slice(email.lastIndexOf('@') + 1) } : {};
  return compact<IdentifyEverythingInput>({
    ...kept,
    ...emailFields,
    isMinor: context.minorFlag,
    ...(context.fromExtension
      ? { from_extension: '1' as const }
      : { tracking_source: WEBSITE_TRACKING_SOURCE, tracking_route: WEBSITE_TRACKING_ROUTE }),
    ...context.attribution,
    ...(isMinor ? {} : context.referrer),
    userId: context.userId,
  });
}
