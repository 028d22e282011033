import { AdminArea } from '../features/admin/AdminArea';
import { GuardedRoute } from '../identity/GuardedRoute';

/** Route `admin/*` (§2, §6): signed-in only; staff get the admin area, others "not allowed". */
export function AdminRoute() {
  return (
    <GuardedRoute requiresSignIn>
      <AdminArea />
    </GuardedRoute>
  );
}
