import { AdminHomePage } from '../features/admin/AdminHomePage';

/** Route `/admin` inside the admin area (staff only, checked by `AdminRoute`). */
export function AdminHomeRoute() {
  return <AdminHomePage />;
}
