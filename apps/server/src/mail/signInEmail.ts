import { SIGN_IN_LINK_LIFETIME_MS } from '@motes/shared';
import { escapeHtml } from './html.js';
import type { MailMessage } from './mailMessage.js';

/**
 * The product's display name in mail. The same string as @motes/ui's BRAND_NAME, which the
 * server may not import (lint: no UI in the server).
 */
export const MAIL_PRODUCT_NAME = 'Motes';

export interface SignInEmailInput {
  to: string;
  link: string;
  expiresAt: Date;
}

/**
 * The sign-in email. The same for a new and an existing account, so the request answer and
 * the mail together never tell anyone more than the mailbox owner already knows.
 */
export function signInEmail({ to, link, expiresAt }: SignInEmailInput): MailMessage {
  const product = MAIL_PRODUCT_NAME;
  const minutes = Math.round(SIGN_IN_LINK_LIFETIME_MS / 60_000);
  const until = `${expiresAt.toISOString().slice(11, 16)} UTC`;
  const subject = `Your ${product} sign-in link`;
  const expiry = `The link works once and expires in ${minutes} minutes (at ${until}).`;
  const ignore =
    "If you didn't ask for this, ignore this email. Nobody can sign in without the link.";

  const text = [
    `Sign in to ${product}`,
    '',
    `Open this link to sign in to ${product} as ${to}:`,
    '',
    link,
    '',
    expiry,
    '',
    ignore,
    '',
    `— ${product}`,
  ].join('\n');

  // Simple markup that mail clients and screen readers handle: one heading, paragraphs, a
  // link with a visible label and the full address below it for clients that block buttons.
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#ffffff;color:#1f1f29;font-family:Inter,Arial,sans-serif;font-size:16px;line-height:1.5">
<main style="max-width:480px;margin:0 auto">
<h1 style="font-size:22px;margin:0 0 16px">Sign in to ${escapeHtml(product)}</h1>
<p>Open this link to sign in to ${escapeHtml(product)} as <strong>${escapeHtml(to)}</strong>:</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:12px 20px;background:#6d28d9;color:#ffffff;border-radius:8px;text-decoration:none;font-weight:600">Sign in to ${escapeHtml(product)}</a></p>
<p style="font-size:14px;word-break:break-all">Or copy this address into your browser:<br><a href="${escapeHtml(link)}" style="color:#5b21b6">${escapeHtml(link)}</a></p>
<p>${escapeHtml(expiry)}</p>
<p>${escapeHtml(ignore)}</p>
</main>
</body>
</html>`;

  return { to, subject, text, html };
}
