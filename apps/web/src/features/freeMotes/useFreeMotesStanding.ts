import { useIdentity } from '../../identity/IdentityProvider';
import { freeMotesStanding, type FreeMotesStanding } from './freeMotesStanding';

/** The signed-in user's free-mote standing, kept current with the identity store. */
export function useFreeMotesStanding(): FreeMotesStanding {
  const { state, isReady } = useIdentity();
  return freeMotesStanding(isReady ? state.status : undefined);
}
