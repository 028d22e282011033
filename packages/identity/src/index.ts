// Public surface of @motes/identity: the client identity store of §3/§4, shared by the web app
// and the extension.
export { createIdentityStore } from './identityStore';
export type { IdentityStore, IdentityStoreOptions, LoginFlags } from './identityStoreTypes';
export * from './identityState';
export {
  IDENTITY_MISSING_MESSAGE,
  SETTINGS_NEED_LOGIN_MESSAGE,
  isForbiddenLogout,
} from './identityMessages';
export type { IdentityBroadcastMessage, LogoutEvent } from './identityMessages';
export {
  INVALID_STATUS_MESSAGE,
  STATUS_NEEDS_IS_LOGGED_IN_MESSAGE,
  parseIdentityStatus,
} from './identityStatusCache';
export { SETTINGS_PATH, SIGN_OUT_PATH, STATUS_PATH } from './identityCalls';
export {
  accessTokenCookieAttributes,
  createDocumentCookieJar,
  isSecurePage,
} from './accessTokenCookie';
export type { CookieAttributes, CookieJar } from './accessTokenCookie';
export { IDENTITY_TAB_CHANNEL, createBrowserTabSync, tabMessageFromStorageEvent } from './tabSync';
export type { BrowserTabSyncOptions, TabMessage, TabSync } from './tabSync';
export { createIdentityHeaderSources } from './headerSources';
export type { IdentityHeaderSources } from './headerSources';
export { mergeSettingsUpdates } from './settingsSaver';
export type {
  AnalyticsValue,
  AnalyticsVariables,
  IdentityAnalyticsSink,
  TrackOptions,
} from './analytics/analyticsSink';
export {
  EMAIL_LINK_POLL_PATH,
  EMAIL_LINK_REQUEST_PATH,
  loginErrorText,
  signInWithEmailLink,
} from './signInWithEmailLink';
export type {
  EmailLinkOptions,
  EmailLinkOutcome,
  EmailLinkSent,
  EmailLinkSignIn,
} from './signInWithEmailLink';
export {
  EVENT_PATH,
  IDENTIFY_PATH,
  TRACK_PATH,
  VISIT_FROM_OUTSIDE_VARIABLE,
  createAnalytics,
} from './analytics/createAnalytics';
export type { Analytics, AnalyticsOptions } from './analytics/createAnalytics';
export { browserPageEnvironment } from './analytics/pageEnvironment';
export type { PageEnvironment } from './analytics/pageEnvironment';
export {
  readStoredAttribution,
  readStoredReferrerContext,
  rememberAttribution,
  rememberReferrerContext,
} from './analytics/entryAttribution';
export { handleReferralVisit } from './referralVisit';
