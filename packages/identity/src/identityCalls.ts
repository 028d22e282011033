// The identity store's `i/` calls (§7). Each sends the token it is given explicitly rather than
// the client's header source: a call must carry the session it was made for, even when the
// session changes while it runs (a logout's server call, a status fetch racing a login).
import type { ApiClient, ApiRequestOptions } from '@motes/api-client';
import type { IdentityStatus, SettingsResponse, SettingsUpdateInput } from '@motes/shared';
import {
  API_ROUTES,
  ACCESS_TOKEN_HEADER,
  SettingsResponseSchema,
  formatBearerToken,
} from '@motes/shared';
import { parseIdentityStatus } from './identityStatusCache';

/** §7 identity status (`v1/i/status`, also `i/status`). */
export const STATUS_PATH = `v1/${API_ROUTES.identity.status.path}`;
/** §7 settings. */
export const SETTINGS_PATH = API_ROUTES.identity.settings.path;
/** §4 logout mutation (the spec does not show its path). */
export const SIGN_OUT_PATH = API_ROUTES.identity.signOut.path;
/** §7 abort key: a new status fetch supersedes the one in flight. */
const STATUS_ABORT_KEY = 'identity-status';

function auth(token: string): Pick<ApiRequestOptions, 'headers' | 'skipAuth'> {
  return token
    ? { headers: { [ACCESS_TOKEN_HEADER]: formatBearerToken(token) } }
    : { skipAuth: true };
}

export interface IdentityCalls {
  /** The validated status, or undefined when superseded by a newer fetch. @throws §5 status errors, ApiError… */
  fetchStatus(token: string): Promise<IdentityStatus | undefined>;
  abortStatus(): void;
  saveSettings(token: string, update: SettingsUpdateInput): Promise<SettingsResponse | undefined>;
  /** Saves settings the user changed just before leaving, then ends the session on the server. */
  signOut(token: string, unsavedSettings: SettingsUpdateInput | undefined): Promise<void>;
}

/** The identity calls over `apiClient`. */
export function identityCalls(apiClient: ApiClient): IdentityCalls {
  return {
    async fetchStatus(token) {
      const result = await apiClient.requestAbortable({
        path: STATUS_PATH,
        method: 'post',
        abortKey: STATUS_ABORT_KEY,
        ...auth(token),
      });
      return result.aborted ? undefined : parseIdentityStatus(result.data);
    },
    abortStatus: () => void apiClient.abort(STATUS_ABORT_KEY),
    async saveSettings(token, update) {
      const response = await apiClient.post(SETTINGS_PATH, update, auth(token));
      const parsed = SettingsResponseSchema.safeParse(response.data);
      return parsed.success ? parsed.data : undefined;
    },
    async signOut(token, unsavedSettings) {
      if (unsavedSettings) {
        await apiClient.post(SETTINGS_PATH, unsavedSettings, auth(token)).catch(() => undefined);
      }
      // A 403 here means the session is already over: not a reason to send the user to sign in.
      await apiClient.post(SIGN_OUT_PATH, {}, { ...auth(token), propagate403: true });
    },
  };
}
