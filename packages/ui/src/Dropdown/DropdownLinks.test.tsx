import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LinkNavigationProvider } from '../Link/linkNavigation';
import { Dropdown } from './Dropdown';

// Navigation menus (the website's Solutions and Resources menus) are menus of links.
describe('Dropdown link items', () => {
  it('renders href items as links with the menuitem role, navigating in-app on Enter', async () => {
    const user = userEvent.setup();
    const navigate = vi.fn();
    const onSelect = vi.fn();
    render(
      <LinkNavigationProvider value={{ navigate }}>
        <Dropdown
          label="Resources"
          items={[
            { label: 'Learning Zone', href: '/learning-zone', onSelect },
            { label: 'Help', href: 'https://help.example.org/' },
            { label: 'Sign out', onSelect: vi.fn() },
          ]}
        />
      </LinkNavigationProvider>,
    );
    const trigger = screen.getByRole('button', { name: 'Resources' });
    trigger.focus();
    await user.keyboard('{Enter}');
    const first = screen.getByRole('menuitem', { name: 'Learning Zone' });
    expect(first).toHaveFocus();
    expect(first.tagName).toBe('A');
    expect(first).toHaveAttribute('href', '/learning-zone');
    expect(screen.getByRole('menuitem', { name: 'Help' })).toHaveAttribute(
      'href',
      'https://help.example.org/',
    );
    expect(screen.getByRole('menuitem', { name: 'Sign out' }).tagName).toBe('BUTTON');

    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledOnce();
    expect(navigate).toHaveBeenCalledWith('/learning-zone', undefined);
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveFocus();
  });

  it('activates a link item with Space too', async () => {
    const user = userEvent.setup();
    const navigate = vi.fn();
    render(
      <LinkNavigationProvider value={{ navigate }}>
        <Dropdown label="Solutions" items={[{ label: 'Dictation', href: '/dictation' }]} />
      </LinkNavigationProvider>,
    );
    screen.getByRole('button', { name: 'Solutions' }).focus();
    await user.keyboard('{ArrowDown}');
    await user.keyboard(' ');
    expect(navigate).toHaveBeenCalledWith('/dictation', undefined);
  });
});
