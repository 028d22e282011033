import { useEffect, useState } from 'react';
import { WEBSITE_URL } from '../config';
import {
  readIdentity,
  readWebsiteOrigin,
  watchIdentity,
  type StoredIdentity,
} from './identityStorage';

/** Who is signed in to the extension, as the popup and the options page show it. */
export type IdentityView =
  | { phase: 'loading' }
  | { phase: 'signedOut'; websiteOrigin: string }
  | { phase: 'signedIn'; identity: StoredIdentity; websiteOrigin: string };

async function currentView(): Promise<IdentityView> {
  const identity = await readIdentity();
  if (identity) return { phase: 'signedIn', identity, websiteOrigin: identity.websiteOrigin };
  return { phase: 'signedOut', websiteOrigin: await readWebsiteOrigin(WEBSITE_URL) };
}

/** The stored identity, kept current when the background signs in or out while the page is open. */
export function useStoredIdentity(): IdentityView {
  const [view, setView] = useState<IdentityView>({ phase: 'loading' });
  useEffect(() => {
    let active = true;
    const update = () => {
      void currentView().then((next) => {
        if (active) setView(next);
      });
    };
    update();
    const unwatch = watchIdentity(update);
    return () => {
      active = false;
      unwatch();
    };
  }, []);
  return view;
}
