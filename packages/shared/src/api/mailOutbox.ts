// `GET z/outbox` (outside production only): the mail the server has stored, newest first.
// Developers and end-to-end tests read sign-in links from it instead of a mailbox.
import * as z from 'zod/mini';

/** How many messages `GET z/outbox` returns without a `limit`, and at most. */
export const OUTBOX_DEFAULT_LIMIT = 50;
export const OUTBOX_MAX_LIMIT = 200;

/** `GET z/outbox?limit=` query. */
export const OutboxQuerySchema = z.object({
  limit: z._default(
    z.coerce.number().check(z.int(), z.gte(1), z.lte(OUTBOX_MAX_LIMIT)),
    OUTBOX_DEFAULT_LIMIT,
  ),
});

export const OutboxMessageSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.nullable(z.string()),
  /** 'stored' (no SMTP), 'queued', 'sent' or 'failed'. */
  status: z.enum(['stored', 'queued', 'sent', 'failed']),
  error: z.nullable(z.string()),
  createdAt: z.iso.datetime(),
  sentAt: z.nullable(z.iso.datetime()),
  /** Every http(s) address in the text body, in order (a sign-in link is the first). */
  links: z.array(z.string()),
});
export type OutboxMessage = z.infer<typeof OutboxMessageSchema>;

export const OutboxResponseSchema = z.object({ messages: z.array(OutboxMessageSchema) });
export type OutboxResponse = z.infer<typeof OutboxResponseSchema>;
