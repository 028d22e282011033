import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderMarketingPage, withFakeIdentityApi } from '../common/renderMarketingPage';

const api = withFakeIdentityApi();

describe('/accessibility', () => {
  it('states the WCAG 2.2 AA target and covers keyboards, screen readers, motion and RTL', async () => {
    await renderMarketingPage(api(), '/accessibility', 'Accessibility statement');

    for (const name of [
      'Our target: WCAG 2.2 level AA',
      'Using a keyboard',
      'Using a screen reader',
      'Reduced motion',
      'Languages and right-to-left reading',
      'Known limitations',
      'Report a problem',
    ]) {
      expect(screen.getByRole('region', { name })).toBeInTheDocument();
    }
  });

  it('offers an email link for reporting a problem, with a subject', async () => {
    await renderMarketingPage(api(), '/accessibility', 'Accessibility statement');

    const report = screen.getByRole('region', { name: 'Report a problem' });
    expect(
      within(report).getByRole('link', {
        name: 'Email hello@motes.app about an accessibility problem',
      }),
    ).toHaveAttribute('href', 'mailto:hello@motes.app?subject=Accessibility%20problem');
  });
});
