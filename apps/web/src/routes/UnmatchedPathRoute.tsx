import { UnmatchedPath } from '../features/redirects/UnmatchedPath';

/** Any path no page route matches: §2 aliases and signed-in redirects, else the 404 page. */
export function UnmatchedPathRoute() {
  return <UnmatchedPath />;
}
