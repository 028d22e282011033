import { describe, expect, it } from 'vitest';
import {
  clampSidebarPosition,
  defaultSidebarLayout,
  parseSidebarLayout,
  SIDEBAR_WIDTH_PX,
  sidebarLayoutStorageKey,
} from './sidebarLayout';

describe('sidebar layout', () => {
  it('starts floating near the top-right corner in Reading mode', () => {
    expect(defaultSidebarLayout(1280)).toEqual({
      dock: 'floating',
      minimised: false,
      x: 1280 - SIDEBAR_WIDTH_PX - 16,
      y: 16,
      mode: 'reading',
    });
  });

  it('is remembered per user, one slot for anonymous users', () => {
    expect(sidebarLayoutStorageKey('user-1')).toBe('motes-sidebar-layout:user-1');
    expect(sidebarLayoutStorageKey(null)).toBe('motes-sidebar-layout:anonymous');
  });

  it('keeps the valid stored fields and the defaults for the rest', () => {
    const fallback = defaultSidebarLayout(1000);
    expect(parseSidebarLayout({ dock: 'top', minimised: true, mode: 'focus' }, fallback)).toEqual({
      ...fallback,
      dock: 'top',
      minimised: true,
      mode: 'focus',
    });
    expect(
      parseSidebarLayout({ dock: 'left', x: 'far', y: Number.NaN, mode: 'drawing' }, fallback),
    ).toEqual(fallback);
    expect(parseSidebarLayout('garbage', fallback)).toEqual(fallback);
  });

  it('keeps a floating panel’s header on screen', () => {
    const viewport = { width: 800, height: 600 };
    expect(clampSidebarPosition(-50, -10, viewport, 48)).toEqual({ x: 0, y: 0 });
    expect(clampSidebarPosition(5000, 5000, viewport, 48)).toEqual({
      x: 800 - SIDEBAR_WIDTH_PX,
      y: 600 - 48,
    });
    expect(clampSidebarPosition(100, 200, viewport, 48)).toEqual({ x: 100, y: 200 });
  });
});
