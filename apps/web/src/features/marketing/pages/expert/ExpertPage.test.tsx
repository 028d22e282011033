import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderMarketingPage, withFakeIdentityApi } from '../common/renderMarketingPage';

const api = withFakeIdentityApi();
const MAILTO = `mailto:experts@motes.app?subject=${encodeURIComponent('Question for a Motes expert')}`;

describe('/expert', () => {
  it('says how to reach the educator team, what to include and the reply goal', async () => {
    await renderMarketingPage(api(), '/expert', 'Ask our educator team');

    expect(screen.getAllByRole('link', { name: 'Email an expert' })[0]).toHaveAttribute(
      'href',
      MAILTO,
    );
    const reach = screen.getByRole('region', { name: 'How to reach us' });
    expect(within(reach).getByRole('link', { name: 'experts@motes.app' })).toHaveAttribute(
      'href',
      MAILTO,
    );
    expect(within(reach).getAllByRole('listitem')).toHaveLength(4);
    expect(reach).toHaveTextContent(/Our goal is to reply within two business days/);
    expect(reach).toHaveTextContent(/don't include students' names/);
  });

  it('lists what the team can help with', async () => {
    await renderMarketingPage(api(), '/expert', 'Ask our educator team');

    const help = screen.getByRole('region', { name: 'What we can help with' });
    expect(within(help).getAllByRole('heading', { level: 3 })).toHaveLength(6);
  });
});
