import { useState } from 'react';
import { BRAND_NAME, Button } from '@motes/ui';
import { browser } from 'wxt/browser';
import { openSignIn, requestSignOut } from '../../src/identity/identityActions';
import { useStoredIdentity } from '../../src/identity/useStoredIdentity';

/** The extension's settings page: the website it works with and the account signed in. */
export function Options() {
  const { version } = browser.runtime.getManifest();
  const view = useStoredIdentity();
  const [signingOut, setSigningOut] = useState(false);

  async function handleSignOut() {
    setSigningOut(true);
    try {
      await requestSignOut();
    } finally {
      setSigningOut(false);
    }
  }

  return (
    <main className="options">
      <h1 className="options__title">{BRAND_NAME} settings</h1>
      <p className="options__version">Version {version}</p>
      {view.phase !== 'loading' && (
        <dl className="options__facts">
          <dt>Website</dt>
          <dd>
            <a href={`${view.websiteOrigin}/`} target="_blank" rel="noopener noreferrer">
              {view.websiteOrigin}
            </a>
          </dd>
          <dt>Account</dt>
          <dd>
            {view.phase === 'signedIn' ? (
              <>
                Signed in as <strong>{view.identity.primaryEmailAddress}</strong>
              </>
            ) : (
              'Not signed in'
            )}
          </dd>
        </dl>
      )}
      {view.phase === 'signedIn' && (
        <Button variant="secondary" loading={signingOut} onClick={() => void handleSignOut()}>
          Sign out
        </Button>
      )}
      {view.phase === 'signedOut' && (
        <Button onClick={() => void openSignIn(view.websiteOrigin)}>Sign in</Button>
      )}
    </main>
  );
}
