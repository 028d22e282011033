import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOOLTIP_CLOSE_DELAY_MS, TOOLTIP_OPEN_DELAY_MS } from '@motes/shared';
import { Tooltip } from './Tooltip';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function renderTooltip(props: Partial<Parameters<typeof Tooltip>[0]> = {}) {
  render(
    <Tooltip content="Record a voice note" {...props}>
      <button type="button" aria-label="Record" aria-describedby="hint">
        ●
      </button>
    </Tooltip>,
  );
  return screen.getByRole('button', { name: 'Record' });
}

describe('Tooltip', () => {
  it('describes its trigger with aria-describedby, keeping existing descriptions', () => {
    const button = renderTooltip();
    const tooltip = screen.getByRole('tooltip', { hidden: true });
    expect(button.getAttribute('aria-describedby')).toBe(`hint ${tooltip.id}`);
    expect(tooltip).not.toBeVisible();
  });

  // §4 "Tooltip": opens after 50 ms, closes after 25 ms, placement top by default.
  it('opens 50 ms after hover and closes 25 ms after the pointer leaves', () => {
    const button = renderTooltip();
    const anchor = button.parentElement!;
    fireEvent.mouseEnter(anchor);
    act(() => vi.advanceTimersByTime(TOOLTIP_OPEN_DELAY_MS - 1));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    const tooltip = screen.getByRole('tooltip');
    expect(tooltip).toHaveTextContent('Record a voice note');
    expect(tooltip).toHaveClass('motes-tooltip--top');

    fireEvent.mouseLeave(anchor);
    act(() => vi.advanceTimersByTime(TOOLTIP_CLOSE_DELAY_MS - 1));
    expect(screen.getByRole('tooltip')).toBeVisible();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('opens on keyboard focus and closes on blur', () => {
    const button = renderTooltip({ placement: 'bottom' });
    act(() => button.focus());
    act(() => vi.advanceTimersByTime(TOOLTIP_OPEN_DELAY_MS));
    expect(screen.getByRole('tooltip')).toHaveClass('motes-tooltip--bottom');
    act(() => button.blur());
    act(() => vi.advanceTimersByTime(TOOLTIP_CLOSE_DELAY_MS));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  // WCAG 1.4.13: hoverable (a brief gap does not close it) and dismissible with Escape.
  it('stays open when the pointer comes back within the close delay', () => {
    const button = renderTooltip();
    const anchor = button.parentElement!;
    fireEvent.mouseEnter(anchor);
    act(() => vi.advanceTimersByTime(TOOLTIP_OPEN_DELAY_MS));
    fireEvent.mouseLeave(anchor);
    act(() => vi.advanceTimersByTime(TOOLTIP_CLOSE_DELAY_MS - 5));
    fireEvent.mouseEnter(anchor);
    act(() => vi.advanceTimersByTime(TOOLTIP_CLOSE_DELAY_MS));
    expect(screen.getByRole('tooltip')).toBeVisible();
  });

  it('is dismissed by Escape without moving focus, and marks the key as handled', () => {
    const button = renderTooltip();
    act(() => button.focus());
    act(() => vi.advanceTimersByTime(TOOLTIP_OPEN_DELAY_MS));
    const event = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });
    act(() => {
      button.dispatchEvent(event);
    });
    expect(event.defaultPrevented).toBe(true);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('does not open while disabled', () => {
    const button = renderTooltip({ disabled: true });
    fireEvent.mouseEnter(button.parentElement!);
    act(() => vi.advanceTimersByTime(TOOLTIP_OPEN_DELAY_MS * 4));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});
