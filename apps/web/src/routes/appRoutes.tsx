import type { RouteObject } from 'react-router';
import { AppLayout } from '../components/AppLayout';
import { lazyPage } from './lazyPage';
import { marketingRoutes } from './marketingRoutes';
import { resourceRoutes } from './resourceRoutes';
import { styleGuideRoutes } from './styleGuideRoutes';

// Routes stay thin and lazy: each page's code loads when the page is first visited (see
// lazyPage). `AppPages` renders this table with `useRoutes` (react-router's declarative mode).
// Page routes always win over the §2 short aliases: those are followed only by the catch-all
// route at the end, for paths no page matched.

/** Sign-in, sign-up, referral and onboarding (§2 "Other paths seen", §4). */
const identityRoutes: RouteObject[] = [
  {
    path: 'login',
    Component: lazyPage(() => import('./LoginRoute').then((module) => module.LoginRoute)),
  },
  {
    path: 'login/link',
    Component: lazyPage(() => import('./LoginLinkRoute').then((module) => module.LoginLinkRoute)),
  },
  {
    path: 'login/complete',
    Component: lazyPage(() =>
      import('./LoginCompleteRoute').then((module) => module.LoginCompleteRoute),
    ),
  },
  {
    path: 'signup',
    Component: lazyPage(() => import('./SignupRoute').then((module) => module.SignupRoute)),
  },
  {
    path: 'r/:code',
    Component: lazyPage(() => import('./ReferralRoute').then((module) => module.ReferralRoute)),
  },
  {
    path: 'complete-profile',
    Component: lazyPage(() =>
      import('./CompleteProfileRoute').then((module) => module.CompleteProfileRoute),
    ),
  },
  {
    path: 'onboarding/survey',
    Component: lazyPage(() =>
      import('./OnboardingSurveyRoute').then((module) => module.OnboardingSurveyRoute),
    ),
  },
  {
    path: 'onboarding/product',
    Component: lazyPage(() =>
      import('./OnboardingProductRoute').then((module) => module.OnboardingProductRoute),
    ),
  },
];

/** §2 "Authenticated users" and the signed-in paths of "Other paths seen". */
const signedInRoutes: RouteObject[] = [
  {
    path: 'account',
    Component: lazyPage(() => import('./AccountRoute').then((module) => module.AccountRoute)),
  },
  {
    path: 'activity',
    Component: lazyPage(() => import('./ActivityRoute').then((module) => module.ActivityRoute)),
  },
  {
    path: 'my-annotations',
    Component: lazyPage(() =>
      import('./MyAnnotationsRoute').then((module) => module.MyAnnotationsRoute),
    ),
  },
  {
    path: 'my-classes',
    Component: lazyPage(() => import('./MyClassesRoute').then((module) => module.MyClassesRoute)),
  },
  {
    path: 'my-loops',
    Component: lazyPage(() => import('./MyLoopsRoute').then((module) => module.MyLoopsRoute)),
  },
  {
    path: 'my-school/manage-users',
    Component: lazyPage(() =>
      import('./ManageUsersRoute').then((module) => module.ManageUsersRoute),
    ),
  },
  {
    path: 'my-school/analytics',
    Component: lazyPage(() =>
      import('./SchoolAnalyticsRoute').then((module) => module.SchoolAnalyticsRoute),
    ),
  },
  {
    // §6: `admin/*` exists only among signed-in routes; the area checks for staff.
    path: 'admin',
    Component: lazyPage(() => import('./AdminRoute').then((module) => module.AdminRoute)),
    children: [
      {
        index: true,
        Component: lazyPage(() =>
          import('./AdminHomeRoute').then((module) => module.AdminHomeRoute),
        ),
      },
      {
        path: '*',
        Component: lazyPage(() => import('./NotFoundRoute').then((module) => module.NotFoundRoute)),
      },
    ],
  },
];

/** Share links (§2), the web recorder and the service status page. */
const publicAppRoutes: RouteObject[] = [
  {
    path: 'm/:id',
    Component: lazyPage(() =>
      import('./MoteLandingRoute').then((module) => module.MoteLandingRoute),
    ),
  },
  {
    path: 't/:id',
    Component: lazyPage(() =>
      import('./ToteLandingRoute').then((module) => module.ToteLandingRoute),
    ),
  },
  {
    // §2 web recorder: anonymous visitors may record too (§9: 300 s).
    path: 'record',
    Component: lazyPage(() => import('./RecordRoute').then((module) => module.RecordRoute)),
  },
  {
    path: 'status',
    Component: lazyPage(() =>
      import('./ServiceStatusRoute').then((module) => module.ServiceStatusRoute),
    ),
  },
];

/** Every route of the web app; `App` serves them from the browser URL, tests from memory. */
export const appRoutes: RouteObject[] = [
  {
    path: '/',
    Component: AppLayout,
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
        Component: lazyPage(() =>
          import('./UnmatchedPathRoute').then((module) => module.UnmatchedPathRoute),
        ),
      },
    ],
  },
];
