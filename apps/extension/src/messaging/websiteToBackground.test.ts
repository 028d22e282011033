// The background's answers to the website (§7), with the storage effects recorded in memory:
// the real chrome.storage only exists in the built extension (e2e/extension/handshake.spec.ts).
import { describe, expect, it } from 'vitest';
import type { ExtensionIdentity } from '@motes/shared';
import { websiteMatchPatterns } from '../websiteOrigins';
import {
  HOSTNAME_MISMATCH_ERROR,
  SENDER_NOT_ALLOWED_ERROR,
  UNKNOWN_MESSAGE_ERROR,
  answerWebsiteMessage,
  type WebsiteMessageEffects,
} from './websiteToBackground';

const SITE = 'http://127.0.0.1:41234';
const ada: ExtensionIdentity = {
  accessToken: 'token-ada',
  userId: 'user-ada',
  primaryEmailAddress: 'ada@school.example',
  displayName: 'Ada',
};

function extensionStorage() {
  const state: { identity?: ExtensionIdentity; signedInOrigin?: string; website?: string } = {};
  const effects: WebsiteMessageEffects = {
    version: '0.4.0',
    allowedPatterns: websiteMatchPatterns(undefined),
    saveIdentity: async (identity, origin) => {
      state.identity = identity;
      state.signedInOrigin = origin;
    },
    clearIdentity: async () => {
      delete state.identity;
      delete state.signedInOrigin;
    },
    signedInOrigin: async () => state.signedInOrigin,
    saveWebsiteOrigin: async (origin) => {
      state.website = origin;
    },
  };
  return { state, effects };
}

describe('messages from the website (§7)', () => {
  it('answers probe and get_version with the version (§4)', async () => {
    const { effects } = extensionStorage();
    await expect(answerWebsiteMessage({ type: 'probe' }, SITE, effects)).resolves.toEqual({
      ok: true,
      version: '0.4.0',
    });
    await expect(answerWebsiteMessage({ type: 'get_version' }, SITE, effects)).resolves.toEqual({
      ok: true,
      version: '0.4.0',
    });
  });

  it('stores the login (only the identity fields) and the website it came from', async () => {
    const { state, effects } = extensionStorage();
    await answerWebsiteMessage({ type: 'login', user: { ...ada, isPaid: true } }, SITE, effects);
    expect(state).toEqual({ identity: ada, signedInOrigin: SITE });
  });

  it('save-identity-data stores an identity, and null signs out a session from that website', async () => {
    const { state, effects } = extensionStorage();
    await answerWebsiteMessage({ type: 'save-identity-data', identity: ada }, SITE, effects);
    expect(state.identity).toEqual(ada);
    // Another allowed website cannot end this one's session.
    await answerWebsiteMessage(
      { type: 'save-identity-data', identity: null },
      'http://localhost:8080',
      effects,
    );
    expect(state.identity).toEqual(ada);
    await answerWebsiteMessage({ type: 'save-identity-data', identity: null }, SITE, effects);
    expect(state.identity).toBeUndefined();
  });

  it('logout clears the session its website signed in', async () => {
    const { state, effects } = extensionStorage();
    await answerWebsiteMessage({ type: 'login', user: ada }, SITE, effects);
    await answerWebsiteMessage({ type: 'logout' }, SITE, effects);
    expect(state.identity).toBeUndefined();
  });

  it("last_login_hostname keeps the sender's origin when the host name is the sender's", async () => {
    const { state, effects } = extensionStorage();
    await expect(
      answerWebsiteMessage({ type: 'last_login_hostname', hostname: 'evil.test' }, SITE, effects),
    ).resolves.toEqual({ ok: false, error: HOSTNAME_MISMATCH_ERROR });
    expect(state.website).toBeUndefined();
    await answerWebsiteMessage(
      { type: 'last_login_hostname', hostname: '127.0.0.1' },
      SITE,
      effects,
    );
    expect(state.website).toBe(SITE);
  });

  it('refuses senders outside externally_connectable and messages outside the contract', async () => {
    const { state, effects } = extensionStorage();
    await expect(
      answerWebsiteMessage({ type: 'login', user: ada }, 'https://evil.test', effects),
    ).resolves.toEqual({ ok: false, error: SENDER_NOT_ALLOWED_ERROR });
    await expect(answerWebsiteMessage({ type: 'probe' }, undefined, effects)).resolves.toEqual({
      ok: false,
      error: SENDER_NOT_ALLOWED_ERROR,
    });
    for (const message of [
      { type: 'install-malware' },
      { type: 'login', user: { accessToken: '' } },
      'probe',
      null,
    ]) {
      await expect(answerWebsiteMessage(message, SITE, effects)).resolves.toEqual({
        ok: false,
        error: UNKNOWN_MESSAGE_ERROR,
      });
    }
    expect(state.identity).toBeUndefined();
  });
});
