import { asc, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { moteAudioPath } from '@motes/shared';
import type { UserRow } from '../auth/sessionStore.js';
import type { Db } from '../db/database.js';
import {
  analyticsEvents,
  highlights,
  mailOutbox,
  motes,
  predictionWords,
  sessions,
  totes,
  userIdentities,
  vocabularyWords,
} from '../db/schema/index.js';
import { readStoredSettings, toSettings } from './userSettings.js';

/** Bumped when the export's shape changes, so a reader can tell versions apart. */
export const ACCOUNT_EXPORT_FORMAT = 1;

/** One table of the export: which of the user's rows, which columns, in which order. */
interface ExportedTable<T extends PgTable = PgTable, K extends string = string> {
  table: T;
  columns: readonly K[];
  owner(user: UserRow): SQL;
  orderBy: readonly K[];
}

function exported<T extends PgTable, K extends keyof T['$inferSelect'] & keyof T & string>(
  table: T,
  columns: readonly K[],
  owner: (user: UserRow) => SQL,
  orderBy: readonly NoInfer<K>[] = [],
): ExportedTable<T, K> {
  return { table, columns, owner, orderBy };
}

type RowsOf<E> =
  E extends ExportedTable<infer T, infer K>
    ? Pick<T['$inferSelect'], K & keyof T['$inferSelect']>[]
    : never;

/** The tables the export reads, each the user's rows with the columns listed (no secrets). */
const EXPORTED_TABLES = {
  identities: exported(
    userIdentities,
    ['provider', 'subject', 'email', 'createdAt', 'lastUsedAt'],
    (user) => eq(userIdentities.userId, user.id),
  ),
  sessions: exported(
    sessions,
    [
      'id',
      'deviceId',
      'clientType',
      'userAgent',
      'method',
      'createdAt',
      'lastUsedAt',
      'expiresAt',
      'revokedAt',
    ],
    (user) => eq(sessions.userId, user.id),
    ['createdAt'],
  ),
  analyticsEvents: exported(
    analyticsEvents,
    ['id', 'kind', 'name', 'ip', 'payload', 'createdAt'],
    (user) => eq(analyticsEvents.userId, user.id),
    ['createdAt'],
  ),
  mail: exported(
    mailOutbox,
    ['subject', 'status', 'createdAt', 'sentAt'],
    (user) => eq(mailOutbox.to, user.primaryEmail),
    ['createdAt'],
  ),
  predictionWords: exported(
    predictionWords,
    ['language', 'previousWord', 'word', 'count', 'lastUsedAt'],
    (user) => eq(predictionWords.userId, user.id),
    ['language', 'word'],
  ),
  motes: exported(
    motes,
    [
      'id',
      'kind',
      'title',
      'language',
      'durationMs',
      'contentType',
      'transcriptStatus',
      'transcriptText',
      'visibility',
      'allowDownload',
      'plays',
      'heard',
      'createdAt',
      'deletedAt',
    ],
    (user) => eq(motes.userId, user.id),
    ['createdAt'],
  ),
  totes: exported(
    totes,
    ['id', 'title', 'moteIds', 'createdAt', 'updatedAt'],
    (user) => eq(totes.userId, user.id),
    ['createdAt'],
  ),
  highlights: exported(
    highlights,
    [
      'id',
      'pageUrl',
      'pageTitle',
      'colour',
      'exact',
      'prefix',
      'suffix',
      'note',
      'createdAt',
      'updatedAt',
    ],
    (user) => eq(highlights.userId, user.id),
    ['createdAt'],
  ),
  vocabulary: exported(
    vocabularyWords,
    ['word', 'pageUrl', 'createdAt'],
    (user) => eq(vocabularyWords.userId, user.id),
    ['createdAt'],
  ),
};

/** One exported table's rows for the user: its columns in the listed order, sorted as listed. */
async function readExportedTable(
  db: Db,
  user: UserRow,
  { table, columns, owner, orderBy }: ExportedTable,
): Promise<unknown[]> {
  const column = (name: string) => (table as unknown as Record<string, PgColumn>)[name]!;
  const fields = Object.fromEntries(columns.map((name) => [name, column(name)]));
  const query = db.select(fields).from(table).where(owner(user)).$dynamic();
  return orderBy.length > 0 ? query.orderBy(...orderBy.map((name) => asc(column(name)))) : query;
}

/**
 * Everything we hold about one user, as one JSON document ("download my data"). Secrets are
 * left out: token hashes of sessions, and the bodies of sent mail (they held sign-in links).
 */
export async function exportAccount(db: Db, user: UserRow) {
  const names = Object.keys(EXPORTED_TABLES) as (keyof typeof EXPORTED_TABLES)[];
  const read = await Promise.all(
    names.map((name) => readExportedTable(db, user, EXPORTED_TABLES[name])),
  );
  const rows = Object.fromEntries(names.map((name, index) => [name, read[index]])) as {
    [N in keyof typeof EXPORTED_TABLES]: RowsOf<(typeof EXPORTED_TABLES)[N]>;
  };
  // Settings are exported with defaults filled in, below, rather than in their stored form.
  const { settings: _storedSettings, goals, ...account } = user;
  return {
    format: ACCOUNT_EXPORT_FORMAT,
    exportedAt: new Date().toISOString(),
    account,
    settings: toSettings(readStoredSettings(user.settings)),
    goals,
    identities: rows.identities,
    sessions: rows.sessions,
    analyticsEvents: rows.analyticsEvents,
    mail: rows.mail,
    /** Words text prediction learnt from the user (previousWord '' = at a sentence start). */
    predictionWords: rows.predictionWords,
    /** The user's motes; each one's audio is at `/api/m/motes/{id}/audio?download=1`. */
    motes: rows.motes.map((mote) => ({
      ...mote,
      audioPath: moteAudioPath(mote.id),
    })),
    /** The user's totes: named collections of their motes (`moteIds` in playing order). */
    totes: rows.totes,
    /** The Highlighter's highlights (issue 7): the quoted text with its context, per page. */
    highlights: rows.highlights,
    /** The vocabulary list (words from blue highlights, and words the user added). */
    vocabulary: rows.vocabulary,
  };
}
