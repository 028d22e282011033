import { Alert, BRAND_NAME, Button } from '@motes/ui';
import { useIdentity } from '../../identity/IdentityProvider';
import { useSignOut } from '../../identity/useSignOut';
import { DataSection } from './DataSection';
import { DeleteAccountSection } from './DeleteAccountSection';
import { PreferencesSection } from './PreferencesSection';
import { ProfileSection } from './ProfileSection';
import { SessionsSection } from './SessionsSection';
import './account.css';

/**
 * `/account` (§2 "My Account"): profile and picture, preferences, signed-in devices, a copy of
 * the user's data, account deletion and sign-out. Rendered behind the §4 guard, so a signed-in
 * status is loaded by the time it shows.
 */
export function AccountPage() {
  const { state, email } = useIdentity();
  // §2: Sign out returns to /login; the store ends the session in every tab.
  const signOut = useSignOut();
  const user = state.status?.user;

  return (
    <div className="account-page">
      <title>{`Your account · ${BRAND_NAME}`}</title>
      <div className="account-page__header">
        <h1>Your account</h1>
        <Button variant="secondary" onClick={() => void signOut('/login')}>
          Sign out
        </Button>
      </div>
      {email && (
        <p className="account-page__email">
          Signed in as <strong>{email}</strong>
        </p>
      )}
      {user ? (
        <>
          <ProfileSection user={user} />
          <PreferencesSection
            settings={user.settings}
            isMinor={state.status?.identity.isMinor ?? false}
          />
        </>
      ) : (
        <Alert type="warn">Your profile could not be loaded. Reload the page to try again.</Alert>
      )}
      <SessionsSection />
      <DataSection />
      {email && <DeleteAccountSection email={email} />}
    </div>
  );
}
