import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Outlet, useLocation, useRoutes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LocalizationProvider } from '@motes/ui';
import { createRouterProbe } from '../testing/routerProbe';
import { englishTranslator } from '../testing/testTranslator';
import { PageErrorBoundary } from './PageErrorBoundary';

function Layout() {
  const { pathname } = useLocation();
  return (
    <main>
      <PageErrorBoundary path={pathname}>
        <Outlet />
      </PageErrorBoundary>
    </main>
  );
}

function Broken(): never {
  throw new Error('this page is broken');
}

function Pages() {
  return useRoutes([
    {
      path: '/',
      element: <Layout />,
      children: [
        { index: true, element: <h1>Home</h1> },
        { path: 'broken', element: <Broken /> },
      ],
    },
  ]);
}

function renderAt(path: string) {
  const { router, Probe } = createRouterProbe();
  render(
    <LocalizationProvider translator={englishTranslator()}>
      <MemoryRouter initialEntries={[path]}>
        <Probe />
        <Pages />
      </MemoryRouter>
    </LocalizationProvider>,
  );
  return router;
}

describe('PageErrorBoundary', () => {
  beforeEach(() => {
    // React reports the caught error on the console; the test expects it.
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('says the page could not be shown, with a reload, inside the frame', () => {
    renderAt('/broken');
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('This page could not be shown');
    expect(screen.getByRole('main')).toContainElement(alert);
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
  });

  it('reloads the page when asked', async () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    renderAt('/broken');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reload the page' }));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('shows the next page again once the reader goes elsewhere', async () => {
    const router = renderAt('/broken');
    expect(screen.getByRole('alert')).toBeInTheDocument();
    await act(() => router.navigate('/'));
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
