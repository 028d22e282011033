import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_GAP_PX, TOAST_SWIPE_THRESHOLD_PX, TOAST_WIDTH_PX } from '@motes/shared';
import { createToaster, type Toaster } from './toaster';
import { ToastProvider, useToaster } from './ToastProvider';
import { ToastRegion } from './ToastRegion';

let toaster: Toaster;

function renderRegion(children?: React.ReactNode) {
  toaster = createToaster();
  return render(
    <>
      {children}
      <ToastRegion toaster={toaster} />
    </>,
  );
}

function region() {
  return screen.getByRole('region', { name: 'Notifications' });
}

function show(run: () => void) {
  act(run);
}

describe('ToastRegion', () => {
  beforeEach(() => {
    // Only the clocks the toasts use: user-event and React keep their real microtasks.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  // Testing Library's async wrapper waits on a real-time setTimeout(0); with a frozen fake
  // clock user-event never returns. Tests that type or click let the fake clock follow
  // real time, which is far below the 4000 ms a toast lasts.
  const user = () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], shouldAdvanceTime: true });
    return userEvent.setup();
  };

  it('is an empty, named landmark that advertises Alt+T', () => {
    renderRegion();
    expect(region()).toHaveAttribute('aria-keyshortcuts', 'Alt+T');
    expect(within(region()).queryByRole('listitem')).not.toBeInTheDocument();
  });

  // §9 Toasts: width 356 px, gap 14 px.
  it('sizes toasts from the §9 constants', () => {
    renderRegion();
    expect(TOAST_WIDTH_PX).toBe(356);
    expect(TOAST_GAP_PX).toBe(14);
    expect(region().style.getPropertyValue('--motes-toast-width')).toBe('356px');
    expect(region().style.getPropertyValue('--motes-toast-gap')).toBe('14px');
  });

  it('announces errors as alerts and other types as polite status messages', () => {
    renderRegion();
    show(() => {
      toaster.error('Upload failed');
      toaster.success('Saved');
    });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Upload failed');
    expect(alert).toHaveAttribute('aria-live', 'assertive');
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Saved');
    expect(status).toHaveAttribute('aria-live', 'polite');
  });

  // §4 Toasts: stay 4000 ms by default.
  it('removes a toast after 4000 ms', () => {
    renderRegion();
    show(() => void toaster.info('Link copied'));
    act(() => vi.advanceTimersByTime(3999));
    expect(screen.getByText('Link copied')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Link copied')).not.toBeInTheDocument();
  });

  it('keeps a loading toast until it is replaced, then gives the result its own time', () => {
    renderRegion();
    show(() => void toaster.loading('Logging you in. Please wait ...', { id: 'login' }));
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByText('Logging you in. Please wait ...')).toBeInTheDocument();
    show(() => void toaster.error('Failed to login. Try again later', { id: 'login' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    act(() => vi.advanceTimersByTime(4000));
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
  });

  // §4 / §9: at most 3 visible; a waiting toast starts its time when it is shown.
  it('shows at most 3 toasts; the next one appears with its full time', () => {
    renderRegion();
    show(() => {
      toaster.info('First', { duration: 1000 });
      toaster.info('Second');
      toaster.info('Third');
      toaster.info('Fourth');
    });
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByText('Fourth')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByText('Fourth')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.getByText('Fourth')).toBeInTheDocument();
    expect(screen.queryByText('Second')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByText('Fourth')).not.toBeInTheDocument();
  });

  it('places toasts in stacks by position, top-center for §8 referral-style toasts', () => {
    renderRegion();
    show(() => {
      toaster.warning('Referral links are for new accounts', {
        position: 'top-center',
        duration: 5000,
      });
      toaster.info('Elsewhere');
    });
    const topCenter = region().querySelector('[data-position="top-center"]');
    expect(topCenter).toHaveTextContent('Referral links are for new accounts');
    expect(region().querySelector('[data-position="bottom-right"]')).toHaveTextContent('Elsewhere');
    act(() => vi.advanceTimersByTime(4000));
    expect(screen.getByText('Referral links are for new accounts')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByText('Referral links are for new accounts')).not.toBeInTheDocument();
  });

  it('pauses while the pointer is over the toasts and resumes with the time left', () => {
    renderRegion();
    show(() => void toaster.info('Hold on'));
    act(() => vi.advanceTimersByTime(3000));
    fireEvent.pointerEnter(region());
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByText('Hold on')).toBeInTheDocument();
    fireEvent.pointerLeave(region());
    act(() => vi.advanceTimersByTime(999));
    expect(screen.getByText('Hold on')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Hold on')).not.toBeInTheDocument();
  });

  it('dismisses with the close button and runs the action button', async () => {
    const u = user();
    const onAction = vi.fn();
    renderRegion();
    show(() => {
      toaster.info('Mote deleted', { action: { label: 'Undo', onClick: onAction } });
      toaster.info('Second note');
    });
    await u.click(screen.getByRole('button', { name: 'Undo' }));
    expect(onAction).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Mote deleted')).not.toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
  });

  // §4 Toasts "can be swiped away"; §9 swipe threshold 20 px.
  it('is swiped away past 20 px and springs back from a shorter drag', () => {
    expect(TOAST_SWIPE_THRESHOLD_PX).toBe(20);
    renderRegion();
    show(() => void toaster.info('Swipe me'));
    const item = screen.getByRole('listitem');
    fireEvent.pointerDown(item, { pointerId: 1, button: 0, clientX: 100, clientY: 50 });
    fireEvent.pointerMove(item, { pointerId: 1, clientX: 120, clientY: 50 });
    expect(item.style.transform).toBe('translate(20px, 0px)');
    fireEvent.pointerUp(item, { pointerId: 1, clientX: 120, clientY: 50 });
    expect(screen.getByText('Swipe me')).toBeInTheDocument();
    expect(item.style.transform).toBe('');

    fireEvent.pointerDown(item, { pointerId: 2, button: 0, clientX: 100, clientY: 50 });
    fireEvent.pointerUp(item, { pointerId: 2, clientX: 79, clientY: 50 });
    expect(screen.queryByText('Swipe me')).not.toBeInTheDocument();
  });

  it('dismisses a bottom toast swiped down past 20 px but not one pulled up into the page', () => {
    renderRegion();
    show(() => void toaster.info('Bottom toast'));
    const item = screen.getByRole('listitem');
    fireEvent.pointerDown(item, { pointerId: 1, button: 0, clientX: 0, clientY: 100 });
    fireEvent.pointerUp(item, { pointerId: 1, clientX: 0, clientY: 40 });
    expect(screen.getByText('Bottom toast')).toBeInTheDocument();
    fireEvent.pointerDown(item, { pointerId: 2, button: 0, clientX: 0, clientY: 100 });
    fireEvent.pointerUp(item, { pointerId: 2, clientX: 0, clientY: 121 });
    expect(screen.queryByText('Bottom toast')).not.toBeInTheDocument();
  });

  // §2 Page behaviours: the hotkey for toasts is Alt+T.
  it('moves focus to the first toast on Alt+T; Escape dismisses and focus moves on, then back', async () => {
    const u = user();
    renderRegion(<button type="button">Record</button>);
    show(() => {
      toaster.info('First toast');
      toaster.info('Second toast');
    });
    const record = screen.getByRole('button', { name: 'Record' });
    record.focus();
    await u.keyboard('{Alt>}t{/Alt}');
    const [first, second] = screen.getAllByRole('listitem');
    expect(first).toHaveFocus();
    // No timer runs while focus is in the toasts.
    act(() => vi.advanceTimersByTime(10_000));
    await u.keyboard('{Escape}');
    expect(screen.queryByText('First toast')).not.toBeInTheDocument();
    expect(second).toHaveFocus();
    await u.keyboard('{Escape}');
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
    expect(record).toHaveFocus();
  });

  it('lets Tab reach the buttons of a focused toast', async () => {
    const u = user();
    renderRegion();
    show(() => void toaster.info('Copied', { action: { label: 'Open', onClick: () => {} } }));
    await u.keyboard('{Alt>}t{/Alt}');
    await u.tab();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
    await u.tab();
    expect(screen.getByRole('button', { name: 'Dismiss notification' })).toHaveFocus();
  });

  // §2 Page behaviours: shortcuts ignore keystrokes typed in input or textarea fields.
  it.each(['input', 'textarea'])('ignores Alt+T typed in a %s', async (tag) => {
    const u = user();
    renderRegion(tag === 'input' ? <input aria-label="Field" /> : <textarea aria-label="Field" />);
    show(() => void toaster.info('Waiting'));
    const field = screen.getByRole('textbox', { name: 'Field' });
    field.focus();
    await u.keyboard('{Alt>}t{/Alt}');
    expect(field).toHaveFocus();
  });

  // §2 Page behaviours: shortcuts respect an open dialog or drawer.
  it('ignores Alt+T while a modal dialog is open', async () => {
    const u = user();
    renderRegion(
      <div role="dialog" aria-modal="true" aria-label="Confirm">
        <button type="button">Keep</button>
      </div>,
    );
    show(() => void toaster.info('Behind the dialog'));
    const keep = screen.getByRole('button', { name: 'Keep' });
    keep.focus();
    await u.keyboard('{Alt>}t{/Alt}');
    expect(keep).toHaveFocus();
  });

  // §2 Page behaviours: the highest-priority listener for a key combination wins.
  it('leaves Alt+T to a listener nearer the target that already handled it', async () => {
    const u = user();
    function Claiming() {
      return (
        <button type="button" onKeyDown={(event) => event.altKey && event.preventDefault()}>
          Claims Alt+T
        </button>
      );
    }
    renderRegion(<Claiming />);
    show(() => void toaster.info('Not now'));
    const claiming = screen.getByRole('button', { name: 'Claims Alt+T' });
    claiming.focus();
    await u.keyboard('{Alt>}t{/Alt}');
    expect(claiming).toHaveFocus();
  });
});

describe('ToastProvider', () => {
  it('gives children a toaster whose toasts render in its region', async () => {
    function SaveButton() {
      const toaster = useToaster();
      return (
        <button type="button" onClick={() => toaster.success('Saved your note')}>
          Save
        </button>
      );
    }
    render(
      <ToastProvider position="top-center">
        <SaveButton />
      </ToastProvider>,
    );
    // The region is there from the start; the toasts' code loads with the first toast.
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(region).toHaveAttribute('aria-keyshortcuts', 'Alt+T');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save' }));
    expect(await within(region).findByRole('status')).toHaveTextContent('Saved your note');
    expect(region.querySelector('ol')).toHaveAttribute('data-position', 'top-center');
  });

  it('refuses use outside a provider with a clear message', () => {
    function Orphan() {
      useToaster();
      return null;
    }
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Orphan />)).toThrow('useToaster needs a <ToastProvider> above it');
  });
});
