import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakeIdentityApi, type FakeIdentityApi } from '../../../testing/fakeIdentityApi';
import { PAGE_LOAD_WAIT } from '../pageLoadWait';
import { renderApp } from '../../../testing/renderApp';

// §2 "An event page for a 2023 conference" (alias `fetc`).

let api: FakeIdentityApi;
beforeEach(async () => {
  api = await startFakeIdentityApi();
});
afterEach(async () => {
  await api.close();
});

describe('/events/fetc', () => {
  it('is a past-event page: what we presented, the materials and what comes next', async () => {
    renderApp('/events/fetc', { baseUrl: api.origin });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Motes at FETC 2023' }, PAGE_LOAD_WAIT),
    ).toBeVisible();
    expect(screen.getByText('This event has ended.')).toBeVisible();

    const sessions = screen.getByRole('region', { name: 'What we presented' });
    expect(
      within(sessions).getByRole('heading', { name: 'Voice feedback students act on' }),
    ).toBeVisible();
    expect(
      within(sessions).getByRole('heading', { name: 'Read aloud for every learner' }),
    ).toBeVisible();

    const materials = screen.getByRole('region', { name: 'Materials' });
    expect(within(materials).getByRole('link', { name: 'Record a mote' })).toHaveAttribute(
      'href',
      '/learning-zone?tab=howto#record-a-mote',
    );
    expect(
      within(materials).getByRole('link', { name: /Spoken feedback on writing/ }),
    ).toHaveAttribute('href', '/learning-zone/case-studies/england-primary-trust');

    const next = screen.getByRole('region', { name: "See what's next" });
    expect(within(next).getByRole('link', { name: 'Visit the Learning Zone' })).toHaveAttribute(
      'href',
      '/learning-zone',
    );
    await waitFor(() => expect(document.title).toBe('FETC 2023 – Motes'));
  });
});
