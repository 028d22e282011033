import type { RouteObject } from 'react-router';
import { isStyleGuideAvailable } from '../features/style-guide/styleGuideAvailability';
import { lazyPage } from './lazyPage';

/** Routes of this group, mounted as children of the app layout by `appRoutes`. */
export const styleGuideRoutes: RouteObject[] = [
  {
    // The living style guide, outside production only (see styleGuideAvailability.ts);
    // elsewhere the path is the normal 404 page and the guide's code is never loaded.
    path: 'style-guide',
    Component: lazyPage(async () => {
      if (!isStyleGuideAvailable()) return (await import('./NotFoundRoute')).NotFoundRoute;
      return (await import('../features/style-guide/StyleGuidePage')).StyleGuidePage;
    }),
  },
];
