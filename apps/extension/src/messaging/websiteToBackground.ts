// Messages the website sends to the background worker through `runtime.sendMessage(id, …)`
// and the answers it gets back (§7 "Messages to the extension" and the broadcasts). The
// contract (schemas, types) is in @motes/shared; this is the background's side of it. Named
// by direction, as the other message families are (ExtensionPageToBackground, ...).
import {
  EXTENSION_MESSAGE_TYPES,
  WebsiteToExtensionMessageSchema,
  type ExtensionAnswer,
  type ExtensionIdentity,
} from '@motes/shared';
import { isWebsiteOrigin } from '../websiteOrigins';

export const UNKNOWN_MESSAGE_ERROR = 'Unknown message';
export const SENDER_NOT_ALLOWED_ERROR = 'This page may not message the extension';
export const HOSTNAME_MISMATCH_ERROR = "The host name is not the sender's";

/** What the background does with the website's messages; storage in the extension. */
export interface WebsiteMessageEffects {
  version: string;
  /** Pages allowed to message the extension (the manifest's externally_connectable). */
  allowedPatterns: readonly string[];
  saveIdentity(identity: ExtensionIdentity, websiteOrigin: string): Promise<void>;
  clearIdentity(): Promise<void>;
  /** The website that signed the stored identity in, if any. */
  signedInOrigin(): Promise<string | undefined>;
  saveWebsiteOrigin(origin: string): Promise<void>;
}

/**
 * Answers one message from a web page whose origin Chromium reports as `senderOrigin`. Only
 * allowed origins are heard, and only messages the shared schema accepts. A website can sign
 * the extension out only of a session it signed in itself.
 */
export async function answerWebsiteMessage(
  message: unknown,
  senderOrigin: string | undefined,
  effects: WebsiteMessageEffects,
): Promise<ExtensionAnswer> {
  if (!senderOrigin || !isWebsiteOrigin(senderOrigin, effects.allowedPatterns)) {
    return { ok: false, error: SENDER_NOT_ALLOWED_ERROR };
  }
  const parsed = WebsiteToExtensionMessageSchema.safeParse(message);
  if (!parsed.success) return { ok: false, error: UNKNOWN_MESSAGE_ERROR };
  const ok: ExtensionAnswer = { ok: true, version: effects.version };
  const signOutIfOurs = async () => {
    if ((await effects.signedInOrigin()) === senderOrigin) await effects.clearIdentity();
  };
  const request = parsed.data;
  switch (request.type) {
    case EXTENSION_MESSAGE_TYPES.probe:
    case EXTENSION_MESSAGE_TYPES.getVersion:
      return ok;
    case EXTENSION_MESSAGE_TYPES.saveIdentityData:
      if (request.identity) await effects.saveIdentity(request.identity, senderOrigin);
      else await signOutIfOurs();
      return ok;
    case EXTENSION_MESSAGE_TYPES.login:
      await effects.saveIdentity(request.user, senderOrigin);
      return ok;
    case EXTENSION_MESSAGE_TYPES.lastLoginHostname:
      if (request.hostname !== new URL(senderOrigin).hostname) {
        return { ok: false, error: HOSTNAME_MISMATCH_ERROR };
      }
      await effects.saveWebsiteOrigin(senderOrigin);
      return ok;
    case EXTENSION_MESSAGE_TYPES.logout:
      await signOutIfOurs();
      return ok;
  }
}
