import { useEffect, useRef } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { handleReferralVisit } from '@motes/identity';
import { INVALID_REFERRAL_CODE_MESSAGE, isValidReferralCode } from '@motes/shared';
import { Alert, BRAND_NAME, LoadingWave, useToaster } from '@motes/ui';
import { useWebIdentity } from '../../identity/IdentityProvider';
import { REFERRAL_CODE_PARAM } from './referralParams';

/**
 * `/r/{code}` (§2). §5: a code must be 1 to 9 characters, else this is an error page. A
 * valid code is for signing up a new account only: a new visitor goes on to `/signup` with
 * it; someone signed in or known on this device gets the §8 toast (top centre, 5 s) and goes
 * home. Either way the §7 "referral code used" event is sent, once.
 */
export function ReferralPage() {
  const { code } = useParams();
  const { store, analytics } = useWebIdentity();
  const toaster = useToaster();
  const navigate = useNavigate();
  const handled = useRef(false);
  const valid = isValidReferralCode(code);

  useEffect(() => {
    if (!valid || handled.current) return;
    handled.current = true;
    // A stored token or last user id is enough to decide: no need to wait for the status.
    const decision = handleReferralVisit(code, store.getState(), analytics);
    if (decision.kind === 'rejected') {
      const { message, ...toast } = decision.toast;
      toaster.show(message, toast);
      void navigate('/', { replace: true });
    } else if (decision.kind === 'signUp') {
      const query = new URLSearchParams({ [REFERRAL_CODE_PARAM]: decision.code });
      void navigate(`/signup?${query.toString()}`, { replace: true });
    }
  }, [analytics, code, navigate, store, toaster, valid]);

  if (valid) return <LoadingWave />;
  return (
    <div className="referral-invalid">
      <title>{`Referral link not valid · ${BRAND_NAME}`}</title>
      <h1>This referral link isn't valid</h1>
      <Alert>
        {INVALID_REFERRAL_CODE_MESSAGE}. Check the link you were sent, or sign up without one.
      </Alert>
      <p>
        <Link to="/signup">Create a free account</Link> or <Link to="/">go to the home page</Link>.
      </p>
    </div>
  );
}
