import { ShareLanding } from '../features/share-landing/ShareLanding';

/** Route `/m/:id` (§2): the landing page of a shared recording (a mote). */
export function MoteLandingRoute() {
  return <ShareLanding kind="mote" />;
}
