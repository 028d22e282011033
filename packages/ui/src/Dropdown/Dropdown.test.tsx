import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DROPDOWN_HOVER_DELAY_MS, DROPDOWN_PLACEMENTS } from '@motes/shared';
import { Dropdown, type DropdownItem } from './Dropdown';

function makeItems(onSelect = vi.fn()): DropdownItem[] {
  return [
    { label: 'My Account', onSelect: () => onSelect('account') },
    { label: 'My Activity', onSelect: () => onSelect('activity') },
    { label: 'Admin', disabled: true, onSelect: () => onSelect('admin') },
    { label: 'Sign out', onSelect: () => onSelect('signout') },
  ];
}

afterEach(() => {
  vi.useRealTimers();
});

describe('Dropdown', () => {
  // §4 "Dropdown": opens on click; WAI-ARIA menu button attributes.
  it('opens on click as a menu button', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Dropdown label="Account" items={makeItems()} />
        <button type="button">After</button>
      </>,
    );
    const trigger = screen.getByRole('button', { name: 'Account' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('menu', { name: 'Account' });
    expect(trigger).toHaveAttribute('aria-controls', menu.id);
    expect(screen.getAllByRole('menuitem')).toHaveLength(4);
    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  // §9: default width 215 px; placements.
  it('uses the §9 width and placement classes', async () => {
    const user = userEvent.setup();
    const { container, rerender } = render(<Dropdown label="Menu" items={makeItems()} />);
    const root = container.querySelector<HTMLElement>('.motes-dropdown')!;
    expect(root.style.getPropertyValue('--motes-dropdown-width')).toBe('215px');
    expect(root.style.getPropertyValue('--motes-layer-dropdown')).toBe('1000');
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    expect(screen.getByRole('menu')).toHaveClass('motes-dropdown__menu--bottom-left');
    for (const placement of DROPDOWN_PLACEMENTS) {
      rerender(<Dropdown label="Menu" items={makeItems()} placement={placement} width={300} />);
      expect(screen.getByRole('menu')).toHaveClass(`motes-dropdown__menu--${placement}`);
    }
    expect(root.style.getPropertyValue('--motes-dropdown-width')).toBe('300px');
  });

  // Menu button pattern: Enter opens and focuses the first item; arrows skip disabled items.
  it('supports arrow-key navigation and selection by keyboard', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<Dropdown label="Account" items={makeItems(onSelect)} />);
    const trigger = screen.getByRole('button', { name: 'Account' });
    trigger.focus();
    await user.keyboard('{Enter}');
    const [account, activity, , signOut] = screen.getAllByRole('menuitem');
    expect(account).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(activity).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(signOut).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(account).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(signOut).toHaveFocus();
    await user.keyboard('{Home}');
    expect(account).toHaveFocus();
    await user.keyboard('{End}');
    expect(signOut).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith('signout');
    // §4: selection closes by default and focus returns to the trigger.
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveFocus();
  });

  it('opens on ArrowUp with the last item focused', async () => {
    const user = userEvent.setup();
    render(<Dropdown label="Account" items={makeItems()} />);
    screen.getByRole('button', { name: 'Account' }).focus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Sign out' })).toHaveFocus();
  });

  it('ignores disabled items and can stay open after selection', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<Dropdown label="Account" items={makeItems(onSelect)} closeOnSelect={false} />);
    const trigger = screen.getByRole('button', { name: 'Account' });
    await user.click(trigger);
    const admin = screen.getByRole('menuitem', { name: 'Admin' });
    expect(admin).toHaveAttribute('aria-disabled', 'true');
    await user.click(admin);
    expect(onSelect).not.toHaveBeenCalled();
    await user.click(screen.getByRole('menuitem', { name: 'My Activity' }));
    expect(onSelect).toHaveBeenCalledWith('activity');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
  });

  // §4: closes on Escape, outside click, blur and Tab.
  it('closes on Escape and returns focus to the trigger', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(<Dropdown label="Account" items={makeItems()} onOpenChange={onOpenChange} />);
    const trigger = screen.getByRole('button', { name: 'Account' });
    trigger.focus();
    await user.keyboard('{ArrowDown}');
    await user.keyboard('{Escape}');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveFocus();
    expect(onOpenChange.mock.calls).toEqual([[true], [false]]);
  });

  it('closes on an outside click', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Dropdown label="Account" items={makeItems()} />
        <p>Elsewhere</p>
      </>,
    );
    const trigger = screen.getByRole('button', { name: 'Account' });
    await user.click(trigger);
    await user.click(screen.getByText('Elsewhere'));
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on Tab and on blur', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Dropdown label="Account" items={makeItems()} />
        <button type="button">After</button>
      </>,
    );
    const trigger = screen.getByRole('button', { name: 'Account' });
    trigger.focus();
    await user.keyboard('{ArrowDown}');
    await user.tab();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');

    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    act(() => screen.getByRole('button', { name: 'After' }).focus());
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  // §4: hover mode opens on hover or focus with a 100 ms delay.
  it('opens on hover after 100 ms in hover mode and closes after leaving', () => {
    vi.useFakeTimers();
    const { container } = render(
      <Dropdown label="Resources" items={makeItems()} trigger="hover" />,
    );
    const root = container.querySelector('.motes-dropdown')!;
    const trigger = screen.getByRole('button', { name: 'Resources' });
    fireEvent.mouseEnter(root);
    act(() => vi.advanceTimersByTime(DROPDOWN_HOVER_DELAY_MS - 1));
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    act(() => vi.advanceTimersByTime(1));
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    fireEvent.mouseLeave(root);
    act(() => vi.advanceTimersByTime(DROPDOWN_HOVER_DELAY_MS));
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens on focus after 100 ms in hover mode', () => {
    vi.useFakeTimers();
    render(<Dropdown label="Resources" items={makeItems()} trigger="hover" />);
    const trigger = screen.getByRole('button', { name: 'Resources' });
    act(() => trigger.focus());
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    act(() => vi.advanceTimersByTime(DROPDOWN_HOVER_DELAY_MS));
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
  });

  it('does not open on hover in click mode', () => {
    vi.useFakeTimers();
    const { container } = render(<Dropdown label="Account" items={makeItems()} />);
    fireEvent.mouseEnter(container.querySelector('.motes-dropdown')!);
    act(() => vi.advanceTimersByTime(DROPDOWN_HOVER_DELAY_MS * 2));
    expect(screen.getByRole('button', { name: 'Account' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });
});
