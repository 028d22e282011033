import type { RouteObject } from 'react-router';
import { lazyPage } from './lazyPage';

// Each marketing page loads on first visit; the page modules live in features/marketing/pages.
/** Routes of this group, mounted as children of the app layout by `appRoutes`. */
export const marketingRoutes: RouteObject[] = [
  {
    index: true,
    Component: lazyPage(() => import('./HomeRoute').then((module) => module.HomeRoute)),
  },
  {
    path: 'landing',
    Component: lazyPage(() =>
      import('../features/marketing/pages/landing/LandingPage').then(
        (module) => module.LandingPage,
      ),
    ),
  },
  {
    path: 'pricing',
    Component: lazyPage(() =>
      import('../features/marketing/pages/pricing/PricingPage').then(
        (module) => module.PricingPage,
      ),
    ),
  },
  {
    path: 'product',
    Component: lazyPage(() =>
      import('../features/marketing/pages/product/ProductPage').then(
        (module) => module.ProductPage,
      ),
    ),
  },
  {
    path: 'features',
    Component: lazyPage(() =>
      import('../features/marketing/pages/features/FeaturesPage').then(
        (module) => module.FeaturesPage,
      ),
    ),
  },
  {
    path: 'about',
    Component: lazyPage(() =>
      import('../features/marketing/pages/about/AboutPage').then((module) => module.AboutPage),
    ),
  },
  {
    path: 'impact',
    Component: lazyPage(() =>
      import('../features/marketing/pages/impact/ImpactPage').then((module) => module.ImpactPage),
    ),
  },
  {
    path: 'accessibility',
    Component: lazyPage(() =>
      import('../features/marketing/pages/accessibility/AccessibilityPage').then(
        (module) => module.AccessibilityPage,
      ),
    ),
  },
  {
    path: 'compare',
    Component: lazyPage(() =>
      import('../features/marketing/pages/compare/ComparePage').then(
        (module) => module.ComparePage,
      ),
    ),
  },
  {
    path: 'courses',
    Component: lazyPage(() =>
      import('../features/marketing/pages/courses/CoursesPage').then(
        (module) => module.CoursesPage,
      ),
    ),
  },
  {
    path: 'expert',
    Component: lazyPage(() =>
      import('../features/marketing/pages/expert/ExpertPage').then((module) => module.ExpertPage),
    ),
  },
];
