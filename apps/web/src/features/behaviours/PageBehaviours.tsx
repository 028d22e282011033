import { CookieConsentBanner } from './CookieConsentBanner';
import { IdleHelpWidget } from './help/IdleHelpWidget';
import { useErrorMonitoring } from './monitoring/useErrorMonitoring';
import { usePageViewAnalytics } from './usePageViewAnalytics';
import { usePreloaderDismissal } from './usePreloaderDismissal';
import { useRouteHashScroll } from './useRouteHashScroll';

/**
 * The §2 page behaviours of every page, mounted once in the layout (inside the router and the
 * identity provider): hides the preloader when the first route has rendered, scrolls to the
 * URL hash, sends page views, shows the cookie banner, loads the help widget and the optional
 * error monitoring when the browser is idle. `inert` takes the banner and the help button out
 * of reach while something modal covers the page (the mobile menu).
 */
export function PageBehaviours({ inert = false }: { inert?: boolean }) {
  usePreloaderDismissal();
  useRouteHashScroll();
  usePageViewAnalytics();
  useErrorMonitoring();
  return (
    <>
      <CookieConsentBanner inert={inert} />
      <IdleHelpWidget inert={inert} />
    </>
  );
}
