// The account page's calls (`i/` namespace). Contracts: @motes/shared identity/account.ts.
import {
  API_ROUTES,
  ProfileResponseSchema,
  SessionListResponseSchema,
  SignOutResponseSchema,
  type ProfileResponse,
  type ProfileUpdateInput,
  type SessionSummary,
} from '@motes/shared';
import type { WebApiClient } from '../../api/webApiClient';

export const PROFILE_PATH = API_ROUTES.account.profile.path;
export const SESSIONS_PATH = API_ROUTES.identity.sessions.path;
export const REVOKE_OTHER_SESSIONS_PATH = API_ROUTES.identity.revokeOtherSessions.path;
export const EXPORT_PATH = API_ROUTES.account.export.path;
export const DELETE_ACCOUNT_PATH = API_ROUTES.account.delete.path;

/** Saves names and avatar; an absent field is left as it is, null clears it. */
export async function saveProfile(
  apiClient: WebApiClient,
  update: ProfileUpdateInput,
): Promise<ProfileResponse['profile']> {
  const response = await apiClient.post(PROFILE_PATH, update);
  return ProfileResponseSchema.parse(response.data).profile;
}

/** The account's live sessions, most recently used first. */
export async function listSessions(apiClient: WebApiClient): Promise<SessionSummary[]> {
  const response = await apiClient.get(SESSIONS_PATH);
  return SessionListResponseSchema.parse(response.data).sessions;
}

/** Ends every session but this one; returns how many ended. */
export async function revokeOtherSessions(apiClient: WebApiClient): Promise<number> {
  const response = await apiClient.post(REVOKE_OTHER_SESSIONS_PATH, {});
  return SignOutResponseSchema.parse(response.data).endedSessions;
}

/** A downloaded export: the file's contents and the name the server gave it. */
export interface AccountExport {
  blob: Blob;
  fileName: string;
}

const FALLBACK_EXPORT_NAME = 'motes-data.json';

function fileNameFrom(disposition: string | null): string {
  const match = disposition && /filename="?([^";]+)"?/i.exec(disposition);
  return match?.[1] ?? FALLBACK_EXPORT_NAME;
}

/** Everything the server holds about the caller, as a JSON file. */
export async function downloadAccountExport(apiClient: WebApiClient): Promise<AccountExport> {
  const response = await apiClient.get<Blob>(EXPORT_PATH, { responseType: 'blob' });
  return {
    blob: response.data,
    fileName: fileNameFrom(response.headers.get('content-disposition')),
  };
}

/** Deletes the account; `confirmEmail` must be the account's address. */
export async function deleteAccount(apiClient: WebApiClient, confirmEmail: string): Promise<void> {
  await apiClient.post(DELETE_ACCOUNT_PATH, { confirmEmail });
}
