// Test helpers for the one-time-link tests: ask for a link, read it from the outbox as a
// developer or an e2e test would (GET z/outbox), open it, poll. Used by *.test.ts only.
import {
  OtlOpenResponseSchema,
  OtlPollResponseSchema,
  OtlRequestResponseSchema,
  OutboxResponseSchema,
  SIGN_IN_LINK_PAGE_PATH,
  SIGN_IN_LINK_TOKEN_PARAM,
  type OtlRequestInput,
} from '@motes/shared';
import type { ApiClient } from '../../../test/factories.js';

/** `POST v1/i/signIn/clientOTL`, expecting success. */
export async function requestLink(client: ApiClient, body: OtlRequestInput) {
  const response = await client.post('v1/i/signIn/clientOTL', body);
  if (response.status !== 200) {
    throw new Error(`link request failed: ${response.status} ${await response.text()}`);
  }
  return OtlRequestResponseSchema.parse(await response.json());
}

/** The newest sign-in link mailed to `email`, read from `GET z/outbox`. */
export async function latestLinkFor(serverUrl: string, email: string) {
  const response = await fetch(`${serverUrl}/api/z/outbox?limit=200`);
  const { messages } = OutboxResponseSchema.parse(await response.json());
  const message = messages.find((candidate) => candidate.to === email);
  const href = message?.links.find((link) => link.includes(SIGN_IN_LINK_PAGE_PATH));
  if (!message || !href) throw new Error(`no sign-in link was mailed to ${email}`);
  const url = new URL(href);
  return { message, url, token: url.searchParams.get(SIGN_IN_LINK_TOKEN_PARAM) ?? '' };
}

/** `POST i/signIn/clientOTL/open` as the link's page would call it. */
export function openLink(client: ApiClient, token: string) {
  return client.post('i/signIn/clientOTL/open', { token });
}

/** The same from a browser that sends no §7 headers (no device id: no login for it). */
export function openLinkWithoutDevice(serverUrl: string, token: string) {
  return fetch(`${serverUrl}/api/v1/i/signIn/clientOTL/open`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token }),
  });
}

export async function openLinkOk(client: ApiClient, token: string) {
  const response = await openLink(client, token);
  if (response.status !== 200) {
    throw new Error(`open failed: ${response.status} ${await response.text()}`);
  }
  return OtlOpenResponseSchema.parse(await response.json());
}

/** `POST i/signIn/clientOTL/poll` once. */
export function poll(client: ApiClient, pollToken: string) {
  return client.post('i/signIn/clientOTL/poll', { pollToken });
}

export async function pollOk(client: ApiClient, pollToken: string) {
  const response = await poll(client, pollToken);
  if (response.status !== 200) {
    throw new Error(`poll failed: ${response.status} ${await response.text()}`);
  }
  return OtlPollResponseSchema.parse(await response.json());
}
