import { browser } from 'wxt/browser';
import { EXTENSION_LOGOUT_MESSAGE } from '@motes/api-client';
import { IdentityStatusSchema } from '@motes/shared';
import { createExtensionApiClient } from '../api/extensionApiClient';
import { readIdentity, saveTeacherControls, type StoredIdentity } from './identityStorage';
import { STATUS_PATH_FOR_EXTENSION } from './sessionPaths';

/**
 * Asks the website's API whether the stored session still holds (§7 status), and keeps the
 * user's §3 teacher controls from the answer for the sidebar. A 403 sends the
 * §8 logout message through the API client; a status saying "logged out" while the extension
 * holds a token is the same thing (§4 status reconciliation: a forced logout). Network trouble
 * changes nothing: the extension stays signed in until the server says otherwise.
 * @returns true when the server confirmed the session.
 */
export async function checkSession(identity: StoredIdentity): Promise<boolean> {
  const apiClient = createExtensionApiClient({ websiteOrigin: identity.websiteOrigin });
  try {
    const response = await apiClient.post(STATUS_PATH_FOR_EXTENSION);
    const status = IdentityStatusSchema.safeParse(response.data);
    if (!status.success) return false;
    // The answer is about the session it was asked for; another may have replaced it meanwhile.
    if ((await readIdentity())?.accessToken !== identity.accessToken) return false;
    if (!status.data.auth.isLoggedIn) {
      await browser.runtime.sendMessage({ ...EXTENSION_LOGOUT_MESSAGE });
      return false;
    }
    await saveTeacherControls(status.data.entitlements.teacherControls);
    return true;
  } catch {
    return false;
  }
}
