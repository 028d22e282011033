// §7 "Common to all requests": api key, access token (unless skipped), device id, client
// version, client type and last user id. Header names are fixed in @motes/shared.
import type { ClientType } from '@motes/shared';
import {
  ACCESS_TOKEN_HEADER,
  API_KEY_HEADER,
  CLIENT_TYPE_HEADER,
  CLIENT_VERSION_HEADER,
  DEVICE_ID_HEADER,
  LAST_USER_ID_HEADER,
  formatBearerToken,
} from '@motes/shared';

/** Reads a value for a header; may be async (the extension reads chrome.storage). */
export type HeaderValueSource = () =>
  string | null | undefined | Promise<string | null | undefined>;

export interface CommonHeaderSources {
  clientType: ClientType;
  clientVersion: string;
  getAccessToken: HeaderValueSource;
  getDeviceId: HeaderValueSource;
  getLastUserId: HeaderValueSource;
  apiKey?: string;
}

/**
 * Builds the §7 common headers. Empty or missing values are left out rather than sent blank.
 * @param skipAuth leaves the access token out (sign-in calls, public pages).
 */
export async function buildCommonHeaders(
  sources: CommonHeaderSources,
  skipAuth = false,
): Promise<Record<string, string>> {
  const [accessToken, deviceId, lastUserId] = await Promise.all([
    skipAuth ? undefined : sources.getAccessToken(),
    sources.getDeviceId(),
    sources.getLastUserId(),
  ]);
  const headers: Record<string, string> = {
    [CLIENT_TYPE_HEADER]: sources.clientType,
    [CLIENT_VERSION_HEADER]: sources.clientVersion,
  };
  if (sources.apiKey) headers[API_KEY_HEADER] = sources.apiKey;
  if (accessToken) headers[ACCESS_TOKEN_HEADER] = formatBearerToken(accessToken);
  if (deviceId) headers[DEVICE_ID_HEADER] = deviceId;
  if (lastUserId) headers[LAST_USER_ID_HEADER] = lastUserId;
  return headers;
}
