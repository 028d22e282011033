import type { IdentityStatus } from '@motes/shared';

/**
 * §6: the admin area is for accounts on the built-in staff list. The server marks them with
 * god mode (its `STAFF_EMAILS` setting); the status is the only place the web app learns it.
 */
export function isStaff(status: IdentityStatus | undefined): boolean {
  return status?.auth.isLoggedIn === true && status.user?.isGodMode === true;
}
