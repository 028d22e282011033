import { useEffect, useMemo, useRef, useState } from 'react';
import { PAGE_VIEWED_EVENT, POPUP_APPLICATION_VIEW } from '@motes/shared';
import { BRAND_NAME, Button } from '@motes/ui';
import { browser } from 'wxt/browser';
import { createStoredExtensionAnalytics } from '../../src/analytics/storedAnalytics';
import { openSignIn, requestSignOut } from '../../src/identity/identityActions';
import { checkSession } from '../../src/identity/sessionCheck';
import { useStoredIdentity } from '../../src/identity/useStoredIdentity';
import { OpenSidebarButton } from './OpenSidebarButton';

/** The toolbar popup: who is signed in (or a way to sign in), the version, the website. */
export function Popup() {
  const { version } = browser.runtime.getManifest();
  const view = useStoredIdentity();
  const [signingOut, setSigningOut] = useState(false);
  const checkedToken = useRef<string | undefined>(undefined);
  const analytics = useMemo(() => createStoredExtensionAnalytics(() => POPUP_APPLICATION_VIEW), []);

  // The popup's page view (§7, like the website's per page).
  useEffect(
    () => analytics.track(PAGE_VIEWED_EVENT, { page: POPUP_APPLICATION_VIEW }),
    [analytics],
  );

  // Each time the popup opens, ask the server whether the session still holds; a refused one
  // signs the extension out (§8), and the view follows the stored identity. Once per session.
  useEffect(() => {
    if (view.phase !== 'signedIn' || checkedToken.current === view.identity.accessToken) return;
    checkedToken.current = view.identity.accessToken;
    void checkSession(view.identity);
  }, [view]);

  async function handleOpenWebsite(websiteOrigin: string) {
    await browser.tabs.create({ url: `${websiteOrigin}/` });
    // A popup stays open until it loses focus; close it so the new tab is in view.
    window.close();
  }

  async function handleSignIn(websiteOrigin: string) {
    await openSignIn(websiteOrigin);
    window.close();
  }

  async function handleSignOut() {
    setSigningOut(true);
    try {
      await requestSignOut();
    } finally {
      setSigningOut(false);
    }
  }

  return (
    <main className="popup">
      <title>{BRAND_NAME}</title>
      <h1 className="popup__title">{BRAND_NAME}</h1>
      <p className="popup__version">Version {version}</p>
      <OpenSidebarButton />
      {view.phase === 'signedIn' && (
        <>
          <p className="popup__account" role="status">
            Signed in as <strong>{view.identity.primaryEmailAddress}</strong>
          </p>
          <Button variant="secondary" loading={signingOut} onClick={() => void handleSignOut()}>
            Sign out
          </Button>
        </>
      )}
      {view.phase === 'signedOut' && (
        <>
          <p className="popup__account" role="status">
            Not signed in
          </p>
          <Button onClick={() => void handleSignIn(view.websiteOrigin)}>Sign in</Button>
        </>
      )}
      {view.phase !== 'loading' && (
        <Button
          variant={view.phase === 'signedIn' ? 'primary' : 'secondary'}
          onClick={() => void handleOpenWebsite(view.websiteOrigin)}
        >
          Open {BRAND_NAME}
        </Button>
      )}
      <Button variant="ghost" size="sm" onClick={() => void browser.runtime.openOptionsPage()}>
        Settings
      </Button>
    </main>
  );
}
