import { useId } from 'react';
import { Link, useLocation } from 'react-router';
import { buildLoginRedirectUrl, LOGIN_PATH } from '@motes/api-client';
import { useTranslate } from '@motes/ui';
import { useIdentity } from '../../identity/IdentityProvider';
import { documentTitle } from '../signed-in/documentTitle';
import { withElements } from '../signed-in/richMessage';
import './notFound.css';

/**
 * Shown for any path the app does not know (and no alias redirects): what happened and the
 * likely ways on. A single-page app answers such paths with 200 and this page.
 */
export function NotFoundPage() {
  const t = useTranslate();
  const { pathname, search } = useLocation();
  const { isLoggedIn } = useIdentity();
  const suggestionsId = useId();
  const path = withElements({ path: <code>{pathname}</code> });
  return (
    <div className="not-found">
      <title>{documentTitle(t('not-found-title'))}</title>
      <h1>{t('not-found-heading')}</h1>
      <p>{path.render(t('not-found-body', path.args))}</p>
      <nav aria-labelledby={suggestionsId}>
        <h2 id={suggestionsId}>{t('not-found-suggestions')}</h2>
        <ul className="not-found__links">
          <li>
            <Link to="/">{t('not-found-home')}</Link>
          </li>
          <li>
            <Link to="/product">{t('not-found-product')}</Link>
          </li>
          <li>
            <Link to="/learning-zone">{t('not-found-learning-zone')}</Link>
          </li>
          <li>
            {isLoggedIn ? (
              <Link to="/activity">{t('not-found-activity')}</Link>
            ) : (
              // §2 login redirect helper: a page that later exists here is where sign-in returns.
              <Link to={buildLoginRedirectUrl(LOGIN_PATH, `${pathname}${search}`)}>
                {t('not-found-sign-in')}
              </Link>
            )}
          </li>
        </ul>
      </nav>
    </div>
  );
}
