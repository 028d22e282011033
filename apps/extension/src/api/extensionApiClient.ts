// The extension's API client: the shared §7 client with client type `extension`, the stored
// identity's token, and the extension's device id and last user id (its anonymous id
// `anonymous:from_extension:<uuid>` when nobody was ever signed in). §8: a 403 sends a logout.
import { browser } from 'wxt/browser';
import {
  createApiClient,
  createExtension403Handler,
  type ApiClient,
  type ApiError,
} from '@motes/api-client';
import { readDeviceId, readIdentity, readLastUserId } from '../identity/identityStorage';

export interface ExtensionApiClientOptions {
  /** The website whose API to call, e.g. `http://127.0.0.1:41234`. */
  websiteOrigin: string;
  /**
   * §8 reaction to a 403. Default: the logout message to the background — right for the
   * popup, the options page and content scripts. The background itself, which a message
   * sent from it would not reach, passes its own logout.
   */
  on403?: (error: ApiError) => void;
}

/** Creates an API client that calls `websiteOrigin`'s API as the extension. */
export function createExtensionApiClient({
  websiteOrigin,
  on403 = createExtension403Handler((message) => browser.runtime.sendMessage(message)),
}: ExtensionApiClientOptions): ApiClient {
  return createApiClient({
    baseUrl: websiteOrigin,
    clientType: 'extension',
    clientVersion: browser.runtime.getManifest().version,
    getAccessToken: async () => (await readIdentity())?.accessToken,
    getDeviceId: readDeviceId,
    getLastUserId: readLastUserId,
    environment: import.meta.env.MODE,
    on403,
  });
}
