import { useEffect, useRef } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { handleReferralVisit } from '@motes/identity';
import {
  isValidReferralCode,
  REFERRAL_CODE_MAX_LENGTH,
  REFERRAL_CODE_MIN_LENGTH,
} from '@motes/shared';
import { Alert, LoadingWave, useToaster, useTranslate } from '@motes/ui';
import { useWebIdentity } from '../../identity/IdentityProvider';
import { documentTitle } from '../signed-in/documentTitle';
import { withElements } from '../signed-in/richMessage';
import { REFERRAL_CODE_PARAM } from './referralParams';

/**
 * `/r/{code}` (§2). §5: a code must be 1 to 9 characters, else this is an error page. A
 * valid code is for signing up a new account only: a new visitor goes on to `/signup` with
 * it; someone signed in or known on this device gets the §8 toast (top centre, 5 s) and goes
 * home. Either way the §7 "referral code used" event is sent, once.
 */
export function ReferralPage() {
  const t = useTranslate();
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
      // §8 REFERRAL_SIGNUP_ONLY_MESSAGE, in the interface's language.
      const { type, position, duration } = decision.toast;
      toaster.show(t('referral-signup-only'), { type, position, duration });
      void navigate('/', { replace: true });
    } else if (decision.kind === 'signUp') {
      const query = new URLSearchParams({ [REFERRAL_CODE_PARAM]: decision.code });
      void navigate(`/signup?${query.toString()}`, { replace: true });
    }
  }, [analytics, code, navigate, store, t, toaster, valid]);

  if (valid) return <LoadingWave />;
  const actions = withElements({
    signup: <Link to="/signup">{t('referral-create-account')}</Link>,
    home: <Link to="/">{t('referral-go-home')}</Link>,
  });
  return (
    <div className="referral-invalid">
      <title>{documentTitle(t('referral-invalid-title'))}</title>
      <h1>{t('referral-invalid-heading')}</h1>
      <Alert>
        {/* INVALID_REFERRAL_CODE_MESSAGE of @motes/shared, in the interface's language. */}
        {t('referral-invalid-code', {
          min: REFERRAL_CODE_MIN_LENGTH,
          max: REFERRAL_CODE_MAX_LENGTH,
        })}
        . {t('referral-invalid-help')}
      </Alert>
      <p>{actions.render(t('referral-invalid-actions', actions.args))}</p>
    </div>
  );
}
