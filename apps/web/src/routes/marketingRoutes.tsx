import type { RouteObject } from 'react-router';

// Each marketing page loads on first visit; the page modules live in features/marketing/pages.
/** Routes of this group, mounted as children of the app layout by `appRoutes`. */
export const marketingRoutes: RouteObject[] = [
  {
    index: true,
    lazy: () => import('./HomeRoute').then((module) => ({ Component: module.HomeRoute })),
  },
  {
    path: 'landing',
    lazy: () =>
      import('../features/marketing/pages/landing/LandingPage').then((module) => ({
        Component: module.LandingPage,
      })),
  },
  {
    path: 'pricing',
    lazy: () =>
      import('../features/marketing/pages/pricing/PricingPage').then((module) => ({
        Component: module.PricingPage,
      })),
  },
  {
    path: 'product',
    lazy: () =>
      import('../features/marketing/pages/product/ProductPage').then((module) => ({
        Component: module.ProductPage,
      })),
  },
  {
    path: 'features',
    lazy: () =>
      import('../features/marketing/pages/features/FeaturesPage').then((module) => ({
        Component: module.FeaturesPage,
      })),
  },
  {
    path: 'about',
    lazy: () =>
      import('../features/marketing/pages/about/AboutPage').then((module) => ({
        Component: module.AboutPage,
      })),
  },
  {
    path: 'impact',
    lazy: () =>
      import('../features/marketing/pages/impact/ImpactPage').then((module) => ({
        Component: module.ImpactPage,
      })),
  },
  {
    path: 'accessibility',
    lazy: () =>
      import('../features/marketing/pages/accessibility/AccessibilityPage').then((module) => ({
        Component: module.AccessibilityPage,
      })),
  },
  {
    path: 'compare',
    lazy: () =>
      import('../features/marketing/pages/compare/ComparePage').then((module) => ({
        Component: module.ComparePage,
      })),
  },
  {
    path: 'courses',
    lazy: () =>
      import('../features/marketing/pages/courses/CoursesPage').then((module) => ({
        Component: module.CoursesPage,
      })),
  },
  {
    path: 'expert',
    lazy: () =>
      import('../features/marketing/pages/expert/ExpertPage').then((module) => ({
        Component: module.ExpertPage,
      })),
  },
];
