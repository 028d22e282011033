// The §9 numbers live in @motes/shared; the stylesheet reads the height from the
// `--motes-button-height` custom property that Button sets from this table.
export { BUTTON_HEIGHTS_PX, type ButtonSize } from '@motes/shared';
