/**
 * Button heights in px, §9 "Layout and components" (xs 24, sm 32, md 40, lg 48).
 *
 * The stylesheet reads the height from the `--motes-button-height` custom property that
 * {@link Button} sets from this table, so the numbers live here once.
 */
export const BUTTON_HEIGHTS_PX = { xs: 24, sm: 32, md: 40, lg: 48 } as const;

/** A button size name from §9. */
export type ButtonSize = keyof typeof BUTTON_HEIGHTS_PX;
