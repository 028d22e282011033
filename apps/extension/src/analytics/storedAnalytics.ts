// The extension's analytics with who and where read from its storage at each event: the
// signed-in user (else the anonymous id `anonymous:from_extension:<uuid>`, §3) and the website
// whose API the rest of the extension calls.
import type { ApiClient } from '@motes/api-client';
import { browser } from 'wxt/browser';
import { createExtensionApiClient } from '../api/extensionApiClient';
import { readAnonymousId, readIdentity } from '../identity/identityStorage';
import { sidebarWebsiteOrigin } from '../sidebar/sidebarServices';
import { createExtensionAnalytics, type ExtensionAnalytics } from './extensionAnalytics';
import { readUsageStatisticsEnabled } from './usageStatistics';

/** §7 applicationView for the user (`null`: anonymous) at the moment an event is sent. */
export type ApplicationViewSource = (userId: string | null) => string | Promise<string>;

/** Analytics for one surface of the extension (the sidebar in a page, the popup…). */
export function createStoredExtensionAnalytics(
  applicationView: ApplicationViewSource,
): ExtensionAnalytics {
  const { name, version } = browser.runtime.getManifest();
  let client: { origin: string; api: ApiClient } | undefined;
  const apiFor = (origin: string) => {
    if (client?.origin !== origin)
      client = { origin, api: createExtensionApiClient({ websiteOrigin: origin }) };
    return client.api;
  };
  return createExtensionAnalytics({
    application: name,
    extensionVersion: version,
    async session() {
      const identity = await readIdentity();
      const origin = await sidebarWebsiteOrigin();
      return {
        api: apiFor(origin),
        userId: identity?.userId ?? (await readAnonymousId()),
        signedIn: identity !== undefined,
        applicationView: await applicationView(identity?.userId ?? null),
        enabled: await readUsageStatisticsEnabled(),
      };
    },
  });
}
