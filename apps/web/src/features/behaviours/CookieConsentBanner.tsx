import { useLayoutEffect, useRef } from 'react';
import { Link } from 'react-router';
import { BRAND_NAME, Button, useTranslate } from '@motes/ui';
import { useCookieChoice } from './cookieChoiceStore';
import './CookieConsentBanner.css';

/** The custom property other fixed pieces (the help button) use to stay above the banner. */
export const COOKIE_BANNER_SIZE_PROPERTY = '--motes-cookie-banner-block-size';

/**
 * §2 "A cookie consent banner is shown until accepted", again after 365 days or when the
 * stored answer is unreadable (§5/§9). A named region at the bottom of the window, not a
 * modal: the page stays usable and the navigation bar uncovered. "Necessary only" is as easy
 * as "Accept all" (GDPR); only Accept lets page-view analytics and error monitoring run.
 */
export function CookieConsentBanner({ inert = false }: { inert?: boolean }) {
  const t = useTranslate();
  const { answered, choose } = useCookieChoice();
  const bannerRef = useRef<HTMLElement>(null);

  // Tell the page how tall the banner is, so fixed pieces in the same corner can move up.
  useLayoutEffect(() => {
    const banner = bannerRef.current;
    if (answered || !banner) return;
    const root = document.documentElement;
    const measure = () =>
      root.style.setProperty(COOKIE_BANNER_SIZE_PROPERTY, `${banner.offsetHeight}px`);
    measure();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : undefined;
    observer?.observe(banner);
    window.addEventListener('resize', measure);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', measure);
      root.style.removeProperty(COOKIE_BANNER_SIZE_PROPERTY);
    };
  }, [answered]);

  if (answered) return null;

  function answer(analytics: boolean) {
    const hadFocus = bannerRef.current?.contains(document.activeElement) ?? false;
    choose(analytics);
    // The buttons vanish with the banner: keep keyboard users in the page, not on <body>.
    if (hadFocus) document.getElementById('main-content')?.focus({ preventScroll: true });
  }

  return (
    <section
      ref={bannerRef}
      className="cookie-banner"
      inert={inert}
      aria-label={t('behaviours-cookie-banner-label')}
    >
      <p className="cookie-banner__text">
        {t('behaviours-cookie-banner-text', { brand: BRAND_NAME })}{' '}
        <Link to="/privacy?tab=gdpr">{t('behaviours-cookie-banner-privacy')}</Link>
      </p>
      <div className="cookie-banner__actions">
        <Button variant="secondary" onClick={() => answer(false)}>
          {t('behaviours-cookie-banner-necessary')}
        </Button>
        <Button onClick={() => answer(true)}>{t('behaviours-cookie-banner-accept')}</Button>
      </div>
    </section>
  );
}
