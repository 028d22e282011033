// Design-system texts the spec gives word for word (§2 "Shared interface pieces", §8).
// Components show them through Fluent (`ui-*` ids) and pass these as the English fallback.

/** §2: the label of the play button on a video preview. */
export const VIDEO_PLAY_LABEL = 'Play video';

/** §2: a video preview keeps this width / height ratio (16/9). */
export const VIDEO_PREVIEW_ASPECT_RATIO = '16 / 9';

/** §8 "Video cannot autoplay": what is logged when the browser refuses to start playback. */
export const VIDEO_CANNOT_PLAY_MESSAGE = 'Cannot play video';

/** §8 "Video unsupported": the fallback content inside `<video>`. */
export const VIDEO_UNSUPPORTED_TEXT = 'Your browser does not support the video tag.';

/**
 * §8 "Browser lacks a resize observer → a warning message". The spec gives no wording; this
 * is ours. It goes to the console for developers, so it is not translated.
 */
export const RESIZE_OBSERVER_MISSING_WARNING =
  'This browser has no ResizeObserver: sizes that depend on it will not update when the layout changes.';
