import { Outlet } from 'react-router';
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
  return <Outlet />;
}
