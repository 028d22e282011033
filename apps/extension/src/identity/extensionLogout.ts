// §4 "Logout" as the extension does it (background only): forget the identity; when the user
// asked for it, also end the session on the server first — the website shares that session, so
// it follows on its next status check. After a 403 (§8) the server already refused the token:
// only local cleanup runs, as on the website.
import { SIGN_OUT_PATH_FOR_EXTENSION } from './sessionPaths';
import { createExtensionApiClient } from '../api/extensionApiClient';
import { clearIdentity, readIdentity } from './identityStorage';

export async function logoutExtension(reason: 'forbidden' | 'user'): Promise<void> {
  const identity = await readIdentity();
  if (!identity) return;
  if (reason === 'user') {
    const apiClient = createExtensionApiClient({
      websiteOrigin: identity.websiteOrigin,
      // A 403 here means the session is already over, which is what the user wants.
      on403: () => undefined,
    });
    await apiClient
      .post(SIGN_OUT_PATH_FOR_EXTENSION, {}, { propagate403: true })
      .catch((error: unknown) => console.warn('The server sign-out failed', error));
  }
  await clearIdentity();
}
