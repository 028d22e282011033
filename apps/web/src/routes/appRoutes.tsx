import { LoadingWave } from '@motes/ui';
import type { RouteObject } from 'react-router';
import { AppLayout } from '../components/AppLayout';
import { marketingRoutes } from './marketingRoutes';
import { resourceRoutes } from './resourceRoutes';
import { styleGuideRoutes } from './styleGuideRoutes';

// Routes stay thin and lazy: each page's code loads when the page is first visited.
/** Every route of the web app; `App` serves them from the browser URL, tests from memory. */
export const appRoutes: RouteObject[] = [
  {
    path: '/',
    Component: AppLayout,
    HydrateFallback: () => <LoadingWave layout="fullscreen" />,
    children: [
      ...marketingRoutes,
      ...resourceRoutes,
      ...styleGuideRoutes,
      {
        path: 'login',
        lazy: () => import('./LoginRoute').then((module) => ({ Component: module.LoginRoute })),
      },
      {
        path: 'login/link',
        lazy: () =>
          import('./LoginLinkRoute').then((module) => ({ Component: module.LoginLinkRoute })),
      },
      {
        path: 'login/complete',
        lazy: () =>
          import('./LoginCompleteRoute').then((module) => ({
            Component: module.LoginCompleteRoute,
          })),
      },
      {
        path: 'signup',
        lazy: () => import('./SignupRoute').then((module) => ({ Component: module.SignupRoute })),
      },
      {
        path: 'r/:code',
        lazy: () =>
          import('./ReferralRoute').then((module) => ({ Component: module.ReferralRoute })),
      },
      {
        path: 'complete-profile',
        lazy: () =>
          import('./CompleteProfileRoute').then((module) => ({
            Component: module.CompleteProfileRoute,
          })),
      },
      {
        path: 'onboarding/survey',
        lazy: () =>
          import('./OnboardingSurveyRoute').then((module) => ({
            Component: module.OnboardingSurveyRoute,
          })),
      },
      {
        path: 'onboarding/product',
        lazy: () =>
          import('./OnboardingProductRoute').then((module) => ({
            Component: module.OnboardingProductRoute,
          })),
      },
      {
        path: 'account',
        lazy: () => import('./AccountRoute').then((module) => ({ Component: module.AccountRoute })),
      },
      {
        path: '*',
        lazy: () =>
          import('./NotFoundRoute').then((module) => ({ Component: module.NotFoundRoute })),
      },
    ],
  },
];
