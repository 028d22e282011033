import { createHash, randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import {
  DEFAULT_MOTE_VISIBILITY,
  FREE_MOTES_EXHAUSTED_ERROR,
  freeMotesExhaustedMessage,
  IDEMPOTENCY_KEY_REUSED_ERROR,
  IDEMPOTENCY_KEY_REUSED_MESSAGE,
  MOTE_EMPTY_AUDIO_ERROR,
  MOTE_EMPTY_AUDIO_MESSAGE,
  MOTE_TOO_LONG_ERROR,
  MOTE_UNREADABLE_AUDIO_ERROR,
  MOTE_UNREADABLE_AUDIO_MESSAGE,
  MOTE_UNSUPPORTED_AUDIO_ERROR,
  MOTE_UNSUPPORTED_AUDIO_MESSAGE,
  moteTitleFromText,
  moteTooLongMessage,
  RECORDING_DURATION_TOLERANCE_SECONDS,
  UPGRADE_PATH,
  UPLOAD_INCOMPLETE_ERROR,
  UPLOAD_INCOMPLETE_MESSAGE,
  type FreeMotesExhaustedDetails,
  type MoteCreateInput,
  type MoteTooLongDetails,
  type MoteWord,
  type TranscriptStatus,
} from '@motes/shared';
import type { Actor } from '../../authorisation/actor.js';
import { authorise } from '../../authorisation/authorise.js';
import type { BlobStore } from '../../blobs/blobStore.js';
import type { Db } from '../../db/database.js';
import { motes, users } from '../../db/schema/index.js';
import type { SpeechToTextEngine } from '../../engines/speechToText/index.js';
import type { TextToSpeechEngine } from '../../engines/textToSpeech/index.js';
import type { DomainError } from '../../domain/errors.js';
import {
  ConflictError,
  QuotaExceededError,
  UnprocessableError,
  UnsupportedMediaError,
} from '../../domain/errors.js';
import { AudioAnalysisError, analyseAudio } from '../audio/audioAnalyser.js';
import { countedFreeMotes, planOf } from '../identityStatusBuilder.js';
import { DEFAULT_FREE_MOTE_POLICY, takeFreeMote, type FreeMotePolicy } from './freeMotes.js';
import { limitsOf, type MoteOwner } from './moteOwners.js';
import { speakMoteText } from './moteSpeech.js';
import { enqueueMoteTranscript, initialTranscriptStatus } from './moteTranscripts.js';
import type { MoteRow } from './moteViews.js';
import type { UploadPreparer } from '../uploadPreparer.js';
import { findUpload, markUploadUsed } from '../uploadStore.js';
import { readStoredSettings } from '../userSettings.js';

export interface MoteCreatorDeps {
  db: Db;
  blobs: BlobStore;
  preparer: UploadPreparer;
  speechToText: SpeechToTextEngine;
  textToSpeech: TextToSpeechEngine;
  freeMotePolicy?: FreeMotePolicy;
  now?: () => Date;
}

/** Mote ids: 128 random bits, base64url (22 characters) — unguessable share links. */
export function newMoteId(): string {
  return randomBytes(16).toString('base64url');
}

export interface CreatedMote {
  row: MoteRow;
  /** False when the idempotency key had already made this mote (a retry). */
  created: boolean;
}

/**
 * Makes motes (issue 6 items 3–5). `POST m/motes` is retried by the §7 client: the caller's
 * Idempotency-Key is unique per owner in the database, so a retry — on this instance or
 * another, during or after the first attempt — gets the mote the first one made, never a
 * second. Retries on one instance wait for the first attempt's work instead of redoing it.
 */
export class MoteCreator {
  private readonly inFlight = new Map<string, Promise<CreatedMote>>();

  constructor(private readonly deps: MoteCreatorDeps) {}

  /**
   * Makes `actor`'s mote (the signed-in user's, else the anonymous device's). An upload it is
   * made of must be one the upload policy lets the actor use: another's answers as a missing one.
   */
  create(
    actor: Actor,
    input: MoteCreateInput,
    idempotencyKey: string,
    defaultLanguage: string,
  ): Promise<CreatedMote> {
    // The route passed this gate already; here it names the owner of the new mote.
    const owner: MoteOwner = authorise(actor, 'mote.create');
    const flightKey = `${owner.key}\n${idempotencyKey}`;
    const running = this.inFlight.get(flightKey);
    // A retry while the first attempt still works: its mote, as a replay (200).
    if (running) return running.then(({ row }) => ({ row, created: false }));
    const work = this.createOnce(actor, owner, input, idempotencyKey, defaultLanguage).finally(() =>
      this.inFlight.delete(flightKey),
    );
    this.inFlight.set(flightKey, work);
    return work;
  }

  private async createOnce(
    actor: Actor,
    owner: MoteOwner,
    input: MoteCreateInput,
    idempotencyKey: string,
    defaultLanguage: string,
  ): Promise<CreatedMote> {
    const requestHash = hashRequest(input);
    const existing = await this.findByKey(owner.key, idempotencyKey);
    if (existing) return this.replay(existing, requestHash);
    const now = this.now();
    this.checkQuota(owner, now);
    const made =
      input.kind === 'generated'
        ? await this.fromText(owner, input, now)
        : await this.fromUpload(actor, owner, input, input.language ?? defaultLanguage, now);
    return this.store(owner, made, { idempotencyKey, requestHash }, now);
  }

  private async fromUpload(
    actor: Actor,
    owner: MoteOwner,
    input: Extract<MoteCreateInput, { kind: 'recording' | 'upload' }>,
    language: string,
    now: Date,
  ): Promise<NewMote> {
    // The upload policy decides whose upload this is (its 404 for another's, as for a missing one).
    const upload = authorise(actor, 'upload.use', await findUpload(this.deps.db, input.uploadId));
    if (upload.status === 'used') {
      throw new ConflictError('upload_used', 'A mote was already made from this upload.');
    }
    if (upload.status !== 'complete') {
      throw new ConflictError(UPLOAD_INCOMPLETE_ERROR, UPLOAD_INCOMPLETE_MESSAGE, {
        offset: upload.receivedBytes,
        length: upload.length,
      });
    }
    const { analysis, sizeBytes } = await this.deps.preparer
      .prepare(upload.id)
      .catch((error: unknown) => {
        // Longer than any plan allows: worded for this owner's plan.
        if (error instanceof AudioAnalysisError && error.reason === 'too_long') {
          this.checkDuration(owner, Math.round((error.seconds ?? Infinity) * 1000), now);
        }
        throw audioError(error);
      });
    this.checkDuration(owner, analysis.durationMs, now);
    return {
      kind: input.kind,
      title: input.title?.trim() ?? '',
      language,
      durationMs: analysis.durationMs,
      sizeBytes,
      contentType: analysis.audio.contentType,
      blobKey: upload.blobKey ?? `audio/${upload.id}`,
      waveform: analysis.waveform,
      transcript: {
        status: initialTranscriptStatus(transcriptOwnerOf(owner), language, this.deps.speechToText),
        text: '',
        words: [],
      },
      uploadId: upload.id,
    };
  }

  /** Item 3: the text spoken by the text-to-speech engine (moteSpeech.ts), with word timings. */
  private async fromText(
    owner: MoteOwner,
    input: Extract<MoteCreateInput, { kind: 'generated' }>,
    now: Date,
  ): Promise<NewMote> {
    const settings = owner.kind === 'user' ? readStoredSettings(owner.user.settings) : {};
    const spoken = await speakMoteText(this.deps.textToSpeech, input, {
      voice: settings.voiceMappings?.[input.language],
      speed: settings.voiceSpeed,
    });
    this.checkDuration(owner, spoken.durationMs, now);
    const analysis = await analyseAudio(spoken.mp3, {
      maxSeconds: Number.MAX_SAFE_INTEGER,
    }).catch((error: unknown) => {
      throw audioError(error);
    });
    const moteId = newMoteId();
    const blobKey = `audio/generated-${moteId}`;
    await this.deps.blobs.put(blobKey, spoken.mp3, { contentType: 'audio/mpeg' });
    return {
      id: moteId,
      kind: 'generated',
      title: input.title?.trim() || moteTitleFromText(input.text),
      language: input.language,
      durationMs: analysis.durationMs,
      sizeBytes: spoken.mp3.length,
      contentType: 'audio/mpeg',
      blobKey,
      waveform: analysis.waveform,
      transcript: { status: 'done', text: input.text, words: spoken.words },
      uploadId: null,
    };
  }

  /** One transaction: the free mote, the mote, the upload marked used, the first-mote goal. */
  private async store(
    owner: MoteOwner,
    made: NewMote,
    key: { idempotencyKey: string; requestHash: string },
    now: Date,
  ): Promise<CreatedMote> {
    const policy = this.deps.freeMotePolicy ?? DEFAULT_FREE_MOTE_POLICY;
    const id = made.id ?? newMoteId();
    let row: MoteRow | undefined;
    try {
      row = await this.deps.db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(motes)
          .values({
            id,
            ownerKey: owner.key,
            userId: owner.kind === 'user' ? owner.user.id : null,
            deviceId: owner.deviceId,
            kind: made.kind,
            title: made.title,
            language: made.language,
            durationMs: made.durationMs,
            sizeBytes: made.sizeBytes,
            contentType: made.contentType,
            blobKey: made.blobKey,
            waveform: made.waveform,
            transcriptStatus: made.transcript.status,
            transcriptText: made.transcript.text,
            transcriptWords: made.transcript.words,
            visibility: DEFAULT_MOTE_VISIBILITY,
            idempotencyKey: key.idempotencyKey,
            requestHash: key.requestHash,
            uploadId: made.uploadId,
          })
          .onConflictDoNothing({ target: [motes.ownerKey, motes.idempotencyKey] })
          .returning();
        // Another attempt with the same key won the race: nothing of this one is kept.
        if (!inserted) throw new LostRace();
        if (owner.kind === 'user') {
          if (planOf(owner.user, now).applyFreeMoteRationing) {
            const taken = await takeFreeMote(tx, owner.user.id, now, policy);
            if (!taken.taken) throw exhausted(owner, now, policy);
          }
          // §3 goals: the first mote completes makeFirstMote.
          await tx
            .update(users)
            .set({ goals: sql`${users.goals} || '{"makeFirstMote":"completed"}'::jsonb` })
            .where(eq(users.id, owner.user.id));
        }
        if (made.uploadId) {
          const used = await markUploadUsed(tx, made.uploadId, id);
          if (used.length === 0) {
            throw new ConflictError('upload_used', 'A mote was already made from this upload.');
          }
        }
        return inserted;
      });
    } catch (error) {
      if (made.kind === 'generated') await this.deps.blobs.delete(made.blobKey);
      if (!(error instanceof LostRace)) throw error;
      const winner = await this.findByKey(owner.key, key.idempotencyKey);
      if (!winner) throw error;
      return this.replay(winner, key.requestHash);
    }
    if (made.uploadId) this.deps.preparer.forget(made.uploadId);
    if (row.transcriptStatus === 'pending') {
      await enqueueMoteTranscript(this.deps.db, row.id, row.language);
    }
    return { row, created: true };
  }

  /** §3 exhausted rule, checked before any work; enforced again atomically in {@link store}. */
  private checkQuota(owner: MoteOwner, now: Date): void {
    if (owner.kind !== 'user' || !planOf(owner.user, now).applyFreeMoteRationing) return;
    const policy = this.deps.freeMotePolicy ?? DEFAULT_FREE_MOTE_POLICY;
    const { freeMotes } = countedFreeMotes(owner.user, now, policy);
    if (freeMotes.usedFreeMotes >= freeMotes.totalFreeMotes) throw exhausted(owner, now, policy);
  }

  private checkDuration(owner: MoteOwner, durationMs: number, now: Date): void {
    const limits = limitsOf(owner, now);
    if (durationMs <= (limits.maxSeconds + RECORDING_DURATION_TOLERANCE_SECONDS) * 1000) return;
    const details: MoteTooLongDetails = {
      maxSeconds: limits.maxSeconds,
      durationMs,
      upgradable: limits.upgradable,
    };
    throw new UnprocessableError(
      MOTE_TOO_LONG_ERROR,
      moteTooLongMessage(limits.maxSeconds),
      details,
    );
  }

  private async findByKey(ownerKey: string, idempotencyKey: string): Promise<MoteRow | undefined> {
    const [row] = await this.deps.db
      .select()
      .from(motes)
      .where(and(eq(motes.ownerKey, ownerKey), eq(motes.idempotencyKey, idempotencyKey)));
    return row;
  }

  private replay(row: MoteRow, requestHash: string): CreatedMote {
    if (row.requestHash !== requestHash) {
      throw new UnprocessableError(IDEMPOTENCY_KEY_REUSED_ERROR, IDEMPOTENCY_KEY_REUSED_MESSAGE);
    }
    return { row, created: false };
  }

  private now(): Date {
    return this.deps.now?.() ?? new Date();
  }
}

