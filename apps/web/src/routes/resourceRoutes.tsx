import { Navigate, type RouteObject } from 'react-router';

// Resource and audience pages (§2 "Other paths seen"): the Privacy Center and the Learning
// Zone with their tabs, the case-study articles, the use-case, user-group and solution pages,
// and the 2023 conference page. Each page's code loads when it is first visited.
/** Routes of this group, mounted as children of the app layout by `appRoutes`. */
export const resourceRoutes: RouteObject[] = [
  {
    path: 'privacy',
    lazy: () =>
      import('../features/resources/privacy/PrivacyPage').then((module) => ({
        Component: module.PrivacyPage,
      })),
  },
  {
    path: 'learning-zone',
    lazy: () =>
      import('../features/resources/learning-zone/LearningZonePage').then((module) => ({
        Component: module.LearningZonePage,
      })),
  },
  {
    // The articles' parent lists them on the Learning Zone's case-study tab.
    path: 'learning-zone/case-studies',
    element: <Navigate to="/learning-zone?tab=case" replace />,
  },
  {
    path: 'learning-zone/case-studies/:slug',
    lazy: () =>
      import('../features/resources/case-studies/CaseStudyPage').then((module) => ({
        Component: module.CaseStudyPage,
      })),
  },
  {
    path: 'use-cases/:slug',
    lazy: () =>
      import('../features/resources/audience-pages/AudiencePage').then((module) => ({
        Component: module.UseCasePage,
      })),
  },
  {
    path: 'user-groups/:slug',
    lazy: () =>
      import('../features/resources/audience-pages/AudiencePage').then((module) => ({
        Component: module.UserGroupPage,
      })),
  },
  {
    path: 'solutions/:slug',
    lazy: () =>
      import('../features/resources/audience-pages/AudiencePage').then((module) => ({
        Component: module.SolutionPage,
      })),
  },
  {
    path: 'events/fetc',
    lazy: () =>
      import('../features/resources/events/FetcEventPage').then((module) => ({
        Component: module.FetcEventPage,
      })),
  },
];
