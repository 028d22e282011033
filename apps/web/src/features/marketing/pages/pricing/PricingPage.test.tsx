import {
  FREE_MOTE_PERIOD_DAYS,
  FREE_MOTES_PER_PERIOD,
  FREE_TRIAL_DAYS,
  RECORDING_MAX_SECONDS_LIMITED,
  RECORDING_MAX_SECONDS_STANDARD,
} from '@motes/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderMarketingPage, withFakeIdentityApi } from '../common/renderMarketingPage';

const api = withFakeIdentityApi();
const TITLE = 'Plans for one teacher or a whole district';

describe('/pricing', () => {
  it('shows the three plans with their next steps', async () => {
    await renderMarketingPage(api(), '/pricing', TITLE);

    const plans = screen.getByRole('region', { name: 'Choose a plan' });
    for (const name of ['Free', 'Unlimited', 'Schools & Districts']) {
      expect(within(plans).getByRole('heading', { level: 3, name })).toBeInTheDocument();
    }
    expect(within(plans).getByText('$9 a month')).toBeInTheDocument();
    expect(within(plans).getByText(/\$90 a year/)).toBeInTheDocument();
    expect(within(plans).getByRole('link', { name: 'Sign up free' })).toHaveAttribute(
      'href',
      '/signup',
    );
    expect(within(plans).getByRole('link', { name: 'Request a quote' })).toHaveAttribute(
      'href',
      '/about#contact',
    );
  });

  it('says plainly that online checkout is not open yet', async () => {
    await renderMarketingPage(api(), '/pricing', TITLE);

    expect(screen.getByRole('note')).toHaveTextContent(/online checkout is not open yet/i);
  });

  it('compares the plans in a table with the free-tier numbers from the constants', async () => {
    await renderMarketingPage(api(), '/pricing', TITLE);

    const table = screen.getByRole('table', { name: 'What each plan includes' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Feature', 'Free', 'Unlimited', 'Schools & Districts']);
    const motesRow = within(table).getByRole('row', { name: /Motes you can make/ });
    expect(motesRow).toHaveTextContent(
      `${FREE_MOTES_PER_PERIOD} motes every ${FREE_MOTE_PERIOD_DAYS} days`,
    );
    const lengthRow = within(table).getByRole('row', { name: /Longest recording/ });
    expect(lengthRow).toHaveTextContent(`${RECORDING_MAX_SECONDS_LIMITED / 60} minute`);
    expect(lengthRow).toHaveTextContent(`${RECORDING_MAX_SECONDS_STANDARD / 60} minutes`);
    expect(
      within(table).getByRole('rowheader', { name: 'Loops (voice conversations with students)' }),
    ).toBeInTheDocument();
    // Ticks and dashes are read out as words.
    expect(within(table).getAllByText('Included').length).toBeGreaterThan(0);
    expect(within(table).getAllByText('Not included').length).toBeGreaterThan(0);
  });

  it('explains the rationing and answers questions in disclosures', async () => {
    const { user } = await renderMarketingPage(api(), '/pricing', TITLE);

    const freePlan = screen.getByRole('region', { name: 'How the Free plan works' });
    expect(freePlan).toHaveTextContent(
      `${FREE_MOTES_PER_PERIOD} motes every ${FREE_MOTE_PERIOD_DAYS} days`,
    );
    expect(freePlan).toHaveTextContent(`${FREE_TRIAL_DAYS}-day trial`);

    const question = screen.getByText('Can I pay online?');
    const details = question.closest('details')!;
    expect(details).not.toHaveAttribute('open');
    await user.click(question);
    expect(details).toHaveAttribute('open');
    expect(details).toHaveTextContent(/online checkout is not open/i);
  });
});
