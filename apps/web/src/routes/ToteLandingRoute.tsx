import { ShareLanding } from '../features/share-landing/ShareLanding';

/** Route `/t/:id` (§2): the landing page of a shared item (a tote). */
export function ToteLandingRoute() {
  return <ShareLanding kind="tote" />;
}
