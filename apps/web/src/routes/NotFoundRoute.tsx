import { NotFoundPage } from '../features/not-found/NotFoundPage';

/** Any path no other route matches. */
export function NotFoundRoute() {
  return <NotFoundPage />;
}
