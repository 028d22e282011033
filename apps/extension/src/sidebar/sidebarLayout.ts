// Where the sidebar sits and how it looks, remembered per user in chrome.storage.local so
// that it comes back the same on every page and after a reload.
import { SIDEBAR_MODES, type SidebarMode } from '@motes/shared';
import { browser } from 'wxt/browser';

/** Floating where the user dragged it, docked down the right edge, or across the top. */
export const SIDEBAR_DOCKS = ['floating', 'right', 'top'] as const;
export type SidebarDock = (typeof SIDEBAR_DOCKS)[number];

/** The sidebar's remembered layout. `x`/`y` place the floating panel's top-left corner. */
export interface SidebarLayout {
  dock: SidebarDock;
  minimised: boolean;
  x: number;
  y: number;
  mode: SidebarMode;
}

/** Width of the floating and right-docked panel, in CSS pixels. */
export const SIDEBAR_WIDTH_PX = 340;
/** Distance kept from the viewport's edges by default. */
export const SIDEBAR_MARGIN_PX = 16;
/** How far one arrow key press moves the panel (Shift: four times as far). */
export const SIDEBAR_KEYBOARD_STEP_PX = 16;

/** A fresh user's layout: floating near the top-right corner, Reading mode. */
export function defaultSidebarLayout(viewportWidth: number): SidebarLayout {
  return {
    dock: 'floating',
    minimised: false,
    x: Math.max(0, viewportWidth - SIDEBAR_WIDTH_PX - SIDEBAR_MARGIN_PX),
    y: SIDEBAR_MARGIN_PX,
    mode: 'reading',
  };
}

/** The storage key of one user's layout; all anonymous users of a browser share one. */
export function sidebarLayoutStorageKey(userId: string | null): string {
  return `motes-sidebar-layout:${userId ?? 'anonymous'}`;
}

function isOneOf<T extends string>(values: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (values as readonly string[]).includes(value);
}

/** Reads a stored layout, keeping each valid field and the default for the rest. */
export function parseSidebarLayout(value: unknown, fallback: SidebarLayout): SidebarLayout {
  if (typeof value !== 'object' || value === null) return fallback;
  const stored = value as Partial<Record<keyof SidebarLayout, unknown>>;
  const finite = (candidate: unknown, otherwise: number) =>
    typeof candidate === 'number' && Number.isFinite(candidate) ? candidate : otherwise;
  return {
    dock: isOneOf(SIDEBAR_DOCKS, stored.dock) ? stored.dock : fallback.dock,
    minimised: typeof stored.minimised === 'boolean' ? stored.minimised : fallback.minimised,
    x: finite(stored.x, fallback.x),
    y: finite(stored.y, fallback.y),
    mode: isOneOf(SIDEBAR_MODES, stored.mode) ? stored.mode : fallback.mode,
  };
}

/**
 * Keeps a floating panel reachable: its header stays inside the viewport however the
 * window was resized since the position was saved.
 */
export function clampSidebarPosition(
  x: number,
  y: number,
  viewport: { width: number; height: number },
  headerHeight: number,
): { x: number; y: number } {
  const maxX = Math.max(0, viewport.width - SIDEBAR_WIDTH_PX);
  const maxY = Math.max(0, viewport.height - headerHeight);
  return { x: Math.min(Math.max(0, x), maxX), y: Math.min(Math.max(0, y), maxY) };
}

/** Loads a user's layout (the default when none is stored). */
export async function loadSidebarLayout(userId: string | null): Promise<SidebarLayout> {
  const key = sidebarLayoutStorageKey(userId);
  const stored = await browser.storage.local.get(key);
  return parseSidebarLayout(stored[key], defaultSidebarLayout(window.innerWidth));
}

/** Saves a user's layout. */
export async function saveSidebarLayout(
  userId: string | null,
  layout: SidebarLayout,
): Promise<void> {
  await browser.storage.local.set({ [sidebarLayoutStorageKey(userId)]: layout });
}
