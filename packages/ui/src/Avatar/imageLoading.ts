// §4 "Image loading. Pending, loading, then loaded or failed."

/** Where an avatar image is in its life: §4 pending → loading → loaded | failed. */
export type ImageLoadStatus = 'pending' | 'loading' | 'loaded' | 'failed';

/** What the `<img>` reports. */
export type ImageLoadEvent = 'start' | 'load' | 'error';

/**
 * The §4 transitions: `start` moves pending to loading, `load` and `error` end a loading
 * image as loaded or failed. Any other event leaves the status as it is, so a late event of
 * an image that already settled changes nothing.
 */
export function nextImageLoadStatus(
  status: ImageLoadStatus,
  event: ImageLoadEvent,
): ImageLoadStatus {
  if (status === 'pending' && event === 'start') return 'loading';
  if (status === 'loading' && event === 'load') return 'loaded';
  if (status === 'loading' && event === 'error') return 'failed';
  return status;
}
