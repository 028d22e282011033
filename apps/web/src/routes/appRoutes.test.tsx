import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakeIdentityApi, type FakeIdentityApi } from '../testing/fakeIdentityApi';
import { renderApp } from '../testing/renderApp';

// The app's real route table in a memory router, against a real HTTP server on 127.0.0.1.

let api: FakeIdentityApi;

beforeEach(async () => {
  api = await startFakeIdentityApi();
});

afterEach(async () => {
  await api.close();
});

describe('app routes', () => {
  it('serves the home page at /, inside the main landmark', async () => {
    renderApp('/', { baseUrl: api.origin });

    const heading = await screen.findByRole('heading', { level: 1, name: 'Motes' });
    expect(screen.getByRole('main')).toContainElement(heading);
    expect(screen.getByText(/record a short voice note/i)).toBeInTheDocument();
    expect(screen.getByText(/we are building it now/i)).toBeInTheDocument();
    expect(await screen.findByText('All systems working')).toBeInTheDocument();
  });

  it('titles the home page with the brand name', async () => {
    renderApp('/', { baseUrl: api.origin });

    await screen.findByRole('heading', { level: 1, name: 'Motes' });
    await waitFor(() => expect(document.title).toBe('Motes'));
  });

  it('shows a 404 page for an unknown path, with a way home', async () => {
    const { router, user } = renderApp('/no/such/page', { baseUrl: api.origin });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
    ).toBeInTheDocument();
    expect(screen.getByText('/no/such/page')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Page not found · Motes'));

    await user.click(screen.getByRole('link', { name: 'Go to the Motes home page' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Motes' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('lets keyboard users skip straight to the main content', async () => {
    const { user } = renderApp('/', { baseUrl: api.origin });
    await screen.findByRole('heading', { level: 1, name: 'Motes' });

    await user.tab();
    const skipLink = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skipLink).toHaveFocus();
    expect(skipLink).toHaveAttribute('href', '#main-content');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
  });
});
