import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiClientProvider } from '../api/ApiClientContext';
import { createWebApiClient } from '../api/webApiClient';
import { respondJson, startTestApiServer, type TestApiServer } from '../testing/startTestApiServer';
import { appRoutes } from './appRoutes';

// The app's real route table in a memory router, against a real HTTP server on 127.0.0.1.

let server: TestApiServer;

beforeEach(async () => {
  server = await startTestApiServer((_request, response) =>
    respondJson(response, 200, { status: 'ok', version: '0.1.0', uptimeSeconds: 5 }),
  );
});

afterEach(async () => {
  await server.close();
});

function renderAt(path: string) {
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  render(
    <ApiClientProvider client={createWebApiClient({ baseUrl: server.baseUrl })}>
      <RouterProvider router={router} />
    </ApiClientProvider>,
  );
  return router;
}

describe('app routes', () => {
  it('serves the home page at /, inside the main landmark', async () => {
    renderAt('/');

    const heading = await screen.findByRole('heading', { level: 1, name: 'Motes' });
    expect(screen.getByRole('main')).toContainElement(heading);
    expect(screen.getByText(/record a short voice note/i)).toBeInTheDocument();
    expect(screen.getByText(/we are building it now/i)).toBeInTheDocument();
    expect(await screen.findByText('All systems working')).toBeInTheDocument();
  });

  it('titles the home page with the brand name', async () => {
    renderAt('/');

    await screen.findByRole('heading', { level: 1, name: 'Motes' });
    await waitFor(() => expect(document.title).toBe('Motes'));
  });

  it('shows a 404 page for an unknown path, with a way home', async () => {
    const user = userEvent.setup();
    const router = renderAt('/no/such/page');

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
    const user = userEvent.setup();
    renderAt('/');
    await screen.findByRole('heading', { level: 1, name: 'Motes' });

    await user.tab();
    const skipLink = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skipLink).toHaveFocus();
    expect(skipLink).toHaveAttribute('href', '#main-content');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
  });
});
