import { Alert, Button, useTranslate } from '@motes/ui';
import { useIdentity } from '../../identity/IdentityProvider';
import { useSignOut } from '../../identity/useSignOut';
import { documentTitle } from '../signed-in/documentTitle';
import { withElements } from '../signed-in/richMessage';
import { DataSection } from './DataSection';
import { DeleteAccountSection } from './DeleteAccountSection';
import { PreferencesSection } from './PreferencesSection';
import { ProfileSection } from './ProfileSection';
import { SessionsSection } from './SessionsSection';
import { VoiceSection } from './VoiceSection';
import './account.css';

/**
 * `/account` (§2 "My Account"): profile and picture, preferences, read-aloud voices, signed-in
 * devices, a copy of the user's data, account deletion and sign-out. Rendered behind the §4
 * guard, so a signed-in status is loaded by the time it shows.
 */
export function AccountPage() {
  const t = useTranslate();
  const { state, email } = useIdentity();
  // §2: Sign out returns to /login; the store ends the session in every tab.
  const signOut = useSignOut();
  const user = state.status?.user;
  const signedInAs = withElements({ email: <strong>{email}</strong> });

  return (
    <div className="account-page">
      <title>{documentTitle(t('account-title'))}</title>
      <div className="account-page__header">
        <h1>{t('account-heading')}</h1>
        <Button variant="secondary" onClick={() => void signOut('/login')}>
          {t('account-sign-out')}
        </Button>
      </div>
      {email && (
        <p className="account-page__email">
          {signedInAs.render(t('account-signed-in-as', signedInAs.args))}
        </p>
      )}
      {user ? (
        <>
          <ProfileSection user={user} />
          <PreferencesSection
            settings={user.settings}
            isMinor={state.status?.identity.isMinor ?? false}
          />
          <VoiceSection settings={user.settings} />
        </>
      ) : (
        <Alert type="warn">{t('account-profile-missing')}</Alert>
      )}
      <SessionsSection />
      <DataSection />
      {email && <DeleteAccountSection email={email} />}
    </div>
  );
}
