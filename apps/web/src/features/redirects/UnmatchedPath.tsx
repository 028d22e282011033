import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { LoadingWave, useTranslate } from '@motes/ui';
import { GuardedRoute } from '../../identity/GuardedRoute';
import { NotFoundPage } from '../not-found/NotFoundPage';
import { planUnmatchedPath } from './redirectPlan';

/**
 * Any path no page route matched (§2 "Any other path"): follows a short alias or a signed-in
 * redirect, replacing the address so Back does not bounce through it, or shows the 404 page.
 * Signed-in redirects lead into the signed-in app, so a visitor signs in first and comes back.
 */
export function UnmatchedPath() {
  const location = useLocation();
  const plan = planUnmatchedPath(location);
  switch (plan.kind) {
    case 'navigate':
      return <Navigate to={plan.to} replace />;
    case 'leave':
      return <LeaveSite url={plan.url} />;
    case 'signedIn':
      return (
        <GuardedRoute requiresSignIn>
          <Navigate to={plan.to} replace />
        </GuardedRoute>
      );
    case 'notFound':
      return <NotFoundPage />;
  }
}

/** An alias to a site we do not run: the whole page goes there, replacing this address. */
function LeaveSite({ url }: { url: string }) {
  const t = useTranslate();
  useEffect(() => {
    window.location.replace(url);
  }, [url]);
  return <LoadingWave text={t('redirects-leaving', { host: new URL(url).host })} />;
}
