import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { USER_STORAGE_KEY } from '@motes/shared';
import { startFakeIdentityApi, type FakeIdentityApi } from '../../testing/fakeIdentityApi';
import type { TestUser } from '../../testing/testStatus';
import { renderApp, signedInStorage } from '../../testing/renderApp';

// Pages load their code on first visit, and signing in switches the interface to the
// account's language: on a busy machine that takes longer than Testing Library's 1 s default.
configure({ asyncUtilTimeout: 5000 });

let api: FakeIdentityApi;

beforeEach(async () => {
  api = await startFakeIdentityApi();
});
afterEach(async () => {
  vi.restoreAllMocks();
  await api.close();
});

const ADA: TestUser = {
  userId: 'user-ada',
  email: 'ada@school.example',
  givenName: 'Ada',
  familyName: 'Lovelace',
  goals: { userOnboarding: 'completed', productOnboarding: 'completed' },
};

async function openAccount(user: TestUser = ADA) {
  api.addSession(user, 'token-ada');
  const storage = signedInStorage('token-ada', user.userId, user.email);
  const rendered = renderApp('/account', { baseUrl: api.origin, storage });
  await screen.findByRole('heading', { level: 1, name: 'Your account' });
  return { ...rendered, storage };
}

function section(name: string) {
  return screen.getByRole('region', { name });
}

