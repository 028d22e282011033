import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './Button';

describe('Button', () => {
  it('is a plain button that never submits a form unless asked', () => {
    render(<Button>Save</Button>);
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('type', 'button');
  });

  // §9 Layout and components: button heights xs 24, sm 32, md 40, lg 48.
  it.each([
    ['xs', '24px'],
    ['sm', '32px'],
    ['md', '40px'],
    ['lg', '48px'],
  ] as const)('gives size %s a height of %s', (size, height) => {
    render(<Button size={size}>Go</Button>);
    const button = screen.getByRole('button', { name: 'Go' });
    expect(button.style.getPropertyValue('--motes-button-height')).toBe(height);
    expect(button).toHaveClass(`motes-button--${size}`);
  });

  it('defaults to the primary variant at md height', () => {
    render(<Button>Go</Button>);
    const button = screen.getByRole('button', { name: 'Go' });
    expect(button).toHaveClass('motes-button--primary');
    expect(button.style.getPropertyValue('--motes-button-height')).toBe('40px');
  });

  it('calls onClick when pressed with the mouse or the keyboard', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Record</Button>);
    await user.tab();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    await user.click(screen.getByRole('button', { name: 'Record' }));
    expect(onClick).toHaveBeenCalledTimes(3);
  });

  // §4 Button: loading replaces the icon with a spinner and is disabled unless focusable.
  it('replaces the icon with a spinner and disables itself while loading', () => {
    render(
      <Button loading icon={<svg data-testid="mic-icon" />}>
        Record
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Record' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByTestId('mic-icon')).not.toBeInTheDocument();
    expect(button.querySelector('.motes-spinner')).not.toBeNull();
  });

  it('shows the loading text in place of the label while loading', () => {
    render(
      <Button loading loadingText="Saving ...">
        Save
      </Button>,
    );
    expect(screen.getByRole('button', { name: 'Saving ...' })).toBeInTheDocument();
  });

  it('stays focusable but ignores clicks when loading and focusable', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <Button loading focusableWhenLoading onClick={onClick}>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toBeEnabled();
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await user.tab();
    expect(button).toHaveFocus();
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('looks disabled yet stays reachable when visually disabled', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <Button visuallyDisabled onClick={onClick}>
        Share
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Share' });
    await user.tab();
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('is out of the tab order when disabled', async () => {
    const user = userEvent.setup();
    render(<Button disabled>Share</Button>);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Share' })).not.toHaveFocus();
  });

  it('takes an accessible name for an icon-only button', () => {
    render(<Button aria-label="Close" icon={<svg />} />);
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });
});
