import type { RouteObject } from 'react-router';

/** Routes of this group, mounted as children of the app layout by `appRoutes`. */
export const marketingRoutes: RouteObject[] = [
  {
    index: true,
    lazy: () => import('./HomeRoute').then((module) => ({ Component: module.HomeRoute })),
  },
];
