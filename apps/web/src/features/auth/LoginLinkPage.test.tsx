import { configure, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SIGN_IN_MESSAGES, USER_STORAGE_KEY } from '@motes/shared';
import {
  sendJson,
  startFakeIdentityApi,
  type FakeIdentityApi,
} from '../../testing/fakeIdentityApi';
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

/** Asks for a link the way another device would, and returns the link's secret. */
async function requestLinkFor(email: string, returnTo?: string): Promise<string> {
  await fetch(`${api.origin}/api/v1/i/signIn/clientOTL`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, returnTo }),
  });
  return api.linkToken(email);
}

describe('/login/link', { timeout: 20_000 }, () => {
  it('opens the link once, signs this browser in and offers to continue', async () => {
    const token = await requestLinkFor('ada@school.example', '/account');
    const { identity } = renderApp(`/login/link?token=${token}`, { baseUrl: api.origin });
    expect(
      await screen.findByRole('heading', { level: 1, name: "You're signed in" }),
    ).toBeVisible();
    expect(within(screen.getByRole('main')).getByText('ada@school.example')).toBeVisible();
    // A new account's first step is its details (§4), with the page it came for kept.
    expect(screen.getByRole('link', { name: 'Continue to Motes' })).toHaveAttribute(
      'href',
      '/complete-profile?returnTo=%2Faccount',
    );
    expect(api.requestsTo('i/signIn/clientOTL/open')).toHaveLength(1);
    expect(identity.storage.get(USER_STORAGE_KEY)).toMatchObject({
      primaryEmailAddress: 'ada@school.example',
    });
  });

  it.each([
    ['sign_in_link_used', 410, SIGN_IN_MESSAGES.linkUsed],
    ['sign_in_link_expired', 410, SIGN_IN_MESSAGES.linkExpired],
    ['sign_in_link_unknown', 404, SIGN_IN_MESSAGES.linkUnknown],
  ])('explains a link that answers %s', async (code, status, message) => {
    api.override('i/signIn/clientOTL/open', (_request, response) =>
      sendJson(response, status, { error: code, message: 'server text', requestId: 'r' }),
    );
    renderApp('/login/link?token=abc', { baseUrl: api.origin });
    expect(
      await screen.findByRole('heading', { level: 1, name: "This link didn't work" }),
    ).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('link', { name: 'Get a new sign-in link' })).toHaveAttribute(
      'href',
      '/login',
    );
  });

  it('says a link without its token is not valid, without calling the server', async () => {
    renderApp('/login/link', { baseUrl: api.origin });
    expect(await screen.findByRole('alert')).toHaveTextContent(SIGN_IN_MESSAGES.linkUnknown);
    expect(api.requestsTo('i/signIn/clientOTL/open')).toHaveLength(0);
  });
});
