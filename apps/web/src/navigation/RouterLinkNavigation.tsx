import { useMemo, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { LinkNavigationProvider } from '@motes/ui';

/**
 * Lets the design system's `Link` navigate in-app through react-router (a plain click on an
 * in-app link changes the route without a page load). Mounted once inside the router.
 */
export function RouterLinkNavigation({ children }: { children?: ReactNode }) {
  const navigate = useNavigate();
  const value = useMemo(
    () => ({
      navigate: (to: string, options?: { replace?: boolean }) =>
        void navigate(to, { replace: options?.replace }),
    }),
    [navigate],
  );
  return <LinkNavigationProvider value={value}>{children}</LinkNavigationProvider>;
}
