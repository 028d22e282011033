import { lazy, type ComponentType } from 'react';

/**
 * A route's page component whose code loads on its first render (`React.lazy`): the route
 * tables name pages this way, so each page's code is fetched when the page is first visited.
 * `AppPages` shows a loading wave while the first page loads; later navigations keep the
 * current page on screen until the next one is ready (react-router navigates in a transition).
 */
export function lazyPage(load: () => Promise<ComponentType>) {
  return lazy(async () => ({ default: await load() }));
}
