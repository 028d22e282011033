// §4 "Analytics lifecycle": "Tracked Mote events: recording started, resumed, completed;
// finalization delayed." The spec names the events, not their exact strings: these are ours,
// sent through `s/track/everything` (§7) by every recorder (website and sidebar).

/** The §4 mote events, by what happened. */
export const RECORDING_EVENTS = {
  /** The microphone opened and recording began. */
  started: 'Mote Recording Started',
  /** A paused recording went on. */
  resumed: 'Mote Recording Resumed',
  /** A recording ended to be kept (the user's stop or the §9 limit), not cancelled. */
  completed: 'Mote Recording Completed',
  /** Turning a finished recording into a mote took longer than it should (see below). */
  finalizationDelayed: 'Mote Finalization Delayed',
} as const;
export type RecordingEvent = (typeof RECORDING_EVENTS)[keyof typeof RECORDING_EVENTS];

/**
 * "Finalization delayed" is sent once per recording when its mote is not made within this long
 * of the stop (upload plus `POST m/motes`), or at once when the network fails on the way or a
 * recording left by an earlier page is finished.
 */
export const RECORDING_FINALIZATION_DELAY_MS = 10_000;

/** Why finalization was late: slow, cut off by the network, or finished after a reload. */
export const FINALIZATION_DELAY_REASONS = ['slow', 'network', 'recovered'] as const;
export type FinalizationDelayReason = (typeof FINALIZATION_DELAY_REASONS)[number];

/** How a recording came to an end (a variable of the completed event). */
export const RECORDING_STOP_CAUSES = ['user', 'limit'] as const;
export type RecordingStopCause = (typeof RECORDING_STOP_CAUSES)[number];
