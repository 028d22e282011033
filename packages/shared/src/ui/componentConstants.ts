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
