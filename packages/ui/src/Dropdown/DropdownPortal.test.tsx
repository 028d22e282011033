import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DROPDOWN_HOVER_DELAY_MS,
  DROPDOWN_PLACEMENTS,
  DROPDOWN_WIDTH_PX,
  LAYERS,
} from '@motes/shared';
import { Dropdown } from './Dropdown';
import { dropdownSideAlign } from './DropdownMenu';

const items = [{ label: 'Learning Zone' }, { label: 'Support' }];

/** jsdom has no layout: give the trigger a place and the menu a size. */
function layOut(trigger: HTMLElement, rect: { top: number; left: number }, menuHeight = 120) {
  vi.spyOn(trigger, 'getBoundingClientRect').mockReturnValue({
    ...rect,
    width: 100,
    height: 40,
    right: rect.left + 100,
    bottom: rect.top + 40,
    x: rect.left,
    y: rect.top,
    toJSON: () => ({}),
  });
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(DROPDOWN_WIDTH_PX);
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(menuHeight);
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('Dropdown menu in a portal', () => {
  it('renders the menu in document.body, fixed beside the trigger', async () => {
    const user = userEvent.setup();
    render(<Dropdown label="Resources" items={items} />);
    const trigger = screen.getByRole('button', { name: 'Resources' });
    layOut(trigger, { top: 100, left: 200 });
    await user.click(trigger);
    const menu = screen.getByRole('menu', { name: 'Resources' });
    expect(menu.parentElement).toBe(document.body);
    expect(menu.style.position).toBe('fixed');
    expect(menu.style.top).toBe('144px');
    expect(menu.style.left).toBe('200px');
    // §9: 215 px wide by default, set on the menu itself now that it lives elsewhere.
    expect(menu.style.getPropertyValue('--motes-dropdown-width')).toBe(`${DROPDOWN_WIDTH_PX}px`);
  });

  it('flips above the trigger when there is no room below', async () => {
    const user = userEvent.setup();
    render(<Dropdown label="Resources" items={items} />);
    const trigger = screen.getByRole('button', { name: 'Resources' });
    layOut(trigger, { top: window.innerHeight - 60, left: 200 });
    await user.click(trigger);
    const menu = screen.getByRole('menu');
    expect(menu).toHaveAttribute('data-side', 'top');
    expect(menu.style.top).toBe(`${window.innerHeight - 60 - 4 - 120}px`);
  });

  // RTL: `bottom-left` means the inline start, which is the trigger's right edge.
  it('lines bottom-left up with the right edge in right-to-left', async () => {
    const user = userEvent.setup();
    render(
      <div dir="rtl">
        <Dropdown label="الموارد" items={items} />
      </div>,
    );
    const trigger = screen.getByRole('button', { name: 'الموارد' });
    layOut(trigger, { top: 100, left: 500 });
    await user.click(trigger);
    expect(screen.getByRole('menu').style.left).toBe(`${500 + 100 - DROPDOWN_WIDTH_PX}px`);
  });

  it('maps every §9 placement to a side and alignment, mirrored in right-to-left', () => {
    const ltr = DROPDOWN_PLACEMENTS.map((placement) => dropdownSideAlign(placement, false));
    const rtl = DROPDOWN_PLACEMENTS.map((placement) => dropdownSideAlign(placement, true));
    expect(ltr).toEqual([
      { side: 'bottom', align: 'start' },
      { side: 'bottom', align: 'end' },
      { side: 'bottom', align: 'center' },
      { side: 'top', align: 'start' },
      { side: 'top', align: 'end' },
      { side: 'top', align: 'center' },
      { side: 'left', align: 'start' },
      { side: 'right', align: 'start' },
    ]);
    expect(rtl).toEqual([
      { side: 'bottom', align: 'end' },
      { side: 'bottom', align: 'start' },
      { side: 'bottom', align: 'center' },
      { side: 'top', align: 'end' },
      { side: 'top', align: 'start' },
      { side: 'top', align: 'center' },
      { side: 'right', align: 'start' },
      { side: 'left', align: 'start' },
    ]);
  });

  // §9 layers: the menu sits on the dropdown layer, but above a sticky header it opens from.
  it('uses the dropdown layer, lifted above the layer of the header it opens from', async () => {
    const user = userEvent.setup();
    render(
      <>
        <header style={{ position: 'sticky', zIndex: LAYERS.sticky }}>
          <Dropdown label="Resources" items={items} />
        </header>
        <Dropdown label="Account" items={items} />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Account' }));
    expect(screen.getByRole('menu', { name: 'Account' }).style.zIndex).toBe(
      String(LAYERS.dropdown),
    );
    await user.click(screen.getByRole('button', { name: 'Resources' }));
    expect(screen.getByRole('menu', { name: 'Resources' }).style.zIndex).toBe(
      String(LAYERS.sticky + 1),
    );
  });

  // §4: hover mode — moving from the trigger onto the menu keeps it open.
  it('stays open while the pointer moves from the trigger onto the menu', () => {
    vi.useFakeTimers();
    const { container } = render(<Dropdown label="Resources" items={items} trigger="hover" />);
    const root = container.querySelector('.motes-dropdown')!;
    fireEvent.mouseEnter(root);
    act(() => vi.advanceTimersByTime(DROPDOWN_HOVER_DELAY_MS));
    const menu = screen.getByRole('menu');
    fireEvent.mouseLeave(root);
    act(() => vi.advanceTimersByTime(DROPDOWN_HOVER_DELAY_MS / 2));
    fireEvent.mouseEnter(menu);
    act(() => vi.advanceTimersByTime(DROPDOWN_HOVER_DELAY_MS * 2));
    const trigger = screen.getByRole('button', { name: 'Resources' });
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    fireEvent.mouseLeave(menu);
    act(() => vi.advanceTimersByTime(DROPDOWN_HOVER_DELAY_MS));
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('treats a press inside the portal menu as inside, and a press elsewhere as outside', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Dropdown label="Resources" items={items} />
        <p>Elsewhere</p>
      </>,
    );
    const trigger = screen.getByRole('button', { name: 'Resources' });
    await user.click(trigger);
    fireEvent.mouseDown(screen.getByRole('menu'));
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByText('Elsewhere'));
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  // §4 Tab closes; focus continues from the trigger, not from the end of the page.
  it('closes on Tab and Shift+Tab, handing focus back to the trigger first', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Dropdown label="Resources" items={items} />
        <button type="button">Pricing</button>
      </>,
    );
    const trigger = screen.getByRole('button', { name: 'Resources' });
    trigger.focus();
    await user.keyboard('{ArrowDown}');
    await user.tab();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'Pricing' })).toHaveFocus();

    trigger.focus();
    await user.keyboard('{ArrowDown}');
    await user.tab({ shift: true });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveFocus();
  });
});
