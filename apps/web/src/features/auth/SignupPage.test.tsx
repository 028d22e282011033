import { configure, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakeIdentityApi, type FakeIdentityApi } from '../../testing/fakeIdentityApi';
import { renderApp } from '../../testing/renderApp';

// Pages load their code on first visit, and signing in switches the interface to the
// account's language: on a busy machine that takes longer than Testing Library's 1 s default.
configure({ asyncUtilTimeout: 5000 });

let api: FakeIdentityApi;

beforeEach(async () => {
  api = await startFakeIdentityApi();
});
afterEach(async () => {
  await api.close();
});

async function askForSignUpLink(user: ReturnType<typeof renderApp>['user'], email: string) {
  await user.type(await screen.findByRole('textbox', { name: 'Email address' }), email);
  await user.click(screen.getByRole('button', { name: 'Email me a link to sign up' }));
  await screen.findByRole('heading', { name: 'Check your email' });
}

describe('/signup', { timeout: 20_000 }, () => {
  it('creates an account by emailed link and starts onboarding with the details step', async () => {
    const { user, router } = renderApp('/signup?returnTo=%2Faccount', { baseUrl: api.origin });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Create your Motes account' }),
    ).toBeVisible();
    await askForSignUpLink(user, 'new.teacher@school.example');
    api.openLink('new.teacher@school.example');

    // §4 next required step: details first, carrying the page the user wanted.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'What should we call you?' }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/complete-profile');
    expect(router.state.location.search).toBe('?returnTo=%2Faccount');
  });

  // §2 `/signup` with `institution_name`: carried as signUp.institutionName.
  it('sends the institution name with the sign-up and hides the header actions', async () => {
    const { user } = renderApp('/signup?institution_name=Riverside%20Primary', {
      baseUrl: api.origin,
    });
    expect(await screen.findByText('Riverside Primary')).toBeVisible();
    // §2 Navigation bar: actions hidden on institution sign-up pages.
    expect(screen.queryByRole('navigation', { name: 'Account' })).not.toBeInTheDocument();
    await askForSignUpLink(user, 'head@riverside.example');
    expect(api.requestsTo('i/signIn/clientOTL')[0]?.body).toEqual({
      email: 'head@riverside.example',
      signUp: { institutionName: 'Riverside Primary' },
    });
  });

  it('shows and sends the referral code a /r link brought, also to the provider sign-in', async () => {
    const { user } = renderApp('/signup?referral_code=FRIEND7', { baseUrl: api.origin });
    expect(await screen.findByText('FRIEND7')).toBeVisible();
    expect(await screen.findByRole('link', { name: 'Continue with Google' })).toHaveAttribute(
      'href',
      '/api/i/signIn/oidc/start?referralCode=FRIEND7',
    );
    await askForSignUpLink(user, 'friend@school.example');
    expect(api.requestsTo('i/signIn/clientOTL')[0]?.body).toMatchObject({
      signUp: { referralCode: 'FRIEND7' },
    });
  });

  it('ignores a referral code that breaks the §5 length rule', async () => {
    renderApp('/signup?referral_code=TOOLONGCODE', { baseUrl: api.origin });
    await screen.findByRole('textbox', { name: 'Email address' });
    expect(screen.queryByText('TOOLONGCODE')).not.toBeInTheDocument();
  });

  // §2 Navigation bar: on the sign-up page only sign-in shows.
  it('shows only the sign-in action in the header, keeping returnTo on the way', async () => {
    renderApp('/signup?returnTo=%2Faccount', { baseUrl: api.origin });
    const header = await screen.findByRole('navigation', { name: 'Account' });
    expect(header).toHaveTextContent('Sign in');
    expect(header).not.toHaveTextContent('Sign up free');
    const pageLink = within(screen.getByRole('main')).getByRole('link', { name: 'Sign in' });
    expect(pageLink).toHaveAttribute('href', '/login?returnTo=%2Faccount');
  });
});
