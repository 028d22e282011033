// `GET z/outbox` (outside production only): the mail the server has stored, newest first.
// Developers and end-to-end tests read sign-in links from it instead of a mailbox.
import { z } from 'zod';

/** How many messages `GET z/outbox` returns without a `limit`, and at most. */
export const OUTBOX_DEFAULT_LIMIT = 50;
export const OUTBOX_MAX_LIMIT = 200;

/** `GET z/outbox?limit=` query. */
export const OutboxQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(OUTBOX_MAX_LIMIT).default(OUTBOX_DEFAULT_LIMIT),
});

export const OutboxMessageSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  /** 'stored' (no SMTP), 'queued', 'sent' or 'failed'. */
  status: z.enum(['stored', 'queued', 'sent', 'failed']),
  error: z.string().nullable(),
  createdAt: z.iso.datetime(),
  sentAt: z.iso.datetime().nullable(),
  /** Every http(s) address in the text body, in order (a sign-in link is the first). */
  links: z.array(z.string()),
});
export type OutboxMessage = z.infer<typeof OutboxMessageSchema>;

export const OutboxResponseSchema = z.object({ messages: z.array(OutboxMessageSchema) });
export type OutboxResponse = z.infer<typeof OutboxResponseSchema>;
