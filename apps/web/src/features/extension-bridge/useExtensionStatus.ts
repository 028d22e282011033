import { useSyncExternalStore } from 'react';
import { useWebIdentity } from '../../identity/IdentityProvider';
import type { ExtensionBridgeState } from './extensionBridge';

/** §3/§4: whether the extension is installed (and its version), as this page's probe found. */
export function useExtensionStatus(): ExtensionBridgeState {
  const { extension } = useWebIdentity();
  return useSyncExternalStore(extension.subscribe, extension.getState, extension.getState);
}
