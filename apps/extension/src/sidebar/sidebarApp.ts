// The hand-over between the tiny content script (entrypoints/sidebar.content.ts) and the
// sidebar's code (entrypoints/sidebar-app.ts), which the content script imports only when
// the sidebar is first opened. Both run in the content script's isolated world, so this
// global is invisible to the page's own scripts.

/** What the lazily loaded sidebar code offers the content script. */
export interface SidebarApp {
  /** Opens the sidebar, or closes it (returning focus) when it is open. */
  toggle(): void;
}

const SIDEBAR_APP_KEY = Symbol.for('motes.sidebarApp');

type GlobalWithSidebar = typeof globalThis & { [SIDEBAR_APP_KEY]?: SidebarApp };

/** Called once by the sidebar code when it loads. */
export function registerSidebarApp(app: SidebarApp): void {
  (globalThis as GlobalWithSidebar)[SIDEBAR_APP_KEY] = app;
}

/** The sidebar code, if it has loaded. */
export function registeredSidebarApp(): SidebarApp | undefined {
  return (globalThis as GlobalWithSidebar)[SIDEBAR_APP_KEY];
}
