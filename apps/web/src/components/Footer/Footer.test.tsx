import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SOCIAL_PROFILE_URLS } from '@motes/shared';
import { startFakeIdentityApi, type FakeIdentityApi } from '../../testing/fakeIdentityApi';
import { renderApp } from '../../testing/renderApp';

// A lazy route loads its code before the location changes: allow for a busy machine.
const LAZY_ROUTE = { timeout: 5000 };

let api: FakeIdentityApi;

beforeEach(async () => {
  api = await startFakeIdentityApi();
});
afterEach(async () => {
  await api.close();
});

async function renderFooter(path = '/') {
  const rendered = renderApp(path, { baseUrl: api.origin });
  const footer = await screen.findByRole('contentinfo', {}, LAZY_ROUTE);
  return { ...rendered, footer };
}

describe('footer (§2 "Footer")', () => {
  it('has the four columns Customers, Solutions, Company and Product', async () => {
    const { footer } = await renderFooter();
    const nav = within(footer).getByRole('navigation', { name: 'Footer' });
    expect(
      within(nav)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(['Customers', 'Solutions', 'Company', 'Product']);
    const list = (name: string) => within(nav).getByRole('list', { name });
    expect(within(list('Customers')).getAllByRole('link')).toHaveLength(8);
    expect(within(list('Solutions')).getAllByRole('link')).toHaveLength(7);
    expect(within(list('Use cases')).getAllByRole('link')).toHaveLength(4);
    expect(within(list('Company')).getByRole('link', { name: 'Terms' })).toHaveAttribute(
      'href',
      '/privacy?tab=terms',
    );
    expect(
      within(list('Customers')).getByRole('link', { name: 'Professors and faculty' }),
    ).toHaveAttribute('href', '/user-groups/professors-and-faculty');
    expect(within(list('Product')).getByRole('link', { name: 'Chrome extension' })).toHaveAttribute(
      'href',
      '/chrome',
    );
  });

  it('navigates in-app from a footer link', async () => {
    const { footer, user, router } = await renderFooter();
    await user.click(within(footer).getByRole('link', { name: 'Accessibility' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/accessibility'), LAZY_ROUTE);
  });

  it('links the five social networks in a new tab with no opener and no referrer', async () => {
    const { footer } = await renderFooter();
    const social = within(footer).getByRole('list', { name: 'Motes on social media' });
    const links = within(social).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('aria-label'))).toEqual([
      'Motes on Instagram (opens in a new tab)',
      'Motes on Facebook (opens in a new tab)',
      'Motes on Twitter (opens in a new tab)',
      'Motes on YouTube (opens in a new tab)',
      'Motes on TikTok (opens in a new tab)',
    ]);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')?.split(' ')).toEqual(
        expect.arrayContaining(['noopener', 'noreferrer']),
      );
    }
    expect(links[3]).toHaveAttribute('href', SOCIAL_PROFILE_URLS.youtube);
  });

  it('shows the copyright with the current year', async () => {
    const { footer } = await renderFooter();
    expect(within(footer).getByText(`© ${new Date().getFullYear()} Motes`)).toBeInTheDocument();
  });
});
