// The identity calls the extension makes. The paths are the identity store's (@motes/identity,
// identityCalls.ts); the extension does not run that store (nor depend on its package), so they
// are repeated here: keep the two in step.

/** §7 identity status. */
export const STATUS_PATH_FOR_EXTENSION = 'v1/i/status';
/** §4 logout mutation. */
export const SIGN_OUT_PATH_FOR_EXTENSION = 'i/signOut';
