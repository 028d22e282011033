import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { IncomingHttpHeaders } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { LocalizationProvider } from '@motes/ui';
import { ApiClientProvider } from '../../api/ApiClientContext';
import { createWebApiClient } from '../../api/webApiClient';
import {
  respondJson,
  startTestApiServer,
  type TestApiHandler,
  type TestApiServer,
} from '../../testing/startTestApiServer';
import { englishTranslator } from '../../testing/testTranslator';
import { ServiceStatusPanel } from './ServiceStatusPanel';

// The panel talks through the real web API client to a real HTTP server on 127.0.0.1;
// jsdom leaves Node's fetch in place, so nothing here is mocked.

const healthy: TestApiHandler = (_request, response) =>
  respondJson(response, 200, { status: 'ok', version: '1.2.3', uptimeSeconds: 42 });

let server: TestApiServer | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function renderPanelAgainst(handler: TestApiHandler) {
  server = await startTestApiServer(handler);
  render(
    <ApiClientProvider client={createWebApiClient({ baseUrl: server.baseUrl })}>
      <LocalizationProvider translator={englishTranslator()}>
        <ServiceStatusPanel />
      </LocalizationProvider>
    </ApiClientProvider>,
  );
  return server;
}

describe('ServiceStatusPanel', () => {
  it('shows that all systems work, with the version the server reports', async () => {
    const api = await renderPanelAgainst(healthy);

    expect(screen.getByRole('heading', { name: 'Service status' })).toBeInTheDocument();
    expect(await screen.findByText('All systems working')).toBeInTheDocument();
    expect(screen.getByText('Version 1.2.3')).toBeInTheDocument();
    expect(api.requests).toEqual(['GET /api/z/health']);
  });

  it('says it is checking while the answer is on its way', async () => {
    let answer: (() => void) | undefined;
    await renderPanelAgainst((request, response) => {
      answer = () => healthy(request, response);
    });

    expect(screen.getByRole('status')).toHaveTextContent('Checking the service ...');
    await expect.poll(() => answer).toBeDefined();
    answer?.();
    expect(await screen.findByText('All systems working')).toBeInTheDocument();
  });

  // §7 "Common to all requests": the client identifies itself as the website.
  it('calls the API as the website client', async () => {
    let headers: IncomingHttpHeaders | undefined;
    await renderPanelAgainst((request, response) => {
      headers = request.headers;
      healthy(request, response);
    });

    await screen.findByText('All systems working');
    expect(headers?.['x-motes-client-type']).toBe('website');
  });

  it('alerts with the reason when the server answers with an error status', async () => {
    await renderPanelAgainst((_request, response) =>
      respondJson(response, 503, { error: 'unavailable' }),
    );

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Motes cannot be reached right now');
    expect(alert).toHaveTextContent('503');
    expect(screen.queryByText('All systems working')).not.toBeInTheDocument();
  });

  it('alerts when the server reports a status other than ok', async () => {
    await renderPanelAgainst((_request, response) =>
      respondJson(response, 200, { status: 'degraded', version: '1.2.3', uptimeSeconds: 1 }),
    );

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The service reports its status as "degraded".',
    );
  });

  it('alerts when nothing listens at the address', async () => {
    const api = await startTestApiServer(healthy);
    const baseUrl = api.baseUrl;
    await api.close();
    render(
      <ApiClientProvider client={createWebApiClient({ baseUrl })}>
        <LocalizationProvider translator={englishTranslator()}>
          <ServiceStatusPanel />
        </LocalizationProvider>
      </ApiClientProvider>,
    );

    expect(await screen.findByRole('alert')).toHaveTextContent('Motes cannot be reached right now');
  });

  it('checks again on request and shows the recovered service', async () => {
    const user = userEvent.setup();
    const api = await renderPanelAgainst((_request, response) =>
      respondJson(response, 500, { error: 'boom' }),
    );
    await screen.findByRole('alert');

    api.setHandler(healthy);
    const section = screen.getByRole('region', { name: 'Service status' });
    await user.click(within(section).getByRole('button', { name: 'Check again' }));

    expect(await screen.findByText('All systems working')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(api.requests).toEqual(['GET /api/z/health', 'GET /api/z/health']);
  });
});
