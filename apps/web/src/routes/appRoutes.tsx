import { LoadingWave } from '@motes/ui';
import type { RouteObject } from 'react-router';
import { AppLayout } from '../components/AppLayout';
import { marketingRoutes } from './marketingRoutes';
import { resourceRoutes } from './resourceRoutes';
import { styleGuideRoutes } from './styleGuideRoutes';

// Routes stay thin and lazy: each page's code loads when the page is first visited.
// Page routes always win over the §2 short aliases: those are followed only by the catch-all
// route at the end, for paths no page matched.

/** Sign-in, sign-up, referral and onboarding (§2 "Other paths seen", §4). */
const identityRoutes: RouteObject[] = [
  {
    path: 'login',
    lazy: () => import('./LoginRoute').then((module) => ({ Component: module.LoginRoute })),
  },
  {
    path: 'login/link',
    lazy: () => import('./LoginLinkRoute').then((module) => ({ Component: module.LoginLinkRoute })),
  },
  {
    path: 'login/complete',
    lazy: () =>
      import('./LoginCompleteRoute').then((module) => ({ Component: module.LoginCompleteRoute })),
  },
  {
    path: 'signup',
    lazy: () => import('./SignupRoute').then((module) => ({ Component: module.SignupRoute })),
  },
  {
    path: 'r/:code',
    lazy: () => import('./ReferralRoute').then((module) => ({ Component: module.ReferralRoute })),
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
];

/** §2 "Authenticated users" and the signed-in paths of "Other paths seen". */
const signedInRoutes: RouteObject[] = [
  {
    path: 'account',
    lazy: () => import('./AccountRoute').then((module) => ({ Component: module.AccountRoute })),
  },
  {
    path: 'activity',
    lazy: () => import('./ActivityRoute').then((module) => ({ Component: module.ActivityRoute })),
  },
  {
    path: 'my-classes',
    lazy: () => import('./MyClassesRoute').then((module) => ({ Component: module.MyClassesRoute })),
  },
  {
    path: 'my-loops',
    lazy: () => import('./MyLoopsRoute').then((module) => ({ Component: module.MyLoopsRoute })),
  },
  {
    path: 'my-school/manage-users',
    lazy: () =>
      import('./ManageUsersRoute').then((module) => ({ Component: module.ManageUsersRoute })),
  },
  {
    path: 'my-school/analytics',
    lazy: () =>
      import('./SchoolAnalyticsRoute').then((module) => ({
        Component: module.SchoolAnalyticsRoute,
      })),
  },
  {
    // §6: `admin/*` exists only among signed-in routes; the area checks for staff.
    path: 'admin',
    lazy: () => import('./AdminRoute').then((module) => ({ Component: module.AdminRoute })),
    children: [
      {
        index: true,
        lazy: () =>
          import('./AdminHomeRoute').then((module) => ({ Component: module.AdminHomeRoute })),
      },
      {
        path: '*',
        lazy: () =>
          import('./NotFoundRoute').then((module) => ({ Component: module.NotFoundRoute })),
      },
    ],
  },
];

/** Share links (§2) and the service status page. */
const publicAppRoutes: RouteObject[] = [
  {
    path: 'm/:id',
    lazy: () =>
      import('./MoteLandingRoute').then((module) => ({ Component: module.MoteLandingRoute })),
  },
  {
    path: 't/:id',
    lazy: () =>
      import('./ToteLandingRoute').then((module) => ({ Component: module.ToteLandingRoute })),
  },
  {
    path: 'status',
    lazy: () =>
      import('./ServiceStatusRoute').then((module) => ({ Component: module.ServiceStatusRoute })),
  },
];

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
      ...identityRoutes,
      ...signedInRoutes,
      ...publicAppRoutes,
      {
        // §2 short aliases, external and signed-in redirects; anything else is a 404.
        path: '*',
        lazy: () =>
          import('./UnmatchedPathRoute').then((module) => ({
            Component: module.UnmatchedPathRoute,
          })),
      },
    ],
  },
];
