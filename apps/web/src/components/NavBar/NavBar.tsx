import { useEffect, useId, useRef, useState, type CSSProperties } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { LOGIN_PATH } from '@motes/api-client';
import { LAYERS, NAV_HEIGHT_PX } from '@motes/shared';
import { BRAND_NAME, Hamburger, PortalContainerProvider, useTranslate } from '@motes/ui';
import { useSignOut } from '../../identity/useSignOut';
import { DesktopActions, DesktopMenus } from './DesktopNav';
import { MobileMenu } from './MobileMenu';
import { useMobileMenuLayout } from './useMobileMenuLayout';
import { useNavBar } from './useNavBar';
import { SeasonalLogo } from '../../features/seasonal/SeasonalLogo';
import './NavBar.css';

/** Props of {@link NavBar}. */
export interface NavBarProps {
  /** Told when the mobile menu opens or closes, so the page behind can be made inert. */
  onMobileMenuChange?: (open: boolean) => void;
}

const FOCUSABLE = 'a[href], button:not([disabled])';

/**
 * The §2 navigation bar: 90 px high and sticky (§9), the brand linking home, the menus and
 * the actions of {@link navBarPlan}. Below 991.98 px a hamburger opens the same menus and
 * actions in a panel that closes on Escape, on navigation and when the window grows past
 * the breakpoint.
 */
export function NavBar({ onMobileMenuChange }: NavBarProps) {
  const t = useTranslate();
  const model = useNavBar();
  const signOut = useSignOut();
  const mobile = useMobileMenuLayout();
  const { key: locationKey } = useLocation();
  const panelId = useId();
  const hamburgerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  // The bar's menus render inside the header, in its stacking context: a menu in the page's
  // layer (§9 dropdown 1000) would slide under the sticky bar (sticky 1100).
  const [overlayLayer, setOverlayLayer] = useState<HTMLDivElement | null>(null);

  // The menu remembers the page it was opened on: navigating anywhere closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  // Growing past the breakpoint closes it (adjusting state while rendering, not in an effect).
  if (!mobile && openOn !== null) setOpenOn(null);
  const menuOpen = mobile && openOn === locationKey;

  const wasOpen = useRef(false);
  useEffect(() => {
    onMobileMenuChange?.(menuOpen);
    if (menuOpen) {
      panelRef.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    } else if (wasOpen.current) {
      hamburgerRef.current?.focus();
    }
    wasOpen.current = menuOpen;
  }, [menuOpen, onMobileMenuChange]);

  useEffect(() => {
    if (!menuOpen) return;
    function handleKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      setOpenOn(null);
    }
    // The page behind the panel does not scroll while it is open.
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    document.addEventListener('keydown', handleKeyDown);
    return () => {
      document.body.style.overflow = overflow;
      document.removeEventListener('keydown', handleKeyDown);
    };
  }, [menuOpen]);

  const handleSignOut = () => void signOut(LOGIN_PATH);
  const { plan } = model;
  const hasMenuContent = plan.menus || plan.actions.length > 0 || plan.accountMenu !== null;
  const style = {
    '--motes-nav-height': `${NAV_HEIGHT_PX}px`,
    '--motes-layer-sticky': String(LAYERS.sticky),
  } as CSSProperties;

  return (
    <header className="nav-bar" style={style}>
      <PortalContainerProvider container={overlayLayer}>
        <div className="nav-bar__inner">
          <RouterLink to="/" className="nav-bar__brand" aria-label={BRAND_NAME}>
            <SeasonalLogo />
          </RouterLink>
          {mobile ? (
            hasMenuContent && (
              <Hamburger
                ref={hamburgerRef}
                className="nav-bar__hamburger"
                open={menuOpen}
                onToggle={(open) => setOpenOn(open ? locationKey : null)}
                controls={panelId}
                label={t('nav-mobile-toggle')}
              />
            )
          ) : (
            <>
              {plan.menus && <DesktopMenus />}
              <DesktopActions model={model} onSignOut={handleSignOut} />
            </>
          )}
        </div>
        {menuOpen && (
          <MobileMenu id={panelId} model={model} onSignOut={handleSignOut} panelRef={panelRef} />
        )}
      </PortalContainerProvider>
      <div ref={setOverlayLayer} className="nav-bar__overlays" />
    </header>
  );
}
