// Design-system numbers and texts of the spec, written once for the web app and the sidebar.

/** §9 "Layout and components": button heights in px. */
export const BUTTON_HEIGHTS_PX = { xs: 24, sm: 32, md: 40, lg: 48 } as const;

/** A button size name from §9. */
export type ButtonSize = keyof typeof BUTTON_HEIGHTS_PX;

/** §2 "Shared interface pieces": the loading wave's default text. */
export const LOADING_WAVE_DEFAULT_TEXT = 'Just a motement ...';

/** §4 "Toasts" and §9 "Toasts": how long a toast stays by default, in ms. */
export const TOAST_DURATION_MS = 4000;

/** §4 and §9: at most this many toasts are visible at once; later ones wait their turn. */
export const TOAST_MAX_VISIBLE = 3;

/** §9: width of a toast in px. */
export const TOAST_WIDTH_PX = 356;

/** §9: gap between stacked toasts in px. */
export const TOAST_GAP_PX = 14;

/** §9: a toast dragged further than this many px is swiped away. */
export const TOAST_SWIPE_THRESHOLD_PX = 20;

/** §2 "Page behaviours": the hotkey that moves focus to the toasts, as aria-keyshortcuts spells it. */
export const TOAST_HOTKEY_LABEL = 'Alt+T';

/** §9 "Layout and components": navigation bar height in px. */
export const NAV_HEIGHT_PX = 90;

/** §2 "Navigation bar" and §9: the mobile menu shows below this viewport width in px. */
export const MOBILE_MENU_BREAKPOINT_PX = 991.98;

/** §9: viewport breakpoints in px. */
export const BREAKPOINTS_PX = {
  xs: 480,
  'sm-md': 640,
  md: 768,
  'md-lg': 920,
  lg: 1024,
  xl: 1280,
  '2xl': 1536,
} as const;

/** A breakpoint name from §9. */
export type Breakpoint = keyof typeof BREAKPOINTS_PX;

/** §9: container max widths in px. */
export const CONTAINER_MAX_WIDTHS_PX = { wide: 1600, narrow: 992, default: 1400 } as const;

/** A container width name from §9. */
export type ContainerWidth = keyof typeof CONTAINER_MAX_WIDTHS_PX;

/** §9: text breakpoints in px, smallest first. */
export const TEXT_BREAKPOINTS_PX = [640, 992, 1200] as const;

/** §9: default width of a dropdown menu in px. */
export const DROPDOWN_WIDTH_PX = 215;

/** §9: a dropdown opens and closes with this transition, in ms. */
export const DROPDOWN_TRANSITION_MS = 150;

/** §4 "Dropdown" and §9: in hover mode the menu opens and closes after this delay, in ms. */
export const DROPDOWN_HOVER_DELAY_MS = 100;

/** §9: where a dropdown menu can sit relative to its trigger. */
export const DROPDOWN_PLACEMENTS = [
  'bottom-left',
  'bottom-right',
  'bottom-center',
  'top-left',
  'top-right',
  'top-center',
  'left',
  'right',
] as const;

/** A dropdown placement from §9. */
export type DropdownPlacement = (typeof DROPDOWN_PLACEMENTS)[number];

/** §9: default max width of a dialog in px. */
export const DIALOG_MAX_WIDTH_PX = 480;

/** §4 "Dialog" and §9: enter and leave animation of a dialog, in ms. */
export const DIALOG_ANIMATION_MS = 150;

/** §9: the dialog overlay is black at this opacity (70%), with a blur. */
export const DIALOG_OVERLAY_OPACITY = 0.7;

/** §9: z-index of a dialog unless the highest layer (`max`) is requested. */
export const DIALOG_Z_INDEX = 10000;

/** §4 "Tooltip" and §9: a tooltip opens this long after hover or focus, in ms. */
export const TOOLTIP_OPEN_DELAY_MS = 50;

/** §4 and §9: a tooltip closes this long after the pointer or focus leaves, in ms. */
export const TOOLTIP_CLOSE_DELAY_MS = 25;

/** §4: tooltip placements; `top` is the default. */
export const TOOLTIP_PLACEMENTS = ['top', 'bottom', 'left', 'right'] as const;

/** A tooltip placement. */
export type TooltipPlacement = (typeof TOOLTIP_PLACEMENTS)[number];

/** §4: where a tooltip sits unless told otherwise. */
export const TOOLTIP_DEFAULT_PLACEMENT: TooltipPlacement = 'top';

/**
 * §9: "Layer values run from dropdown 1000 to tooltip 1800". The spec names only the two
 * ends; the steps in between are our choice, ordered so that what the user is acting on
 * sits above what it covers. Dialogs do not use this scale: they sit at
 * {@link DIALOG_Z_INDEX}, or at {@link LAYER_MAX} when `max` is requested.
 */
export const LAYERS = {
  dropdown: 1000,
  /** Sticky headers and the navigation bar. */
  sticky: 1100,
  /** Non-modal overlays, e.g. a loading wave over a section. */
  overlay: 1200,
  drawer: 1300,
  popover: 1500,
  toast: 1600,
  tooltip: 1800,
} as const;

/** A layer name from {@link LAYERS}. */
export type Layer = keyof typeof LAYERS;

/** The highest z-index a browser honours (2^31 − 1), used for a dialog that asks for `max`. */
export const LAYER_MAX = 2147483647;

/** §9: default size of the hamburger toggle in px. */
export const HAMBURGER_SIZE_PX = 40;

/** §9: spring animation defaults. */
export const ANIMATION_SPRING = { tension: 170, friction: 26 } as const;
