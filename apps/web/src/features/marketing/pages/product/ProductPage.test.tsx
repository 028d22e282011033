import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderMarketingPage, withFakeIdentityApi } from '../common/renderMarketingPage';

const api = withFakeIdentityApi();
const TITLE = 'Your voice, on every page your students read';

describe('/product', () => {
  it('tours motes, share pages, the Mote Sidebar and classes, each with an anchor', async () => {
    await renderMarketingPage(api(), '/product', TITLE);

    for (const [id, heading] of [
      ['motes', 'Motes: short voice notes'],
      ['share-pages', 'A page for every mote'],
      ['sidebar', 'The Mote Sidebar'],
      ['classes', 'Classes, teacher controls and loops'],
      ['extension', 'Install the Mote Sidebar'],
    ] as const) {
      const section = document.getElementById(id);
      expect(section, id).not.toBeNull();
      expect(within(section as HTMLElement).getByRole('heading', { level: 2 })).toHaveTextContent(
        heading,
      );
    }
  });

  it('explains installing the extension in #extension (the /chrome alias target)', async () => {
    await renderMarketingPage(api(), '/product', TITLE);

    const extension = screen.getByRole('region', { name: 'Install the Mote Sidebar' });
    expect(extension).toHaveAttribute('id', 'extension');
    const steps = within(extension).getAllByRole('listitem');
    expect(
      steps.map((step) => within(step).getByRole('heading', { level: 3 }).textContent),
    ).toEqual([
      'Add the extension to your browser',
      'Pin it to the toolbar',
      'Sign in',
      'Open it on any page',
    ]);
    expect(
      within(extension).getByRole('link', { name: 'Ask us for the extension' }),
    ).toHaveAttribute('href', '/about#contact');
    expect(screen.getByRole('link', { name: 'Get the browser extension' })).toHaveAttribute(
      'href',
      '/product#extension',
    );
  });

  it('shows the mote-sidebar video as a preview that plays on request', async () => {
    const { user } = await renderMarketingPage(api(), '/product', TITLE);

    const extension = screen.getByRole('region', { name: 'Install the Mote Sidebar' });
    await user.click(within(extension).getByRole('button', { name: /Play video/ }));
    const video = extension.querySelector('video');
    expect(video).toHaveAttribute('src', '/videos/mote-sidebar.webm');
    expect(video?.querySelector('track')).toHaveAttribute('src', '/videos/mote-sidebar.en.vtt');
  });
});
