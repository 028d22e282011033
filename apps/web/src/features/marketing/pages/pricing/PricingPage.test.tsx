import {
  FREE_MOTE_PERIOD_DAYS,
  FREE_MOTES_PER_PERIOD,
  RECORDING_MAX_SECONDS_LIMITED,
  RECORDING_MAX_SECONDS_STANDARD,
} from '@motes/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderMarketingPage, withFakeIdentityApi } from '../common/renderMarketingPage';

const api = withFakeIdentityApi();
const TITLE = 'What Motes costs today';

describe('/pricing', () => {
  it('offers what is free today: without an account, and a free account', async () => {
    await renderMarketingPage(api(), '/pricing', TITLE);

    const free = screen.getByRole('region', { name: 'What is free today' });
    const anonymous = document.getElementById('without-account')!;
    // §9: 300 s per mote for anonymous users, 60 s signed in without VIP, paid or trial.
    expect(anonymous).toHaveTextContent(`${RECORDING_MAX_SECONDS_STANDARD} seconds`);
    expect(within(anonymous).getByRole('link', { name: 'Open the web recorder' })).toHaveAttribute(
      'href',
      '/record',
    );
    const account = document.getElementById('free')!;
    expect(account).toHaveTextContent(`${RECORDING_MAX_SECONDS_LIMITED} seconds`);
    expect(account).toHaveTextContent(
      `${FREE_MOTES_PER_PERIOD} motes every ${FREE_MOTE_PERIOD_DAYS} days`,
    );
    expect(within(free).getByRole('link', { name: 'Sign up free' })).toHaveAttribute(
      'href',
      '/signup',
    );
    expect(screen.getByRole('note')).toHaveTextContent(/nothing to pay for/i);
  });

  it('marks the paid, trial and school plans as not yet available, with nothing to buy', async () => {
    await renderMarketingPage(api(), '/pricing', TITLE);

    const planned = screen.getByRole('region', { name: 'Planned, not available yet' });
    for (const name of ['Unlimited plan', 'Free trial', 'Schools & Districts plan']) {
      const card = within(planned).getByRole('heading', { level: 3, name }).closest('li')!;
      expect(card).toHaveTextContent('Not yet available');
    }
    expect(
      within(planned)
        .queryAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Tell us about your school']);
    expect(screen.queryByText(/\$\d/)).toBeNull();
  });

  it('compares no account with a free account in a table, with the §9 limits', async () => {
    await renderMarketingPage(api(), '/pricing', TITLE);

    const table = screen.getByRole('table', {
      name: 'What you get without an account and with a free account',
    });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Feature', 'Without an account', 'Free account']);
    const lengthRow = within(table).getByRole('row', { name: /Longest recording/ });
    expect(lengthRow).toHaveTextContent(
      `${RECORDING_MAX_SECONDS_STANDARD} seconds${RECORDING_MAX_SECONDS_LIMITED} seconds`,
    );
    // Ticks and dashes are read out as words.
    expect(within(table).getAllByText('Included').length).toBeGreaterThan(0);
  });

  it('answers questions in disclosures, saying plainly that nothing can be bought', async () => {
    const { user } = await renderMarketingPage(api(), '/pricing', TITLE);

    const question = screen.getByText('Can I pay online?');
    const details = question.closest('details')!;
    expect(details).not.toHaveAttribute('open');
    await user.click(question);
    expect(details).toHaveAttribute('open');
    expect(details).toHaveTextContent(/no paid plans and no online checkout/i);
    expect(screen.getByText('Is there a free trial?').closest('details')).toHaveTextContent(
      `${RECORDING_MAX_SECONDS_LIMITED} seconds`,
    );
  });
});
