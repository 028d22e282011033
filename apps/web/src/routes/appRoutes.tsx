import { LoadingWave } from '@motes/ui';
import type { RouteObject } from 'react-router';
import { AppLayout } from '../components/AppLayout';

// Routes stay thin and lazy: each page's code loads when the page is first visited.
/** Every route of the web app; `App` serves them from the browser URL, tests from memory. */
export const appRoutes: RouteObject[] = [
  {
    path: '/',
    Component: AppLayout,
    HydrateFallback: () => <LoadingWave layout="fullscreen" />,
    children: [
      {
        index: true,
        lazy: () => import('./HomeRoute').then((module) => ({ Component: module.HomeRoute })),
      },
      {
        path: '*',
        lazy: () =>
          import('./NotFoundRoute').then((module) => ({ Component: module.NotFoundRoute })),
      },
    ],
  },
];
