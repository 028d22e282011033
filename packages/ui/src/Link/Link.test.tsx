import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { isExternalHref, withNoOpener } from './isExternalHref';
import { Link } from './Link';
import { LinkNavigationProvider, type LinkNavigation } from './linkNavigation';

function withRouter(navigation: LinkNavigation, ui: ReactNode) {
  return render(<LinkNavigationProvider value={navigation}>{ui}</LinkNavigationProvider>);
}

describe('isExternalHref', () => {
  // §2 "Shared interface pieces": http://, https:// and // are external.
  it.each([
    ['http://example.com', true],
    ['https://example.com/a', true],
    ['HTTPS://EXAMPLE.COM', true],
    ['//cdn.example.com/x', true],
    ['/account', false],
    ['activity', false],
    ['#pricing', false],
  ])('%s → %s', (to, expected) => {
    expect(isExternalHref(to)).toBe(expected);
  });

  it('adds noopener and noreferrer once', () => {
    expect(withNoOpener(undefined)).toBe('noopener noreferrer');
    expect(withNoOpener('nofollow noopener')).toBe('nofollow noopener noreferrer');
  });
});

describe('Link', () => {
  it('navigates in-app through the injected adapter', async () => {
    const user = userEvent.setup();
    const navigate = vi.fn();
    withRouter({ navigate }, <Link to="/account">My Account</Link>);
    const link = screen.getByRole('link', { name: 'My Account' });
    expect(link).toHaveAttribute('href', '/account');
    await user.click(link);
    expect(navigate).toHaveBeenCalledWith('/account', undefined);
  });

  it('passes replace and leaves modified clicks to the browser', async () => {
    const user = userEvent.setup();
    const navigate = vi.fn();
    // The wrapper stops jsdom's own navigation for the modified click the Link leaves alone.
    withRouter(
      { navigate },
      <div onClick={(event) => event.preventDefault()}>
        <Link to="/login" replace>
          Sign in
        </Link>
      </div>,
    );
    const link = screen.getByRole('link', { name: 'Sign in' });
    await user.keyboard('{Control>}');
    await user.click(link);
    await user.keyboard('{/Control}');
    expect(navigate).not.toHaveBeenCalled();
    await user.click(link);
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true });
  });

  it('renders external targets as plain anchors without the adapter', async () => {
    const user = userEvent.setup();
    const navigate = vi.fn();
    const renderLink = vi.fn();
    withRouter(
      { navigate, renderLink },
      <Link to="https://example.com/help" onClick={(event) => event.preventDefault()}>
        Support
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Support' });
    expect(link).toHaveAttribute('href', 'https://example.com/help');
    await user.click(link);
    expect(navigate).not.toHaveBeenCalled();
    expect(renderLink).not.toHaveBeenCalled();
  });

  it('keeps mailto: and tel: links as plain anchors, never routed in-app', async () => {
    const user = userEvent.setup();
    const navigate = vi.fn();
    const renderLink = vi.fn();
    withRouter(
      { navigate, renderLink },
      <Link to="mailto:help@example.com" onClick={(event) => event.preventDefault()}>
        Email us
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Email us' });
    expect(link).toHaveAttribute('href', 'mailto:help@example.com');
    await user.click(link);
    expect(navigate).not.toHaveBeenCalled();
    expect(renderLink).not.toHaveBeenCalled();
  });

  it('hands in-app links to a router render prop', () => {
    withRouter(
      {
        renderLink: ({ href, children, className }) => (
          <a href={href} className={className} data-router="yes">
            {children}
          </a>
        ),
      },
      <Link to="/activity">My Activity</Link>,
    );
    const link = screen.getByRole('link', { name: 'My Activity' });
    expect(link).toHaveAttribute('data-router', 'yes');
    expect(link).toHaveClass('motes-link');
  });

  // §2: blank-target links open with no opener and no referrer.
  it('adds rel="noopener noreferrer" to blank-target links and does not intercept them', async () => {
    const user = userEvent.setup();
    const navigate = vi.fn();
    withRouter(
      { navigate },
      <>
        <Link to="https://example.com" target="_blank">
          External
        </Link>
        <Link to="/privacy" target="_blank" rel="nofollow" onClick={(e) => e.preventDefault()}>
          Privacy
        </Link>
      </>,
    );
    expect(screen.getByRole('link', { name: 'External' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    const privacy = screen.getByRole('link', { name: 'Privacy' });
    expect(privacy).toHaveAttribute('rel', 'nofollow noopener noreferrer');
    await user.click(privacy);
    expect(navigate).not.toHaveBeenCalled();
  });

  // §2: a disabled link is inert.
  it('is inert when disabled', async () => {
    const user = userEvent.setup();
    const navigate = vi.fn();
    const onClick = vi.fn();
    withRouter(
      { navigate },
      <Link to="/admin" disabled onClick={onClick}>
        Admin
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Admin' });
    expect(link).not.toHaveAttribute('href');
    expect(link).toHaveAttribute('aria-disabled', 'true');
    await user.click(link);
    expect(link).not.toHaveFocus();
    expect(onClick).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
    await user.tab();
    expect(link).not.toHaveFocus();
  });
});