interface NewMote {
  id?: string;
  kind: MoteRow['kind'];
  title: string;
  language: string;
  durationMs: number;
  sizeBytes: number;
  contentType: string;
  blobKey: string;
  waveform: number[];
  transcript: { status: TranscriptStatus; text: string; words: MoteWord[] };
  uploadId: string | null;
}

class LostRace extends Error {}

function transcriptOwnerOf(owner: MoteOwner) {
  return owner.kind === 'user'
    ? { userId: owner.user.id, isMinor: owner.user.isMinor, settings: owner.user.settings }
    : { userId: null, isMinor: false, settings: {} };
}

function exhausted(
  owner: Extract<MoteOwner, { kind: 'user' }>,
  now: Date,
  policy: FreeMotePolicy,
): DomainError {
  // Read again: inside the transaction the user row may have moved on.
  const { freeMotes, quotaResetsAt } = countedFreeMotes(owner.user, now, policy);
  const resetsAt =
    quotaResetsAt > 0 ? quotaResetsAt : now.getTime() + policy.periodDays * 86_400_000;
  const details: FreeMotesExhaustedDetails = {
    ...freeMotes,
    usedFreeMotes: Math.max(freeMotes.usedFreeMotes, policy.perPeriod),
    availableFreeMotes: 0,
    quotaResetsAt: resetsAt,
    upgradePath: UPGRADE_PATH,
  };
  return new QuotaExceededError(
    FREE_MOTES_EXHAUSTED_ERROR,
    freeMotesExhaustedMessage(policy.perPeriod, new Date(resetsAt)),
    details,
  );
}

function audioError(error: unknown): unknown {
  if (!(error instanceof AudioAnalysisError)) return error;
  switch (error.reason) {
    case 'unsupported':
      return new UnsupportedMediaError(
        MOTE_UNSUPPORTED_AUDIO_ERROR,
        MOTE_UNSUPPORTED_AUDIO_MESSAGE,
      );
    case 'empty':
      return new UnprocessableError(MOTE_EMPTY_AUDIO_ERROR, MOTE_EMPTY_AUDIO_MESSAGE);
    default:
      return new UnprocessableError(
        MOTE_UNREADABLE_AUDIO_ERROR,
        error.userMessage ?? MOTE_UNREADABLE_AUDIO_MESSAGE,
      );
  }
}

/** The idempotency fingerprint: the same key with a different body is a client bug. */
function hashRequest(input: MoteCreateInput): string {
  const canonical = JSON.stringify(input, Object.keys(input).sort());
  return createHash('sha256').update(canonical).digest('hex');
}
