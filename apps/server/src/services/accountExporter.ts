import { asc, eq } from 'drizzle-orm';
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

/**
 * Everything we hold about one user, as one JSON document ("download my data"). Secrets are
 * left out: token hashes of sessions, and the bodies of sent mail (they held sign-in links).
 */
export async function exportAccount(db: Db, user: UserRow) {
  const [identities, sessionRows, events, mail, words, moteRows, toteRows] = await Promise.all([
    db
      .select({
        provider: userIdentities.provider,
        subject: userIdentities.subject,
        email: userIdentities.email,
        createdAt: userIdentities.createdAt,
        lastUsedAt: userIdentities.lastUsedAt,
      })
      .from(userIdentities)
      .where(eq(userIdentities.userId, user.id)),
    db
      .select({
        id: sessions.id,
        deviceId: sessions.deviceId,
        clientType: sessions.clientType,
        userAgent: sessions.userAgent,
        method: sessions.method,
        createdAt: sessions.createdAt,
        lastUsedAt: sessions.lastUsedAt,
        expiresAt: sessions.expiresAt,
        revokedAt: sessions.revokedAt,
      })
      .from(sessions)
      .where(eq(sessions.userId, user.id))
      .orderBy(asc(sessions.createdAt)),
    db
      .select({
        id: analyticsEvents.id,
        kind: analyticsEvents.kind,
        name: analyticsEvents.name,
        ip: analyticsEvents.ip,
        payload: analyticsEvents.payload,
        createdAt: analyticsEvents.createdAt,
      })
      .from(analyticsEvents)
      .where(eq(analyticsEvents.userId, user.id))
      .orderBy(asc(analyticsEvents.createdAt)),
    db
      .select({
        subject: mailOutbox.subject,
        status: mailOutbox.status,
        createdAt: mailOutbox.createdAt,
        sentAt: mailOutbox.sentAt,
      })
      .from(mailOutbox)
      .where(eq(mailOutbox.to, user.primaryEmail))
      .orderBy(asc(mailOutbox.createdAt)),
    db
      .select({
        language: predictionWords.language,
        previousWord: predictionWords.previousWord,
        word: predictionWords.word,
        count: predictionWords.count,
        lastUsedAt: predictionWords.lastUsedAt,
      })
      .from(predictionWords)
      .where(eq(predictionWords.userId, user.id))
      .orderBy(asc(predictionWords.language), asc(predictionWords.word)),
    db
      .select({
        id: motes.id,
        kind: motes.kind,
        title: motes.title,
        language: motes.language,
        durationMs: motes.durationMs,
        contentType: motes.contentType,
        transcriptStatus: motes.transcriptStatus,
        transcriptText: motes.transcriptText,
        visibility: motes.visibility,
        allowDownload: motes.allowDownload,
        plays: motes.plays,
        heard: motes.heard,
        createdAt: motes.createdAt,
        deletedAt: motes.deletedAt,
      })
      .from(motes)
      .where(eq(motes.userId, user.id))
      .orderBy(asc(motes.createdAt)),
    db
      .select({
        id: totes.id,
        title: totes.title,
        moteIds: totes.moteIds,
        createdAt: totes.createdAt,
        updatedAt: totes.updatedAt,
      })
      .from(totes)
      .where(eq(totes.userId, user.id))
      .orderBy(asc(totes.createdAt)),
  ]);
  const [marks, vocabulary] = await Promise.all([
    db
      .select({
        id: highlights.id,
        pageUrl: highlights.pageUrl,
        pageTitle: highlights.pageTitle,
        colour: highlights.colour,
        exact: highlights.exact,
        prefix: highlights.prefix,
        suffix: highlights.suffix,
        note: highlights.note,
        createdAt: highlights.createdAt,
        updatedAt: highlights.updatedAt,
      })
      .from(highlights)
      .where(eq(highlights.userId, user.id))
      .orderBy(asc(highlights.createdAt)),
    db
      .select({
        word: vocabularyWords.word,
        pageUrl: vocabularyWords.pageUrl,
        createdAt: vocabularyWords.createdAt,
      })
      .from(vocabularyWords)
      .where(eq(vocabularyWords.userId, user.id))
      .orderBy(asc(vocabularyWords.createdAt)),
  ]);
  // Settings are exported with defaults filled in, below, rather than in their stored form.
  const { settings: _storedSettings, goals, ...account } = user;
  return {
    format: ACCOUNT_EXPORT_FORMAT,
    exportedAt: new Date().toISOString(),
    account,
    settings: toSettings(readStoredSettings(user.settings)),
    goals,
    identities,
    sessions: sessionRows,
    analyticsEvents: events,
    mail,
    /** Words text prediction learnt from the user (previousWord '' = at a sentence start). */
    predictionWords: words,
    /** The user's motes; each one's audio is at `/api/m/motes/{id}/audio?download=1`. */
    motes: moteRows.map((mote) => ({
      ...mote,
      audioPath: moteAudioPath(mote.id),
    })),
    /** The user's totes: named collections of their motes (`moteIds` in playing order). */
    totes: toteRows,
    /** The Highlighter's highlights (issue 7): the quoted text with its context, per page. */
    highlights: marks,
    /** The vocabulary list (words from blue highlights, and words the user added). */
    vocabulary,
  };
}
