import { ReferralPage } from '../features/referral/ReferralPage';

/** Route `/r/:code` (§2 referral link). */
export function ReferralRoute() {
  return <ReferralPage />;
}
