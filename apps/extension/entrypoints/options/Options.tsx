import { useEffect, useId, useState } from 'react';
import { USAGE_STATISTICS_TEXTS } from '@motes/shared';
import { BRAND_NAME, Button } from '@motes/ui';
import { browser } from 'wxt/browser';
import {
  readUsageStatisticsEnabled,
  saveUsageStatisticsEnabled,
} from '../../src/analytics/usageStatistics';
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
      <UsageStatisticsChoice />
    </main>
  );
}

/** §7 analytics from the extension: the user's yes or no, applied at once. */
function UsageStatisticsChoice() {
  const descriptionId = useId();
  const [enabled, setEnabled] = useState<boolean | null>(null);
  useEffect(() => {
    void readUsageStatisticsEnabled().then(setEnabled);
  }, []);
  if (enabled === null) return null;
  return (
    <div className="options__choice">
      <label>
        <input
          type="checkbox"
          checked={enabled}
          aria-describedby={descriptionId}
          onChange={(event) => {
            const next = event.currentTarget.checked;
            setEnabled(next);
            void saveUsageStatisticsEnabled(next);
          }}
        />{' '}
        {USAGE_STATISTICS_TEXTS.label}
      </label>
      <p id={descriptionId} className="options__choice-description">
        {USAGE_STATISTICS_TEXTS.description}
      </p>
    </div>
  );
}
