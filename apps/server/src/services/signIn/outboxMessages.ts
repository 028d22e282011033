import type { OutboxMessage } from '@motes/shared';
import type { OutboxRow } from '../../mail/outbox.js';

const LINK_PATTERN = /https?:\/\/[^\s<>"']+/g;

/** Every http(s) address in a text, in order. */
export function linksIn(text: string): string[] {
  return text.match(LINK_PATTERN) ?? [];
}

/** An outbox row as the `GET z/outbox` contract describes it. */
export function toOutboxMessage(row: OutboxRow): OutboxMessage {
  return {
    id: row.id,
    to: row.to,
    subject: row.subject,
    text: row.text,
    html: row.html,
    status: row.status as OutboxMessage['status'],
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    links: linksIn(row.text),
  };
}
