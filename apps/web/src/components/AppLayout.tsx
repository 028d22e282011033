import { useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useTranslate } from '@motes/ui';
import { OneTapSignIn } from '../features/auth/oneTap/OneTapSignIn';
import { RouterLinkNavigation } from '../navigation/RouterLinkNavigation';
import { useScrollOnNavigation } from '../navigation/useScrollOnNavigation';
import { PageBehaviours } from '../features/behaviours/PageBehaviours';
import { Footer } from './Footer/Footer';
import { NavBar } from './NavBar/NavBar';
import { PageErrorBoundary } from './PageErrorBoundary';
import './AppLayout.css';

/**
 * The frame of every page: the skip link first, then the `<header>` with the navigation bar,
 * the `<main>` landmark and the `<footer>`. It also gives the design system's `Link` the
 * router, so in-app links navigate without a page load.
 */
export function AppLayout() {
  const t = useTranslate();
  // While the mobile menu covers the page, the page is out of reach of Tab and screen readers.
  const [mobileMenuOpen, setMobileMenuOpen] = useState(false);
  // A new page starts at the top; Back and Forward return to where the reader was.
  useScrollOnNavigation();
  const { pathname } = useLocation();
  return (
    <RouterLinkNavigation>
      <div className="app-layout">
        <a className="app-layout__skip-link" href="#main-content">
          {t('layout-skip-link')}
        </a>
        <NavBar onMobileMenuChange={setMobileMenuOpen} />
        {/* tabIndex lets the skip link move keyboard focus into main, not just scroll to it. */}
        <main id="main-content" className="app-layout__main" tabIndex={-1} inert={mobileMenuOpen}>
          {/* §2 Google one-tap: on every page it is allowed on; renders only its error state. */}
          <OneTapSignIn />
          <PageErrorBoundary path={pathname}>
            <Outlet />
          </PageErrorBoundary>
        </main>
        <Footer inert={mobileMenuOpen} />
        {/* Preloader, hash scroll, page views, cookie banner, help widget, monitoring. */}
        <PageBehaviours inert={mobileMenuOpen} />
      </div>
    </RouterLinkNavigation>
  );
}
