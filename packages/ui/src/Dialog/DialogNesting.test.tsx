import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOOLTIP_OPEN_DELAY_MS } from '@motes/shared';
import { Dropdown } from '../Dropdown/Dropdown';
import { Tooltip } from '../Tooltip/Tooltip';
import { Dialog } from './Dialog';

afterEach(() => {
  vi.useRealTimers();
});

// §4: Escape closes only what is on top — a menu or tooltip inside a dialog goes first.
describe('Dialog with pieces inside', () => {
  it('lets Escape close an open menu before the dialog', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(
      <Dialog open onClose={onClose} title="Share">
        <Dropdown label="Audience" items={[{ label: 'Class' }, { label: 'School' }]} />
      </Dialog>,
    );
    const trigger = screen.getByRole('button', { name: 'Audience' });
    trigger.focus();
    await user.keyboard('{ArrowDown}');
    await user.keyboard('{Escape}');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(onClose).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledWith('escape');
  });

  it('lets Escape dismiss a tooltip before the dialog', () => {
    vi.useFakeTimers();
    const onClose = vi.fn();
    render(
      <Dialog open onClose={onClose} title="Record" showCloseButton={false}>
        <Tooltip content="Starts recording">
          <button type="button">Start</button>
        </Tooltip>
      </Dialog>,
    );
    const start = screen.getByRole('button', { name: 'Start' });
    expect(start).toHaveFocus();
    act(() => vi.advanceTimersByTime(TOOLTIP_OPEN_DELAY_MS));
    expect(screen.getByRole('tooltip')).toBeVisible();
    const escape = () =>
      act(() => {
        start.dispatchEvent(
          new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }),
        );
      });
    escape();
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    escape();
    expect(onClose).toHaveBeenCalledWith('escape');
  });

  it('locks page scrolling while open and restores it afterwards', () => {
    document.body.style.overflow = 'auto';
    const { rerender } = render(<Dialog open onClose={() => {}} title="Lock" />);
    expect(document.body.style.overflow).toBe('hidden');
    rerender(<Dialog open={false} onClose={() => {}} title="Lock" />);
    expect(document.body.style.overflow).toBe('auto');
    document.body.style.overflow = '';
  });
});
