import { Link } from 'react-router';
import { useTranslate } from '@motes/ui';
import { useIdentity } from '../../identity/IdentityProvider';
import { documentTitle } from '../signed-in/documentTitle';
import { withElements } from '../signed-in/richMessage';
import './admin.css';

/** A signed-in user who is not staff opened the admin area (403 in spirit: known, not allowed). */
export function NotAllowedPage() {
  const t = useTranslate();
  const { email } = useIdentity();
  const signedInAs = withElements({ email: <strong>{email}</strong> });
  return (
    <div className="admin-page">
      <title>{documentTitle(t('admin-not-allowed-title'))}</title>
      <h1>{t('admin-not-allowed-heading')}</h1>
      <p>
        {email
          ? signedInAs.render(t('admin-not-allowed-body', signedInAs.args))
          : t('admin-not-allowed-body-no-email')}
      </p>
      <p>{t('admin-not-allowed-help')}</p>
      <ul className="admin-links">
        <li>
          <Link to="/">{t('admin-not-allowed-home')}</Link>
        </li>
        <li>
          <Link to="/account">{t('admin-not-allowed-account')}</Link>
        </li>
      </ul>
    </div>
  );
}
