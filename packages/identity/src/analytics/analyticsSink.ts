// What the identity store needs from analytics: the `s/track/everything` call (§7) for its login
// and logout events, and identify after a login. `createAnalytics` satisfies it.

/** JSON values an analytics variable may hold. */
export type AnalyticsValue = string | number | boolean | null;
export type AnalyticsVariables = Readonly<Record<string, AnalyticsValue | undefined>>;

export interface TrackOptions {
  /** §6: sent only for signed-in users (the server applies the allow-list). */
  restricted?: boolean;
  /** Attribute the event to this id instead of the current one (the logout event: the user who left). */
  userId?: string;
}

export interface IdentityAnalyticsSink {
  /** §7: never rejects; a failed call is silently ignored. */
  track(event: string, variables?: AnalyticsVariables, options?: TrackOptions): Promise<void>;
  /** §7 `s/identify/everything` for the current user; never rejects. */
  identify?(): Promise<void>;
}
