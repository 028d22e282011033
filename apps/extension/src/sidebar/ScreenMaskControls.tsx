import { useId, type KeyboardEvent } from 'react';
import { SCREEN_MASK_STYLES, type ScreenMaskStyle } from './screenMask';
import type { ScreenMaskState } from './SidebarRoot';

const STYLE_LABELS: Readonly<Record<ScreenMaskStyle, string>> = {
  mask: 'Mask',
  ruler: 'Ruler',
  underline: 'Underline',
};

/** How far one arrow key press moves the band, in CSS pixels. */
const BAND_STEP_PX = 8;

export interface ScreenMaskControlsProps {
  mask: ScreenMaskState;
  onStyleChange: (style: ScreenMaskStyle) => void;
  onMove: (centreY: number) => void;
}

/** The running mask's style and, for keyboard users, the band's place (arrow keys). */
export function ScreenMaskControls({ mask, onStyleChange, onMove }: ScreenMaskControlsProps) {
  const name = useId();
  const bandId = useId();

  // A range input raises its value on ArrowUp, which would move the band down the page.
  // Up and down here mean up and down the window.
  function handleBandKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const steps: Record<string, number> = {
      ArrowUp: -BAND_STEP_PX,
      ArrowDown: BAND_STEP_PX,
      PageUp: -BAND_STEP_PX * 8,
      PageDown: BAND_STEP_PX * 8,
    };
    const step = steps[event.key];
    if (step === undefined) return;
    event.preventDefault();
    onMove(mask.centreY + step);
  }
  return (
    <div className="motes-sidebar__mask-controls">
      <fieldset className="motes-sidebar__fieldset">
        <legend>Mask style</legend>
        {SCREEN_MASK_STYLES.map((style) => (
          <label key={style} className="motes-sidebar__choice">
            <input
              type="radio"
              name={name}
              value={style}
              checked={mask.style === style}
              onChange={() => onStyleChange(style)}
            />
            {STYLE_LABELS[style]}
          </label>
        ))}
      </fieldset>
      <label htmlFor={bandId} className="motes-sidebar__label">
        Band position
      </label>
      <input
        id={bandId}
        className="motes-sidebar__range"
        type="range"
        min={0}
        max={window.innerHeight}
        step={BAND_STEP_PX}
        value={Math.round(mask.centreY)}
        aria-valuetext={`${Math.round((mask.centreY / window.innerHeight) * 100)}% down the window`}
        onChange={(event) => onMove(Number(event.currentTarget.value))}
        onKeyDown={handleBandKeyDown}
      />
      <p className="motes-sidebar__hint">
        The band follows the pointer; the arrow keys on Band position move it too. Escape turns the
        mask off.
      </p>
    </div>
  );
}
