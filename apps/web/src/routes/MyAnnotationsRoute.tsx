import { MyAnnotationsPage } from '../features/annotations/MyAnnotationsPage';
import { GuardedRoute } from '../identity/GuardedRoute';

/** Route `/my-annotations` (issue 7 item 4, "My Annotations"): signed-in users only. */
export function MyAnnotationsRoute() {
  return (
    <GuardedRoute requiresSignIn>
      <MyAnnotationsPage />
    </GuardedRoute>
  );
}
