// The identity calls the extension makes, from the route table (@motes/shared): the same paths
// as the identity store's (@motes/identity, identityCalls.ts), which the extension does not run.
import { API_ROUTES } from '@motes/shared';

/** §7 identity status. */
export const STATUS_PATH_FOR_EXTENSION = `v1/${API_ROUTES.identity.status.path}`;
/** §4 logout mutation. */
export const SIGN_OUT_PATH_FOR_EXTENSION = API_ROUTES.identity.signOut.path;
