/** A message to send: plain text always (every client shows it), HTML optionally. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string | undefined;
}
