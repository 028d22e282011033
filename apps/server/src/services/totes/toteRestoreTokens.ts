import { createHmac, timingSafeEqual } from 'node:crypto';
import { TOTE_RESTORE_WINDOW_MS, ToteIdSchema } from '@motes/shared';
import type { Db } from '../../db/database.js';
import { loadSigningKey } from '../motes/moteAudioLinks.js';
import type { ToteRow } from './toteViews.js';

/** The `signing_secrets` row of these tokens (also the label a configured secret is derived with). */
export const TOTE_RESTORE_PURPOSE = 'tote-restore';

/** What a restore token carries: enough to put the tote back as it was, under its own id. */
export interface DeletedTote {
  id: string;
  title: string;
  moteIds: string[];
  createdAt: Date;
}

/**
 * Undo of a tote's delete without keeping the deleted row (issue 6 item 9: delete with undo, as
 * the library's motes). A tote is deleted at once (its link stops working); the delete answers a
 * token — the tote's id, title, motes and creation time, signed with HMAC-SHA256 together with
 * the owner's key and an expiry — which `POST t/totes/{id}/restore` turns back into the same
 * tote. Only the same owner, only within {@link TOTE_RESTORE_WINDOW_MS}, only for that id: a
 * token changed in any byte, or offered by anyone else, is refused like a missing tote.
 */
export class ToteRestoreTokens {
  constructor(
    private readonly key: Buffer,
    private readonly now: () => number = Date.now,
  ) {}

  /** The token that restores `row` for its owner. */
  issue(row: ToteRow): string {
    const payload = Buffer.from(
      JSON.stringify({
        id: row.id,
        title: row.title,
        moteIds: row.moteIds,
        createdAt: row.createdAt.toISOString(),
        expires: this.now() + TOTE_RESTORE_WINDOW_MS,
      }),
    ).toString('base64url');
    return `${payload}.${this.sign(payload, row.ownerKey)}`;
  }

  /** The deleted tote `token` restores for `ownerKey`, or undefined (tampered, another's, late). */
  verify(token: string, ownerKey: string, id: string): DeletedTote | undefined {
    const [payload = '', signature = '', extra] = token.split('.');
    if (extra !== undefined) return undefined;
    const expected = Buffer.from(this.sign(payload, ownerKey));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
    const fields = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
      id: string;
      title: string;
      moteIds: string[];
      createdAt: string;
      expires: number;
    };
    if (fields.id !== id || !ToteIdSchema.safeParse(id).success) return undefined;
    if (!(fields.expires > this.now())) return undefined;
    return {
      id: fields.id,
      title: fields.title,
      moteIds: fields.moteIds,
      createdAt: new Date(fields.createdAt),
    };
  }

  private sign(payload: string, ownerKey: string): string {
    // The owner's key is signed but never sent: the token tells nobody whose tote it was.
    return createHmac('sha256', this.key).update(`${payload}.${ownerKey}`).digest('base64url');
  }
}

/** {@link ToteRestoreTokens} for a server: the key is read on first need and kept. */
export function toteRestoreTokensOf(
  db: Db,
  configuredSecret: string | undefined,
  now?: () => number,
): () => Promise<ToteRestoreTokens> {
  let loading: Promise<ToteRestoreTokens> | undefined;
  return () => {
    loading ??= loadSigningKey(db, configuredSecret, TOTE_RESTORE_PURPOSE).then(
      (key) => new ToteRestoreTokens(key, now),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
}
