import { BRAND_NAME, useTranslate } from '@motes/ui';
import { Link, Outlet } from 'react-router';
import { HeaderAuthActions } from '../features/auth/HeaderAuthActions';
import { OneTapSignIn } from '../features/auth/oneTap/OneTapSignIn';
import './AppLayout.css';

/** The frame of every page: a skip link, the header, the main landmark and the footer. */
export function AppLayout() {
  const t = useTranslate();
  return (
    <div className="app-layout">
      <a className="app-layout__skip-link" href="#main-content">
        {t('layout-skip-link')}
      </a>
      <header className="app-layout__header">
        <Link to="/" className="app-layout__brand">
          {BRAND_NAME}
        </Link>
        <HeaderAuthActions />
      </header>
      {/* tabIndex lets the skip link move keyboard focus into main, not just scroll to it. */}
      <main id="main-content" className="app-layout__main" tabIndex={-1}>
        {/* §2 Google one-tap: on every page it is allowed on; renders only its error state. */}
        <OneTapSignIn />
        <Outlet />
      </main>
      <footer className="app-layout__footer">
        <p>
          © {new Date().getFullYear()} {BRAND_NAME}
        </p>
      </footer>
    </div>
  );
}
