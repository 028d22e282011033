import { BRAND_NAME } from '@motes/ui';
import { Link, useLocation } from 'react-router';

/** Shown for any path the app does not know, with a way back home. */
export function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <div className="not-found">
      <title>{`Page not found · ${BRAND_NAME}`}</title>
      <h1>Page not found</h1>
      <p>
        There is no page at <code>{pathname}</code>. The link may be mistyped, or the page may have
        moved.
      </p>
      <p>
        <Link to="/">Go to the {BRAND_NAME} home page</Link>
      </p>
    </div>
  );
}
