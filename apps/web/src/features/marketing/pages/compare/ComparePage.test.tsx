import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderMarketingPage, withFakeIdentityApi } from '../common/renderMarketingPage';

const api = withFakeIdentityApi();
const TITLE = 'How Motes compares with the tools you already have';

describe('/compare', () => {
  it('compares Motes with kinds of tool in an accessible table', async () => {
    await renderMarketingPage(api(), '/compare', TITLE);

    const table = screen.getByRole('table', { name: 'Motes compared with three kinds of tool' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'What you need',
      'Motes',
      'Typing written feedback',
      'General screen recorders',
      'Built-in browser read aloud',
    ]);
    const row = within(table).getByRole('row', { name: /Feedback in your own voice/ });
    expect(within(row).getAllByText('Yes')).toHaveLength(2);
    expect(within(row).getAllByText('No')).toHaveLength(2);
  });

  it('says when another kind of tool fits better', async () => {
    await renderMarketingPage(api(), '/compare', TITLE);

    const fit = screen.getByRole('region', { name: 'When another tool fits better' });
    expect(within(fit).getAllByRole('heading', { level: 3 })).toHaveLength(3);
  });
});
