import { describe, expect, it } from 'vitest';
import {
  ANIMATION_SPRING,
  BREAKPOINTS_PX,
  CONTAINER_MAX_WIDTHS_PX,
  DIALOG_ANIMATION_MS,
  DIALOG_MAX_WIDTH_PX,
  DIALOG_OVERLAY_OPACITY,
  DIALOG_Z_INDEX,
  DROPDOWN_HOVER_DELAY_MS,
  DROPDOWN_PLACEMENTS,
  DROPDOWN_TRANSITION_MS,
  DROPDOWN_WIDTH_PX,
  HAMBURGER_SIZE_PX,
  LAYER_MAX,
  LAYERS,
  MOBILE_MENU_BREAKPOINT_PX,
  NAV_HEIGHT_PX,
  TEXT_BREAKPOINTS_PX,
  TOOLTIP_CLOSE_DELAY_MS,
  TOOLTIP_DEFAULT_PLACEMENT,
  TOOLTIP_OPEN_DELAY_MS,
} from './componentConstants';

// §9 "Layout and components".
describe('component constants (§9)', () => {
  it('holds the layout numbers', () => {
    expect(NAV_HEIGHT_PX).toBe(90);
    expect(MOBILE_MENU_BREAKPOINT_PX).toBe(991.98);
    expect(BREAKPOINTS_PX).toEqual({
      xs: 480,
      'sm-md': 640,
      md: 768,
      'md-lg': 920,
      lg: 1024,
      xl: 1280,
      '2xl': 1536,
    });
    expect(CONTAINER_MAX_WIDTHS_PX).toEqual({ wide: 1600, narrow: 992, default: 1400 });
    expect(TEXT_BREAKPOINTS_PX).toEqual([640, 992, 1200]);
    expect(HAMBURGER_SIZE_PX).toBe(40);
    expect(ANIMATION_SPRING).toEqual({ tension: 170, friction: 26 });
  });

  it('holds the dropdown, dialog and tooltip numbers (§4, §9)', () => {
    expect(DROPDOWN_WIDTH_PX).toBe(215);
    expect(DROPDOWN_TRANSITION_MS).toBe(150);
    expect(DROPDOWN_HOVER_DELAY_MS).toBe(100);
    expect(DROPDOWN_PLACEMENTS).toEqual([
      'bottom-left',
      'bottom-right',
      'bottom-center',
      'top-left',
      'top-right',
      'top-center',
      'left',
      'right',
    ]);
    expect(DIALOG_MAX_WIDTH_PX).toBe(480);
    expect(DIALOG_ANIMATION_MS).toBe(150);
    expect(DIALOG_OVERLAY_OPACITY).toBe(0.7);
    expect(DIALOG_Z_INDEX).toBe(10000);
    expect(TOOLTIP_OPEN_DELAY_MS).toBe(50);
    expect(TOOLTIP_CLOSE_DELAY_MS).toBe(25);
    expect(TOOLTIP_DEFAULT_PLACEMENT).toBe('top');
  });

  it('runs the layers from dropdown 1000 to tooltip 1800, in increasing order', () => {
    const values = Object.values(LAYERS);
    expect(LAYERS.dropdown).toBe(1000);
    expect(LAYERS.tooltip).toBe(1800);
    expect(Math.min(...values)).toBe(1000);
    expect(Math.max(...values)).toBe(1800);
    expect([...values].sort((a, b) => a - b)).toEqual(values);
    // Dialogs sit above every layer; `max` is the largest z-index browsers accept.
    expect(DIALOG_Z_INDEX).toBeGreaterThan(LAYERS.tooltip);
    expect(LAYER_MAX).toBe(2 ** 31 - 1);
  });

  it('breakpoints grow from xs to 2xl', () => {
    const values = Object.values(BREAKPOINTS_PX);
    expect([...values].sort((a, b) => a - b)).toEqual(values);
  });
});
