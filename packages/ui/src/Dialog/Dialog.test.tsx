import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DIALOG_ANIMATION_MS, DIALOG_Z_INDEX, LAYER_MAX } from '@motes/shared';
import { Dialog, type DialogCloseReason, type DialogProps } from './Dialog';

function Harness(props: Partial<DialogProps> & { onReason?: (r: DialogCloseReason) => void }) {
  const { onReason, ...rest } = props;
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Dialog
        title="Learn more"
        {...rest}
        open={open}
        onClose={(reason) => {
          onReason?.(reason);
          setOpen(false);
        }}
      >
        <button type="button">First</button>
        <button type="button">Second</button>
      </Dialog>
    </>
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe('Dialog', () => {
  // §4 "Dialog" and WAI-ARIA: role dialog, modal, named by its title.
  it('is a modal dialog labelled by its title and described by its description', () => {
    render(
      <Dialog open onClose={() => {}} title="Rename note" description="Pick a short name.">
        <input aria-label="Name" />
      </Dialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Rename note' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Pick a short name.');
  });

  it('renders nothing while closed', () => {
    render(<Dialog open={false} onClose={() => {}} title="Hidden" />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  // §9: default max width 480 px; z-index 10000 unless max is requested.
  it('uses the §9 width and layer, or the highest layer when max is requested', () => {
    const { rerender } = render(<Dialog open onClose={() => {}} title="A" />);
    expect(screen.getByRole('dialog').style.maxWidth).toBe('min(480px, calc(100vw - 32px))');
    const overlay = screen.getByRole('dialog').parentElement!;
    expect(overlay.style.getPropertyValue('--motes-dialog-z')).toBe(String(DIALOG_Z_INDEX));
    expect(overlay.style.getPropertyValue('--motes-dialog-overlay-opacity')).toBe('0.7');
    rerender(<Dialog open onClose={() => {}} title="A" max maxWidth={640} />);
    expect(overlay.style.getPropertyValue('--motes-dialog-z')).toBe(String(LAYER_MAX));
    expect(screen.getByRole('dialog').style.maxWidth).toContain('640px');
  });

  // §4: a close reports its reason.
  it('reports escape, overlay and button as close reasons', async () => {
    const user = userEvent.setup();
    const onReason = vi.fn();
    render(<Harness onReason={onReason} />);

    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.keyboard('{Escape}');
    expect(onReason).toHaveBeenLastCalledWith('escape');

    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('dialog').parentElement!);
    expect(onReason).toHaveBeenLastCalledWith('overlay');

    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onReason).toHaveBeenLastCalledWith('button');
  });

  it('ignores a click inside the panel and honours the options being off', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(
      <Dialog open onClose={onClose} title="Keep" closeOnEscape={false} closeOnOverlayClick={false}>
        <p>Body</p>
      </Dialog>,
    );
    await user.click(screen.getByText('Body'));
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('dialog').parentElement!);
    expect(onClose).not.toHaveBeenCalled();
  });

  // §4: Escape or an overlay click closes only the top-most dialog.
  it('closes only the top-most dialog', async () => {
    const user = userEvent.setup();
    const outer = vi.fn();
    const inner = vi.fn();
    render(
      <>
        <Dialog open onClose={outer} title="Outer" />
        <Dialog open onClose={inner} title="Inner" />
      </>,
    );
    await user.keyboard('{Escape}');
    expect(inner).toHaveBeenCalledWith('escape');
    expect(outer).not.toHaveBeenCalled();

    fireEvent.mouseDown(screen.getByRole('dialog', { name: 'Outer' }).parentElement!);
    fireEvent.click(screen.getByRole('dialog', { name: 'Outer' }).parentElement!);
    expect(outer).not.toHaveBeenCalled();
  });

  // WCAG 2.4.3: focus moves in, is trapped, and returns to the opener.
  it('traps focus and returns it to the opener on close', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog');
    const close = screen.getByRole('button', { name: 'Close' });
    expect(close).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'First' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Second' })).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Second' })).toHaveFocus();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    await user.keyboard('{Escape}');
    expect(opener).toHaveFocus();
  });

  it('focuses the requested element first', () => {
    function WithInitial() {
      const [ref] = useState(() => ({ current: null as HTMLInputElement | null }));
      return (
        <Dialog open onClose={() => {}} title="Rename" initialFocusRef={ref}>
          <input aria-label="Name" ref={(el) => void (ref.current = el)} />
        </Dialog>
      );
    }
    render(<WithInitial />);
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
  });

  // §4: mounted, open or closed, with a 150 ms leave animation.
  it('stays mounted in the closed state for the 150 ms leave animation', () => {
    vi.useFakeTimers();
    const { rerender } = render(<Dialog open onClose={() => {}} title="Fade" />);
    expect(screen.getByRole('dialog')).toHaveAttribute('data-state', 'open');
    rerender(<Dialog open={false} onClose={() => {}} title="Fade" />);
    const leaving = document.querySelector('.motes-dialog');
    expect(leaving).toHaveAttribute('data-state', 'closed');
    expect(leaving).toHaveAttribute('inert');
    act(() => vi.advanceTimersByTime(DIALOG_ANIMATION_MS - 1));
    expect(document.querySelector('.motes-dialog')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(document.querySelector('.motes-dialog')).toBeNull();
  });

  it('skips the leave animation when the user prefers reduced motion', () => {
    vi.useFakeTimers();
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      matches: query.includes('reduce'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    })) as unknown as typeof window.matchMedia;
    try {
      const { rerender } = render(<Dialog open onClose={() => {}} title="Still" />);
      const overlay = screen.getByRole('dialog').parentElement!;
      expect(overlay.style.getPropertyValue('--motes-dialog-duration')).toBe('0ms');
      rerender(<Dialog open={false} onClose={() => {}} title="Still" />);
      act(() => vi.advanceTimersByTime(0));
      expect(document.querySelector('.motes-dialog')).toBeNull();
    } finally {
      window.matchMedia = original;
    }
  });
});
