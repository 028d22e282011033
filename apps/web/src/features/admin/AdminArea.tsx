import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { LoadingWave } from '@motes/ui';
import { useIdentity } from '../../identity/IdentityProvider';
import { isStaff } from './isStaff';
import { NotAllowedPage } from './NotAllowedPage';

/**
 * Every `admin/*` page (§2, §6), rendered behind the sign-in guard: staff see the admin area,
 * anyone else a page that says they are not allowed in. Nothing of the area's content is
 * loaded for them.
 */
export function AdminArea() {
  const { state } = useIdentity();
  if (!isStaff(state.status)) return <NotAllowedPage />;
  // The area's pages load their code when first shown, which can be outside a navigation
  // (once the sign-in check is done): the wave stands in for them here, not for the whole app.
  return (
    <Suspense fallback={<LoadingWave />}>
      <Outlet />
    </Suspense>
  );
}
