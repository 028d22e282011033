// Design-system numbers and texts of the spec, written once for the web app and the sidebar.

/** §9 "Layout and components": button heights in px. */
export const BUTTON_HEIGHTS_PX = { xs: 24, sm: 32, md: 40, lg: 48 } as const;

/** A button size name from §9. */
export type ButtonSize = keyof typeof BUTTON_HEIGHTS_PX;

/** §2 "Shared interface pieces": the loading wave's default text. */
export const LOADING_WAVE_DEFAULT_TEXT = 'Just a motement ...';
