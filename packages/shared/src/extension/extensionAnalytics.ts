// Issue 7 item 7: analytics from the extension. §7 `s/track/everything` extension payload:
// application, extensionVersion, applicationView, trackingSource and userId, plus the event's
// variables. The tools' own events are in ./toolAnalyticsEvents.ts; the fields' schema is
// TrackEverythingSchema (../analytics/trackPayload.ts).
import type { SidebarMode } from './sidebarTools';

/** §7 `applicationView` of the toolbar popup, and the `page` of its view event. */
export const POPUP_APPLICATION_VIEW = 'popup';
/** The `page` variable of the sidebar's view event, sent each time it opens. */
export const SIDEBAR_VIEW_PAGE = 'sidebar';

/**
 * §7 `applicationView` of an event sent from the sidebar: the surface and the mode it shows,
 * e.g. `sidebar/reading`.
 */
export function sidebarApplicationView(mode: SidebarMode): string {
  return `${SIDEBAR_VIEW_PAGE}/${mode}`;
}

/**
 * Variable names the extension never sends, for anyone: addresses (of the page the user is
 * on, or where they came from), email and IP addresses, and secrets. §6 and the market notes
 * forbid the first for minors and the website sends no page path either (it names the page),
 * so a minor's events carry nothing an adult's do not. The server drops the same keys
 * (apps/server/src/services/analyticsRecorder.ts); here they never leave the browser.
 */
export const EXTENSION_ANALYTICS_DROPPED_VARIABLE =
  /email|referr|url$|href|^ip$|token|secret|password|authorization|cookie/i;
