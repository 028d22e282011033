import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Hamburger } from './Hamburger';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Hamburger open={open} onToggle={setOpen} controls="mobile-menu" />
      <nav id="mobile-menu" hidden={!open} aria-label="Main" />
    </>
  );
}

describe('Hamburger', () => {
  // §2: a hamburger toggle with open and closed icons; §9: default size 40 px.
  it('is a disclosure button of the §9 default size', () => {
    render(<Hamburger open={false} onToggle={() => {}} controls="menu" />);
    const button = screen.getByRole('button', { name: 'Menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAttribute('aria-controls', 'menu');
    expect(button.style.getPropertyValue('--motes-hamburger-size')).toBe('40px');
    expect(button.querySelector('[data-icon="closed"]')).not.toBeNull();
  });

  it('toggles the menu and swaps its icon', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const button = screen.getByRole('button', { name: 'Menu' });
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveClass('motes-hamburger--open');
    expect(button.querySelector('[data-icon="open"]')).not.toBeNull();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('accepts custom icons, size and label', async () => {
    const user = userEvent.setup();
    const onToggle = vi.fn();
    render(
      <Hamburger
        open
        onToggle={onToggle}
        controls="menu"
        label="Navigation"
        size={48}
        openIcon={<span data-testid="custom-open" />}
      />,
    );
    const button = screen.getByRole('button', { name: 'Navigation' });
    expect(button.style.getPropertyValue('--motes-hamburger-size')).toBe('48px');
    expect(screen.getByTestId('custom-open')).toBeInTheDocument();
    await user.click(button);
    expect(onToggle).toHaveBeenCalledWith(false);
  });
});
