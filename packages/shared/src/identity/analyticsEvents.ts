// §4 identity analytics events sent through `s/track/everything` (§7), and the §7 tracking
// source/route values. Payload schemas live in ../analytics; the §8 error events and the §7
// event mutations go to `s/event` (../analytics/eventMutations.ts).

/** §4 "Login completion … sends a login-complete analytics event" (the name is ours). */
export const LOGIN_COMPLETED_EVENT = 'Login Completed';
/** §4 "fires a logout event (forced, origin web)" (the name is ours). */
export const LOGGED_OUT_EVENT = 'Logged Out';
/** §3 "Logout carries forced and origin (web) flags": the origin value. */
export const LOGOUT_ORIGIN_WEB = 'web';

/** §7: `tracking_source` / `trackingSource` of the website. */
export const WEBSITE_TRACKING_SOURCE = 'website';
/** §7: `tracking_route` / `trackingRoute` of the website. */
export const WEBSITE_TRACKING_ROUTE = 'direct';
/** `trackingSource` of the extension (the spec names the field, not its value). */
export const EXTENSION_TRACKING_SOURCE = 'extension';
