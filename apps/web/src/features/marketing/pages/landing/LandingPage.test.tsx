import { FREE_MOTE_PERIOD_DAYS, FREE_MOTES_PER_PERIOD } from '@motes/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderMarketingPage, withFakeIdentityApi } from '../common/renderMarketingPage';

const api = withFakeIdentityApi();

describe('/landing', () => {
  it('leads to the dashboard with "Go to Dashboard" (§2)', async () => {
    await renderMarketingPage(api(), '/landing', 'Your voice is ready to go');

    const dashboardLinks = screen.getAllByRole('link', { name: 'Go to Dashboard' });
    expect(dashboardLinks.length).toBeGreaterThan(0);
    for (const link of dashboardLinks) expect(link).toHaveAttribute('href', '/activity');
  });

  it('says what to try first, with links to the recorder and the extension', async () => {
    await renderMarketingPage(api(), '/landing', 'Your voice is ready to go');

    const steps = screen.getByRole('region', { name: 'Three things to try first' });
    expect(within(steps).getByRole('link', { name: 'Ways to make a mote' })).toHaveAttribute(
      'href',
      '/product#motes',
    );
    expect(within(steps).getByRole('link', { name: 'Get the browser extension' })).toHaveAttribute(
      'href',
      '/product#extension',
    );
    expect(
      screen.getByText(
        new RegExp(`${FREE_MOTES_PER_PERIOD} motes every ${FREE_MOTE_PERIOD_DAYS} days`),
      ),
    ).toBeVisible();
  });
});
