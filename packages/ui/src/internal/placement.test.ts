import { describe, expect, it } from 'vitest';
import { placeFloating, type PlacementInput } from './placement';

const viewport = { width: 1000, height: 800 };
const menu = { width: 215, height: 200 };

function place(overrides: Partial<PlacementInput>) {
  return placeFloating({
    anchor: { top: 100, left: 100, width: 120, height: 40 },
    floating: menu,
    viewport,
    side: 'bottom',
    align: 'start',
    gap: 4,
    ...overrides,
  });
}

describe('placeFloating', () => {
  it('puts the piece below the anchor, left edges lined up', () => {
    expect(place({})).toEqual({ top: 144, left: 100, side: 'bottom', align: 'start' });
  });

  it('lines up the right edges for `end` and centres for `center`', () => {
    const anchor = { top: 100, left: 300, width: 120, height: 40 };
    expect(place({ anchor, align: 'end' }).left).toBe(300 + 120 - 215);
    expect(place({ anchor, align: 'center' }).left).toBe(300 + 60 - 107.5);
  });

  it('flips to the opposite side when it would overflow the viewport', () => {
    const nearBottom = { top: 700, left: 100, width: 120, height: 40 };
    expect(place({ anchor: nearBottom })).toMatchObject({ side: 'top', top: 700 - 4 - 200 });
    const nearTop = { top: 20, left: 300, width: 120, height: 40 };
    expect(place({ anchor: nearTop, side: 'top' })).toMatchObject({ side: 'bottom', top: 64 });
    const nearLeft = { top: 300, left: 50, width: 120, height: 40 };
    expect(place({ anchor: nearLeft, side: 'left' })).toMatchObject({ side: 'right', left: 174 });
    const nearRight = { top: 300, left: 900, width: 80, height: 40 };
    expect(place({ anchor: nearRight, side: 'right' })).toMatchObject({
      side: 'left',
      left: 900 - 4 - 215,
    });
  });

  it('stays on its side when the opposite side has no room either', () => {
    const tall = { width: 215, height: 790 };
    expect(place({ floating: tall }).side).toBe('bottom');
  });

  it('flips its alignment when the edge-aligned piece would run off the side', () => {
    const nearRightEdge = { top: 100, left: 900, width: 80, height: 40 };
    expect(place({ anchor: nearRightEdge })).toMatchObject({ align: 'end', left: 980 - 215 });
    const nearLeftEdge = { top: 100, left: 10, width: 80, height: 40 };
    expect(place({ anchor: nearLeftEdge, align: 'end' })).toMatchObject({
      align: 'start',
      left: 10,
    });
  });

  it('clamps a centred piece inside the viewport margin', () => {
    const nearLeftEdge = { top: 100, left: 0, width: 40, height: 40 };
    expect(place({ anchor: nearLeftEdge, align: 'center' }).left).toBe(8);
  });
});
