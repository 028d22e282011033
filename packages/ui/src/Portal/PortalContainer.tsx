import { createContext, useContext, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

/**
 * Where overlays render. `undefined` (no provider): `document.body`. `null`: a provider
 * whose element is not mounted yet (e.g. a dialog's overlay on its first render); overlays
 * below it wait instead of escaping to `document.body`.
 */
const PortalContainerContext = createContext<HTMLElement | null | undefined>(undefined);

/** Props of {@link PortalContainerProvider}. */
export interface PortalContainerProviderProps {
  /** The element overlays render into; `null` while it is not mounted yet. */
  container: HTMLElement | null;
  children?: ReactNode;
}

/**
 * Sends the dialogs, menus, tooltips and toasts below it into `container` instead of
 * `document.body`. The extension's sidebar passes an element inside its shadow root, so the
 * overlays get the sidebar's styles and stay out of the host page.
 */
export function PortalContainerProvider({ container, children }: PortalContainerProviderProps) {
  return <PortalContainerContext value={container}>{children}</PortalContainerContext>;
}

/** The element overlays render into here, or `null` while it is not ready. */
export function usePortalContainer(): HTMLElement | null {
  const container = useContext(PortalContainerContext);
  if (container !== undefined) return container;
  return typeof document === 'undefined' ? null : document.body;
}

/** Renders `children` into the {@link usePortalContainer} element (nothing until it exists). */
export function Portal({ children }: { children?: ReactNode }) {
  const container = usePortalContainer();
  return container ? createPortal(children, container) : null;
}
