import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderMarketingPage, withFakeIdentityApi } from '../common/renderMarketingPage';

const api = withFakeIdentityApi();
const TITLE = 'How Motes helps learning, and how we know';

describe('/impact', () => {
  it('quotes the §9 figures, each linked to its case study', async () => {
    await renderMarketingPage(api(), '/impact', TITLE);

    const outcomes = screen.getByRole('region', { name: 'What schools have reported' });
    for (const [figure, link, slug] of [
      [
        'Over 3,200 students in five schools',
        'Read the New York district case study',
        'new-york-district',
      ],
      [
        'About 1.5 minutes of recording per child',
        'Read the England primary trust case study',
        'england-primary-trust',
      ],
      [
        'Over 40,000 voice notes in a year',
        'Read the Connecticut district case study',
        'connecticut-district',
      ],
      [
        'About 6,000 students across 22 schools',
        'Read the Nova Scotia education center case study',
        'nova-scotia-centre',
      ],
    ] as const) {
      expect(within(outcomes).getByText(figure)).toBeInTheDocument();
      expect(within(outcomes).getByRole('link', { name: link })).toHaveAttribute(
        'href',
        `/learning-zone/case-studies/${slug}`,
      );
    }
    expect(outcomes).toHaveTextContent('at least 2 hours of written marking');
    expect(outcomes).toHaveTextContent('Over two thousand recordings a month on average');
    expect(
      within(outcomes).getByRole('link', {
        name: 'Read all the case studies in the Learning Zone',
      }),
    ).toHaveAttribute('href', '/learning-zone?tab=case');
  });

  it('explains the ESSA tiers and claims only Tier IV', async () => {
    await renderMarketingPage(api(), '/impact', TITLE);

    const table = screen.getByRole('table', { name: 'ESSA evidence tiers and where Motes stands' });
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Tier I: strong evidence',
      'Tier II: moderate evidence',
      'Tier III: promising evidence',
      'Tier IV: demonstrates a rationale',
    ]);
    expect(within(table).getAllByText('Does not meet this tier')).toHaveLength(3);
    expect(
      within(within(table).getByRole('row', { name: /Tier IV/ })).getByText('Meets this tier'),
    ).toBeInTheDocument();
    expect(screen.getByText(/meets Tier IV, "demonstrates a rationale"/)).toBeInTheDocument();
    expect(screen.getByText(/We are planning studies/)).toBeInTheDocument();
  });
});
