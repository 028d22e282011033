import { describe, expect, it } from 'vitest';
import {
  boxAfterKey,
  boxFromDrag,
  initialKeyboardBox,
  isReadableBox,
  KEYBOARD_BIG_STEP_PX,
  KEYBOARD_STEP_PX,
  MIN_AREA_SIDE_PX,
} from './areaBox';

const viewport = { width: 1200, height: 600 };

describe('the box a pointer drag draws', () => {
  it('spans the two points whichever way the drag went', () => {
    const expected = { left: 100, top: 50, width: 200, height: 80 };
    expect(boxFromDrag({ x: 100, y: 50 }, { x: 300, y: 130 }, viewport)).toEqual(expected);
    expect(boxFromDrag({ x: 300, y: 130 }, { x: 100, y: 50 }, viewport)).toEqual(expected);
  });

  it('stops at the edges of the viewport', () => {
    expect(boxFromDrag({ x: 1100, y: 500 }, { x: 1500, y: 900 }, viewport)).toEqual({
      left: 1100,
      top: 500,
      width: 100,
      height: 100,
    });
  });

  it('is not read when it is a click or a sliver', () => {
    expect(isReadableBox(boxFromDrag({ x: 5, y: 5 }, { x: 5, y: 5 }, viewport))).toBe(false);
    expect(isReadableBox({ left: 0, top: 0, width: 300, height: MIN_AREA_SIDE_PX - 1 })).toBe(
      false,
    );
    expect(isReadableBox({ left: 0, top: 0, width: 40, height: 20 })).toBe(true);
  });
});

describe('the keyboard box', () => {
  const box = initialKeyboardBox(viewport);

  it('starts as a third of the viewport, in the middle', () => {
    expect(box).toEqual({ left: 400, top: 200, width: 400, height: 200 });
  });

  it('moves with the arrow keys, further with Ctrl', () => {
    expect(boxAfterKey(box, { key: 'ArrowRight' }, viewport)).toMatchObject({
      left: 400 + KEYBOARD_STEP_PX,
      top: 200,
    });
    expect(boxAfterKey(box, { key: 'ArrowUp' }, viewport)).toMatchObject({
      left: 400,
      top: 200 - KEYBOARD_STEP_PX,
    });
    expect(boxAfterKey(box, { key: 'ArrowDown', ctrlKey: true }, viewport)).toMatchObject({
      top: 200 + KEYBOARD_BIG_STEP_PX,
    });
  });

  it('resizes from its bottom-right corner with Shift, never below the minimum', () => {
    expect(boxAfterKey(box, { key: 'ArrowRight', shiftKey: true }, viewport)).toEqual({
      ...box,
      width: 400 + KEYBOARD_STEP_PX,
    });
    expect(boxAfterKey(box, { key: 'ArrowUp', shiftKey: true }, viewport)).toEqual({
      ...box,
      height: 200 - KEYBOARD_STEP_PX,
    });
    const tiny = { left: 10, top: 10, width: MIN_AREA_SIDE_PX, height: MIN_AREA_SIDE_PX };
    expect(boxAfterKey(tiny, { key: 'ArrowLeft', shiftKey: true }, viewport)).toEqual(tiny);
  });

  it('stays inside the viewport', () => {
    const corner = { left: 0, top: 0, width: 100, height: 100 };
    expect(boxAfterKey(corner, { key: 'ArrowLeft' }, viewport)).toEqual(corner);
    const edge = { left: 1095, top: 495, width: 100, height: 100 };
    expect(boxAfterKey(edge, { key: 'ArrowRight' }, viewport)).toMatchObject({ left: 1100 });
    expect(boxAfterKey(edge, { key: 'ArrowDown', shiftKey: true }, viewport)).toMatchObject({
      height: 105,
    });
  });

  it('ignores other keys', () => {
    expect(boxAfterKey(box, { key: 'a' }, viewport)).toBeNull();
    expect(boxAfterKey(box, { key: 'Enter' }, viewport)).toBeNull();
  });
});
