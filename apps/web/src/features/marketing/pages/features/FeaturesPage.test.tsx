import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderMarketingPage, withFakeIdentityApi } from '../common/renderMarketingPage';

const api = withFakeIdentityApi();

const GROUPS = [
  ['reading', 'Reading', 7],
  ['writing', 'Writing', 3],
  ['creating', 'Creating', 6],
  ['teaching', 'Teaching', 9],
  ['school-admin', 'School admin', 5],
] as const;

describe('/features', () => {
  it('groups every tool, each group with its anchor, heading and a card per tool', async () => {
    await renderMarketingPage(api(), '/features', 'Every tool in Motes');

    for (const [id, heading, tools] of GROUPS) {
      const group = screen.getByRole('region', { name: heading });
      expect(group).toHaveAttribute('id', id);
      expect(within(group).getAllByRole('heading', { level: 3 })).toHaveLength(tools);
    }
    // The §3 highlight colours, the locked Vocabulary colour first.
    expect(screen.getByText(/Vocabulary \(a fixed blue/)).toBeInTheDocument();
  });

  // Issue 14 honest pages: the registry's state shows in words on each card.
  it('marks tools this build lacks as not yet available, and sidebar tools as in the extension', async () => {
    await renderMarketingPage(api(), '/features', 'Every tool in Motes');

    const card = (name: string) =>
      screen.getByRole('heading', { level: 3, name }).closest('li') as HTMLElement;
    for (const name of ['Classes', 'Teacher controls', 'Loops', 'Flash cards', 'Mind map']) {
      expect(card(name)).toHaveTextContent('Not yet available');
    }
    expect(card('Read aloud')).toHaveTextContent('In the browser extension');
    expect(card('Voice recording')).not.toHaveTextContent(/Not yet available|browser extension/);
    expect(card('Vocabulary list')).not.toHaveTextContent('Not yet available');
  });

  it('links to each group from the top of the page', async () => {
    await renderMarketingPage(api(), '/features', 'Every tool in Motes');

    const nav = screen.getByRole('navigation', { name: 'Tool groups' });
    const hrefs = within(nav)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(GROUPS.map(([id]) => `/features#${id}`));
  });
});