describe('/account', { timeout: 20_000 }, () => {
  it('has one page heading and a heading for each section', async () => {
    await openAccount();
    // In main: the footer has headings of its own.
    const names = within(screen.getByRole('main'))
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(names).toEqual([
      'Profile',
      'Preferences',
      'Read-aloud voices',
      'Signed-in devices',
      'Your data',
      'Delete your account',
    ]);
    expect(screen.getByRole('main')).toHaveTextContent('Signed in as ada@school.example');
  });

  it('saves the profile names and picture address', async () => {
    const { user } = await openAccount();
    const profile = section('Profile');
    const given = within(profile).getByRole('textbox', { name: 'First name' });
    expect(given).toHaveValue('Ada');
    await user.clear(given);
    await user.type(given, 'Augusta Ada');
    await user.type(
      within(profile).getByRole('textbox', { name: 'Profile picture address (optional)' }),
      'https://images.example/ada.png',
    );
    await user.click(within(profile).getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Profile saved')).toBeVisible();
    expect(api.requestsTo('i/account/profile')[0]?.body).toEqual({
      givenName: 'Augusta Ada',
      familyName: 'Lovelace',
      name: 'Augusta Ada Lovelace',
      avatarUrl: 'https://images.example/ada.png',
    });
    expect(
      await within(profile).findByRole('img', { name: 'Your profile picture' }),
    ).toHaveAttribute('src', 'https://images.example/ada.png');
  });

  it('refuses a picture address that is not https', async () => {
    const { user } = await openAccount();
    const profile = section('Profile');
    const field = within(profile).getByRole('textbox', {
      name: 'Profile picture address (optional)',
    });
    await user.type(field, 'javascript:alert(1)');
    await user.click(within(profile).getByRole('button', { name: 'Save profile' }));
    expect(within(profile).getByRole('alert')).toHaveTextContent(/https:\/\//);
    expect(field).toHaveFocus();
    expect(api.requestsTo('i/account/profile')).toHaveLength(0);
  });

  // §3 Default highlight colours: blue Vocabulary is locked.
  it('lists the five highlighters with blue locked to Vocabulary', async () => {
    await openAccount();
    const preferences = section('Preferences');
    const blue = within(preferences).getByRole('textbox', { name: 'Blue highlighter' });
    expect(blue).toHaveValue('Vocabulary');
    expect(blue).toHaveAttribute('readonly');
    expect(blue).toHaveAccessibleDescription(/Locked/);
    expect(
      ['Yellow', 'Green', 'Orange', 'Purple'].map(
        (colour) =>
          (
            within(preferences).getByRole('textbox', {
              name: `${colour} highlighter`,
            }) as HTMLInputElement
          ).value,
      ),
    ).toEqual(['Main ideas', 'Evidence', 'Questions', 'Reactions']);
  });

  // §7 settings are saved debounced by 500 ms (§9): several changes, one call.
  it('saves preference changes together after the debounce', async () => {
    const { user } = await openAccount();
    const preferences = section('Preferences');
    const yellow = within(preferences).getByRole('textbox', { name: 'Yellow highlighter' });
    await user.clear(yellow);
    await user.type(yellow, 'Key words');
    await user.selectOptions(
      within(preferences).getByRole('combobox', { name: 'Read-aloud speed' }),
      '1.5',
    );
    await user.click(within(preferences).getByRole('checkbox', { name: /Don't make transcripts/ }));

    await waitFor(
      () => expect(within(preferences).getByRole('status')).toHaveTextContent('All changes saved'),
      {
        timeout: 3000,
      },
    );
    const saves = api.requestsTo('i/settings').map((request) => request.body);
    expect(saves).toHaveLength(1);
    expect(saves[0]).toEqual({
      highlightColours: { yellow: 'Key words' },
      voiceSpeed: 1.5,
      transcriptionOptOutEnabled: true,
    });
  });

  it('does not save an empty highlighter label and says why', async () => {
    const { user } = await openAccount();
    const green = within(section('Preferences')).getByRole('textbox', {
      name: 'Green highlighter',
    });
    await user.clear(green);
    expect(green).toHaveAccessibleDescription('Enter a label for this highlighter.');
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(api.requestsTo('i/settings')).toHaveLength(0);
  });

  // §6: transcription is disabled for minors.
  it('keeps transcripts off, and the choice locked, for a minor', async () => {
    await openAccount({ ...ADA, isMinor: true });
    const checkbox = within(section('Preferences')).getByRole('checkbox', {
      name: /Don't make transcripts/,
    });
    expect(checkbox).toBeChecked();
    expect(checkbox).toBeDisabled();
    expect(checkbox).toHaveAccessibleDescription(/always off/);
  });

  it('lists signed-in devices and signs out the others', async () => {
    api.addSession(ADA, 'token-phone', {
      userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Safari/604.1',
    });
    const { user } = await openAccount();
    const devices = section('Signed-in devices');
    const items = await within(devices).findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(devices).toHaveTextContent('Safari on iOS');
    expect(within(devices).getByText('This device')).toBeVisible();

    await user.click(within(devices).getByRole('button', { name: 'Sign out of other devices' }));
    expect(await screen.findByText('Signed out of 1 other device.')).toBeVisible();
    await waitFor(() => expect(within(devices).getAllByRole('listitem')).toHaveLength(1));
    expect(within(devices).getByText("You're not signed in anywhere else.")).toBeVisible();
  });

  it('downloads the data export under the name the server gives it', async () => {
    // jsdom has no object URLs or downloads: those two browser parts are stood in for here.
    const createObjectURL = vi.fn(() => 'blob:motes-export');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const downloads: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      downloads.push(this.download);
    });
    const { user } = await openAccount();
    await user.click(screen.getByRole('button', { name: 'Download my data' }));
    expect(
      await screen.findByText('Your data is downloading as motes-data-2026-01-06.json.'),
    ).toBeVisible();
    expect(downloads).toEqual(['motes-data-2026-01-06.json']);
    const blob = (createObjectURL.mock.calls[0] as unknown as [Blob])[0];
    expect(JSON.parse(await blob.text())).toEqual({ account: { email: 'ada@school.example' } });
  });

  it('asks for the email in a dialog before deleting, and Escape backs out', async () => {
    const { user } = await openAccount();
    const opener = screen.getByRole('button', { name: 'Delete my account' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    const field = within(dialog).getByRole('textbox', { name: 'Your email address' });
    expect(field).toHaveFocus();

    await user.type(field, 'someone@else.example');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/not this account's/);

    // Focus stays inside the dialog.
    await user.tab();
    await user.tab();
    await user.tab();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('deletes the account, signs out and goes home', async () => {
    const { user, router, storage } = await openAccount();
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = screen.getByRole('dialog');
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Your email address' }),
      'ADA@school.example',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(
      await screen.findByText('Your account was deleted. Thank you for using Motes.'),
    ).toBeVisible();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await waitFor(() => expect(storage.get(USER_STORAGE_KEY)).toMatchObject({ accessToken: '' }));
    expect(api.user('user-ada')).toBeUndefined();
  });

  // §2: Sign out returns to /login.
  it('signs out to /login', async () => {
    const { user, router, storage } = await openAccount();
    await user.click(within(screen.getByRole('main')).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    // Plain /login: the account page's guard must not add a returnTo on the way out.
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Email address' })).toBeVisible(),
    );
    expect(router.state.location.search).toBe('');
    await waitFor(() => expect(api.requestsTo('i/signOut')).toHaveLength(1));
    expect(storage.get(USER_STORAGE_KEY)).toMatchObject({
      accessToken: '',
      lastUserId: 'user-ada',
    });
  });
});
