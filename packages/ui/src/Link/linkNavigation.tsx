import { createContext, useContext, type ReactNode } from 'react';

/** Moves the app to an in-app path, e.g. react-router's `navigate`. */
export type NavigateFn = (to: string, options?: { replace?: boolean }) => void;

/** Props a router-aware anchor receives from {@link Link}. */
export interface RenderLinkProps {
  href: string;
  replace?: boolean;
  className?: string;
  children?: ReactNode;
  target?: string;
  rel?: string;
  [attribute: string]: unknown;
}

/**
 * How {@link Link} performs in-app navigation. The ui package does not depend on a router:
 * the app provides either `navigate` (Link renders an anchor and calls it on a plain click)
 * or `renderLink` (Link hands its props to the router's own link component).
 */
export interface LinkNavigation {
  navigate?: NavigateFn;
  renderLink?: (props: RenderLinkProps) => ReactNode;
}

const LinkNavigationContext = createContext<LinkNavigation>({});

/** Provides the app's router adapter to every {@link Link} below it. */
export function LinkNavigationProvider({
  value,
  children,
}: {
  value: LinkNavigation;
  children?: ReactNode;
}) {
  return <LinkNavigationContext.Provider value={value}>{children}</LinkNavigationContext.Provider>;
}

/** The router adapter of the nearest {@link LinkNavigationProvider}, or none. */
export function useLinkNavigation(): LinkNavigation {
  return useContext(LinkNavigationContext);
}
