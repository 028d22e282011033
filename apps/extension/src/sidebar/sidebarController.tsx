// Opens and closes the Mote Sidebar on the page: a custom element holding an open shadow
// root (so page CSS cannot reach in, and the sidebar's CSS cannot leak out), appended to
// <html> only while the sidebar is open. Nothing else on the page is touched.
import { PAGE_VIEWED_EVENT, SIDEBAR_VIEW_PAGE } from '@motes/shared';
import { PortalContainerProvider } from '@motes/ui';
import uiStyles from '@motes/ui/styles.css?inline';
import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createSidebarTrack } from '../analytics/sidebarAnalytics';
import type { SidebarApp } from './sidebarApp';
import sidebarStyles from './sidebar.css?inline';
import { storageSidebarIdentitySource, type SidebarIdentitySource } from './sidebarIdentity';
import { SidebarRoot } from './SidebarRoot';
import type { SidebarTrack } from './sidebarServices';

/**
 * Inline `!important` declarations beat every page rule that could match the host element
 * (`* { … }`, `html > * { … }`). The host itself takes no space: the panel inside is fixed.
 */
const HOST_STYLE =
  'all: initial !important; position: fixed !important; top: 0 !important; ' +
  'left: 0 !important; width: 0 !important; height: 0 !important; ' +
  'z-index: 2147483647 !important; display: block !important;';

/** Key events typed in the sidebar stop at its host, so the page's shortcuts never see them. */
const ISOLATED_EVENTS = ['keydown', 'keyup', 'keypress'] as const;

function stopAtHost(event: Event) {
  event.stopPropagation();
}

interface OpenSidebar {
  host: HTMLElement;
  root: Root;
  returnFocusTo: HTMLElement | null;
}

/** The sidebar's open/close state for one page. */
export function createSidebarController(
  identitySource: SidebarIdentitySource = storageSidebarIdentitySource,
  track: SidebarTrack = createSidebarTrack(),
): SidebarApp {
  let open: OpenSidebar | null = null;

  function show() {
    const active = document.activeElement;
    const returnFocusTo = active instanceof HTMLElement && active !== document.body ? active : null;
    const host = document.createElement('motes-sidebar');
    host.setAttribute('style', HOST_STYLE);
    const shadow = host.attachShadow({ mode: 'open' });
    const style = document.createElement('style');
    // `:host { all: initial }` comes first: inherited page styles stop at the boundary.
    style.textContent = `${sidebarStyles}\n${uiStyles}`;
    const container = document.createElement('div');
    container.className = 'motes-sidebar-root';
    shadow.append(style, container);
    for (const type of ISOLATED_EVENTS) host.addEventListener(type, stopAtHost);
    document.documentElement.append(host);

    const root = createRoot(container);
    root.render(
      <StrictMode>
        <PortalContainerProvider container={container}>
          <SidebarRoot identitySource={identitySource} onClose={hide} track={track} />
        </PortalContainerProvider>
      </StrictMode>,
    );
    open = { host, root, returnFocusTo };
    // The sidebar's page view (§7, like the website's per page): which mode it opened in.
    track(PAGE_VIEWED_EVENT, { page: SIDEBAR_VIEW_PAGE });
  }

  function hide() {
    if (!open) return;
    const { host, root, returnFocusTo } = open;
    open = null;
    root.unmount();
    host.remove();
    if (returnFocusTo?.isConnected) returnFocusTo.focus();
  }

  return { toggle: () => (open ? hide() : show()) };
}
