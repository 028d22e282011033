import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOOLTIP_CLOSE_DELAY_MS, TOOLTIP_OPEN_DELAY_MS } from '@motes/shared';
import { Tooltip } from './Tooltip';

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(120);
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(30);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

function showTooltipAt(top: number) {
  render(
    <Tooltip content="Record a voice note">
      <button type="button">Record</button>
    </Tooltip>,
  );
  const anchor = screen.getByRole('button', { name: 'Record' }).parentElement!;
  vi.spyOn(anchor, 'getBoundingClientRect').mockReturnValue({
    top,
    left: 400,
    width: 80,
    height: 40,
    right: 480,
    bottom: top + 40,
    x: 400,
    y: top,
    toJSON: () => ({}),
  });
  fireEvent.mouseEnter(anchor);
  act(() => vi.advanceTimersByTime(TOOLTIP_OPEN_DELAY_MS));
  return { anchor, tooltip: screen.getByRole('tooltip') };
}

describe('Tooltip in a portal', () => {
  // §4 "Tooltip": placement top by default.
  it('renders in document.body, centred above its trigger', () => {
    const { tooltip } = showTooltipAt(300);
    expect(tooltip.parentElement).toBe(document.body);
    expect(tooltip).toHaveAttribute('data-side', 'top');
    expect(tooltip.style.top).toBe(`${300 - 6 - 30}px`);
    expect(tooltip.style.left).toBe(`${400 + 40 - 60}px`);
  });

  it('flips below the trigger at the top edge of the viewport', () => {
    const { tooltip } = showTooltipAt(10);
    expect(tooltip).toHaveAttribute('data-side', 'bottom');
    expect(tooltip.style.top).toBe(`${10 + 40 + 6}px`);
  });

  // WCAG 1.4.13 "hoverable": the pointer can rest on the tooltip, which lives elsewhere.
  it('stays open while the pointer is on the tooltip itself', () => {
    const { anchor, tooltip } = showTooltipAt(300);
    fireEvent.mouseLeave(anchor);
    fireEvent.mouseEnter(tooltip);
    act(() => vi.advanceTimersByTime(TOOLTIP_CLOSE_DELAY_MS * 4));
    expect(tooltip).toBeVisible();
    fireEvent.mouseLeave(tooltip);
    act(() => vi.advanceTimersByTime(TOOLTIP_CLOSE_DELAY_MS));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});
