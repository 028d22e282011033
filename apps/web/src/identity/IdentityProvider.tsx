import {
  createContext,
  useContext,
  useEffect,
  useRef,
  useSyncExternalStore,
  type ReactNode,
  type RefObject,
} from 'react';
import { isAuthenticated, isLoggedIn, isReady, type IdentityState } from '@motes/identity';
import type { WebIdentity } from './webIdentity';

const IdentityContext = createContext<WebIdentity | null>(null);
/** True while this tab signs out on purpose (see `useSignOut`); guards then stand still. */
const SigningOutContext = createContext<RefObject<boolean>>({ current: false });

/** Props of {@link IdentityProvider}. */
export interface IdentityProviderProps {
  identity: WebIdentity;
  children?: ReactNode;
}

/**
 * Makes the app's identity available to {@link useIdentity} and starts the store: the cached
 * identity first, then a fresh status from the server (§4). Also notes where the visit came
 * from, for analytics.
 */
export function IdentityProvider({ identity, children }: IdentityProviderProps) {
  const signingOut = useRef(false);
  const entryCaptured = useRef<WebIdentity | null>(null);
  useEffect(() => {
    // start() is idempotent, so StrictMode's second effect run does not fetch twice.
    void identity.store.start();
    // Once per page load, unlike start(): StrictMode must not send the events twice.
    if (entryCaptured.current === identity) return;
    entryCaptured.current = identity;
    // §3/§4 referrer context and utm fields of the landing page (§7 utm action), and the
    // §7 "visit from outside" event, which itself sends once per session.
    void identity.analytics.captureEntry();
    void identity.analytics.trackVisitFromOutside();
  }, [identity]);
  // §4 extension detection and the §7 identity messages, for as long as the app is mounted.
  useEffect(() => identity.extension.start(identity.store), [identity]);
  return (
    <IdentityContext value={identity}>
      <SigningOutContext value={signingOut}>{children}</SigningOutContext>
    </IdentityContext>
  );
}

/** Whether this tab is in the middle of a sign-out the user asked for. Read it while rendering. */
export function useSigningOutFlag(): RefObject<boolean> {
  return useContext(SigningOutContext);
}

/** The app's identity objects (store, API client, analytics) without subscribing to changes. */
export function useWebIdentity(): WebIdentity {
  const identity = useContext(IdentityContext);
  if (!identity) throw new Error('useIdentity needs an <IdentityProvider> above it');
  return identity;
}

/** What a component reads about the current visitor; re-renders on every store change. */
export interface IdentityView extends WebIdentity {
  state: IdentityState;
  /** §4: a status is loaded. */
  isReady: boolean;
  /** §4: ready and the status says logged in. */
  isLoggedIn: boolean;
  /** §4: an access token is present (may be before ready). */
  isAuthenticated: boolean;
  /** The signed-in user's primary email, else undefined. */
  email: string | undefined;
}

/** Subscribes to the identity store (§4) and returns the current view of it. */
export function useIdentity(): IdentityView {
  const identity = useWebIdentity();
  const { store } = identity;
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  const loggedIn = isLoggedIn(state);
  return {
    ...identity,
    state,
    isReady: isReady(state),
    isLoggedIn: loggedIn,
    isAuthenticated: isAuthenticated(state),
    email: loggedIn
      ? (state.status?.identity.primaryEmailAddress ?? state.user.primaryEmailAddress)
      : undefined,
  };
}
