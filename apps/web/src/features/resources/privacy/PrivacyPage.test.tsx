import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakeIdentityApi, type FakeIdentityApi } from '../../../testing/fakeIdentityApi';
import { PAGE_LOAD_WAIT } from '../pageLoadWait';
import { renderApp } from '../../../testing/renderApp';
import { englishTranslator } from '../../../testing/testTranslator';
import { PRIVACY_TABS, tabMessageIds } from './policySections';
import { SUBPROCESSOR_ROW_MESSAGE_IDS } from './SubprocessorList';

// §2 "/privacy, with tab values terms, gdpr, pledge and security".

let api: FakeIdentityApi;
beforeEach(async () => {
  api = await startFakeIdentityApi();
});
afterEach(async () => {
  await api.close();
});

const TAB_NAMES = {
  terms: 'Terms of service',
  gdpr: 'GDPR',
  pledge: 'Student privacy pledge',
  security: 'Security',
} as const;

async function openPrivacy(path: string) {
  const app = renderApp(path, { baseUrl: api.origin });
  await screen.findByRole(
    'heading',
    { level: 1, name: 'Privacy, terms and security' },
    PAGE_LOAD_WAIT,
  );
  return app;
}

describe('/privacy', () => {
  it('shows the four tabs, with the terms of service when the URL names no tab', async () => {
    await openPrivacy('/privacy');
    const tablist = screen.getByRole('tablist', { name: 'Privacy Center' });
    expect(
      within(tablist)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(Object.values(TAB_NAMES));
    expect(screen.getByRole('tab', { name: 'Terms of service' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const panel = screen.getByRole('tabpanel', { name: 'Terms of service' });
    expect(
      within(panel).getByRole('heading', { level: 2, name: 'Terms of service' }),
    ).toBeVisible();
    expect(within(panel).getByText(/You own the motes you record/)).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Privacy Center – Motes'));
  });

  it('opens the tab the query names, with the subprocessor list in GDPR', async () => {
    await openPrivacy('/privacy?tab=gdpr#subprocessors');
    expect(screen.getByRole('tab', { name: 'GDPR' })).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel', { name: 'GDPR' });
    expect(within(panel).getByRole('heading', { level: 2 })).toHaveTextContent(/GDPR/);
    const subprocessors = document.getElementById('subprocessors');
    expect(subprocessors).not.toBeNull();
    expect(panel).toContainElement(subprocessors);
    expect(within(subprocessors!).getByText(/uses no subprocessors/)).toBeVisible();
    const contents = within(panel).getByRole('navigation', { name: /Sections of/ });
    expect(within(contents).getByRole('link', { name: 'Subprocessors' })).toHaveAttribute(
      'href',
      '/privacy?tab=gdpr#subprocessors',
    );
    const table = within(subprocessors!).getByRole('table');
    expect(within(table).getByRole('rowheader', { name: 'Email provider' })).toBeVisible();
    expect(within(table).getByRole('rowheader', { name: 'Storage provider' })).toBeVisible();
    // How to use your rights in the product: export and delete on /account.
    expect(within(panel).getByRole('link', { name: 'Go to your account page' })).toHaveAttribute(
      'href',
      '/account',
    );
  });

  it.each([
    ['pledge', /never:/],
    ['security', /single-use and expire after 15 minutes/],
  ] as const)('opens ?tab=%s', async (tab, text) => {
    await openPrivacy(`/privacy?tab=${tab}`);
    const panel = screen.getByRole('tabpanel', { name: TAB_NAMES[tab] });
    expect(within(panel).getAllByText(text)[0]).toBeVisible();
  });

  it('says how to report a vulnerability', async () => {
    await openPrivacy('/privacy?tab=security');
    expect(screen.getByRole('link', { name: 'Email security@motes.app' })).toHaveAttribute(
      'href',
      'mailto:security@motes.app',
    );
  });

  it('falls back to the terms for a tab it does not have', async () => {
    await openPrivacy('/privacy?tab=cookies');
    expect(screen.getByRole('tab', { name: 'Terms of service' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('moves between tabs with the arrow keys, Home and End, replacing the URL', async () => {
    const { router, user } = await openPrivacy('/privacy');
    // Tab through the page's header and hero to the tab list.
    for (let step = 0; step < 60 && document.activeElement?.getAttribute('role') !== 'tab'; step++)
      await user.tab();
    expect(screen.getByRole('tab', { name: 'Terms of service' })).toHaveFocus();
    // Only the selected tab is in the tab order.
    expect(screen.getByRole('tab', { name: 'GDPR' })).toHaveAttribute('tabindex', '-1');

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'GDPR' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'GDPR' })).toHaveAttribute('aria-selected', 'true');
    expect(router.state.location.search).toBe('?tab=gdpr');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.getByRole('tabpanel', { name: 'GDPR' })).toBeVisible();

    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Security' })).toHaveFocus();
    expect(router.state.location.search).toBe('?tab=security');

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Terms of service' })).toHaveFocus();

    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Security' })).toHaveFocus();

    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Terms of service' })).toHaveFocus();
    expect(router.state.location.search).toBe('?tab=terms');

    // Tab leaves the tab list for the panel.
    await user.tab();
    expect(screen.getByRole('tabpanel', { name: 'Terms of service' })).toHaveFocus();
  });

  it('selects a tab by click', async () => {
    const { router, user } = await openPrivacy('/privacy?tab=terms');
    await user.click(screen.getByRole('tab', { name: 'Student privacy pledge' }));
    expect(router.state.location.search).toBe('?tab=pledge');
    expect(
      screen.getByRole('heading', { level: 2, name: 'Our student privacy pledge' }),
    ).toBeVisible();
  });

  it('has every message its sections are built from, in en-US', () => {
    const translator = englishTranslator();
    const ids = [...PRIVACY_TABS.flatMap(tabMessageIds), ...SUBPROCESSOR_ROW_MESSAGE_IDS];
    expect(ids.filter((id) => !translator.has(id))).toEqual([]);
  });
});
