import { Navigate, type RouteObject } from 'react-router';
import { lazyPage } from './lazyPage';

// Resource and audience pages (§2 "Other paths seen"): the Privacy Center and the Learning
// Zone with their tabs, the case-study articles, the use-case, user-group and solution pages,
// and the 2023 conference page. Each page's code loads when it is first visited.
/** Routes of this group, mounted as children of the app layout by `appRoutes`. */
export const resourceRoutes: RouteObject[] = [
  {
    path: 'privacy',
    Component: lazyPage(() =>
      import('../features/resources/privacy/PrivacyPage').then((module) => module.PrivacyPage),
    ),
  },
  {
    path: 'learning-zone',
    Component: lazyPage(() =>
      import('../features/resources/learning-zone/LearningZonePage').then(
        (module) => module.LearningZonePage,
      ),
    ),
  },
  {
    // The articles' parent lists them on the Learning Zone's case-study tab.
    path: 'learning-zone/case-studies',
    element: <Navigate to="/learning-zone?tab=case" replace />,
  },
  {
    path: 'learning-zone/case-studies/:slug',
    Component: lazyPage(() =>
      import('../features/resources/case-studies/CaseStudyPage').then(
        (module) => module.CaseStudyPage,
      ),
    ),
  },
  {
    path: 'use-cases/:slug',
    Component: lazyPage(() =>
      import('../features/resources/audience-pages/AudiencePage').then(
        (module) => module.UseCasePage,
      ),
    ),
  },
  {
    path: 'user-groups/:slug',
    Component: lazyPage(() =>
      import('../features/resources/audience-pages/AudiencePage').then(
        (module) => module.UserGroupPage,
      ),
    ),
  },
  {
    path: 'solutions/:slug',
    Component: lazyPage(() =>
      import('../features/resources/audience-pages/AudiencePage').then(
        (module) => module.SolutionPage,
      ),
    ),
  },
  {
    path: 'events/fetc',
    Component: lazyPage(() =>
      import('../features/resources/events/FetcEventPage').then((module) => module.FetcEventPage),
    ),
  },
];
