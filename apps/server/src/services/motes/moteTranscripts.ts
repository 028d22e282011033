import { and, eq, sql } from 'drizzle-orm';
import {
  moteTitleFromText,
  MOTE_MAX_DURATION_SECONDS,
  type MoteWord,
  type TranscriptStatus,
  type TranscriptionResult,
} from '@motes/shared';
import type { BlobStore } from '../../blobs/blobStore.js';
import type { Db } from '../../db/database.js';
import { motes, users } from '../../db/schema/index.js';
import { SpeechToTextError, type SpeechToTextEngine } from '../../engines/speechToText/index.js';
import { speechToTextSupport } from '../../engines/engineSupport.js';
import { enqueueJob, type JobRow } from '../../jobs/jobQueue.js';
import type { JobHandler } from '../../jobs/jobRunner.js';
import { analyseAudio, pcm16ToWav, SPEECH_PCM_SAMPLE_RATE } from '../audio/audioAnalyser.js';
import { readStoredSettings } from '../userSettings.js';

// Issue 6 item 7: a transcript is made by a job after each recording or upload, through the
// speech-to-text engine. §6: never for minors or users who opted out ("the reason is not
// shown": status `disabled`). Anonymous owners get none either: nobody can say they are not a
// minor; their motes are transcribed when an account adopts them (moteAdopter.ts).

/** The job type of a mote's transcript (registered in jobs/handlers.ts). */
export const MOTE_TRANSCRIPT_JOB_TYPE = 'motes.transcribe';
/** A crashed recogniser or a busy HTTP provider gets two more tries. */
const MAX_ATTEMPTS = 3;

export interface MoteTranscriptJobPayload {
  moteId: string;
  /** The language asked for; a job for a language the mote no longer has does nothing. */
  language: string;
}

/** Who owns a mote, as far as transcription cares. */
export interface TranscriptOwner {
  userId: string | null;
  isMinor: boolean;
  settings: unknown;
}

/**
 * The status a new recording or upload starts with: `disabled` (§6, or anonymous), `none`
 * (no speech to text for its language here: the catalogue switches it off, or the engine
 * cannot), else `pending` (a job will make it).
 */
export function initialTranscriptStatus(
  owner: TranscriptOwner,
  language: string,
  speechToText: SpeechToTextEngine,
): TranscriptStatus {
  if (!transcriptionAllowed(owner)) return 'disabled';
  return speechToTextAvailable(language, speechToText) ? 'pending' : 'none';
}

/** §6: an account that is not a minor's and has not opted out (never an anonymous owner). */
export function transcriptionAllowed(owner: TranscriptOwner): boolean {
  return (
    owner.userId !== null &&
    !owner.isMinor &&
    !readStoredSettings(owner.settings).transcriptionOptOutEnabled
  );
}

/** §3 catalogue (`speech_to_text_overrides` NONE) and the engine both allow the language. */
export function speechToTextAvailable(language: string, speechToText: SpeechToTextEngine): boolean {
  return speechToTextSupport(speechToText, language).available;
}

/** Queues the transcript of a mote whose status is `pending`. */
export async function enqueueMoteTranscript(
  db: Db,
  moteId: string,
  language: string,
): Promise<void> {
  const payload: MoteTranscriptJobPayload = { moteId, language };
  await enqueueJob(db, MOTE_TRANSCRIPT_JOB_TYPE, payload, { maxAttempts: MAX_ATTEMPTS });
}

export interface MoteTranscriptJobDeps {
  db: Db;
  blobs: BlobStore;
  speechToText: SpeechToTextEngine;
}

/**
 * Transcribes one mote. The audio is decoded in process (any accepted format, no ffmpeg
 * needed) to 16 kHz mono WAV, which every engine reads. The result is written only while the
 * mote still waits for it in the same language: an owner's edit or a language change wins.
 * A mote with no title gets the transcript's first words as its title (moteTitleFromText).
 */
export function moteTranscriptJobHandler(deps: MoteTranscriptJobDeps): JobHandler {
  return async (job, { signal }) => {
    const { moteId, language } = job.payload as MoteTranscriptJobPayload;
    const [found] = await deps.db
      .select({ mote: motes, isMinor: users.isMinor, settings: users.settings })
      .from(motes)
      .leftJoin(users, eq(users.id, motes.userId))
      .where(eq(motes.id, moteId));
    const mote = found?.mote;
    if (
      !mote ||
      mote.deletedAt ||
      mote.transcriptStatus !== 'pending' ||
      mote.language !== language
    ) {
      return { skipped: true };
    }
    const owner = {
      userId: mote.userId,
      isMinor: found.isMinor ?? false,
      settings: found.settings,
    };
    const status = initialTranscriptStatus(owner, language, deps.speechToText);
    if (status !== 'pending') {
      // The owner became a minor or opted out since, or the engine went away.
      await finish(deps.db, moteId, language, { status, text: '', words: [] });
      return { skipped: true, status };
    }
    try {
      const stored = await deps.blobs.get(mote.blobKey);
      if (!stored) throw new SpeechToTextError('unreadable_audio', 'The audio is missing.');
      // Streamed to the decoder: only the 16 kHz mono samples are held (≈10 MB for 5 minutes).
      const { speechPcm } = await analyseAudio(stored.body, {
        maxSeconds: MOTE_MAX_DURATION_SECONDS,
        speechPcm: true,
      });
      const wav = pcm16ToWav(speechPcm!, SPEECH_PCM_SAMPLE_RATE);
      const result = await deps.speechToText.transcribe(wav, {
        language,
        contentType: 'audio/wav',
        signal,
      });
      await finish(deps.db, moteId, language, { status: 'done', ...transcriptOf(result) });
      return { words: result.words.length };
    } catch (error) {
      const retry =
        (!(error instanceof SpeechToTextError) || error.failure === 'engine_failed') &&
        !isLastAttempt(job);
      if (retry) throw error;
      await finish(deps.db, moteId, language, { status: 'failed', text: '', words: [] });
      return { failed: error instanceof Error ? error.message : String(error) };
    }
  };
}

/**
 * The engine's words as a transcript: the text is the words joined by spaces, so each word's
 * offsets point into it (the contract's `text.slice(start, end)`).
 */
export function transcriptOf(result: TranscriptionResult): { text: string; words: MoteWord[] } {
  if (result.words.length === 0) return { text: result.text.trim(), words: [] };
  let text = '';
  const words: MoteWord[] = [];
  for (const word of result.words) {
    if (text) text += ' ';
    const start = text.length;
    text += word.word;
    words.push({ start, end: text.length, startMs: word.startMs, endMs: word.endMs });
  }
  return { text, words };
}

async function finish(
  db: Db,
  moteId: string,
  language: string,
  transcript: { status: TranscriptStatus; text: string; words: MoteWord[] },
): Promise<void> {
  const autoTitle = transcript.status === 'done' ? moteTitleFromText(transcript.text) : '';
  await db
    .update(motes)
    .set({
      transcriptStatus: transcript.status,
      transcriptText: transcript.text,
      transcriptWords: transcript.words,
      // In the same statement as the transcript: a title the owner set meanwhile is kept.
      ...(autoTitle
        ? { title: sql`case when ${motes.title} = '' then ${autoTitle} else ${motes.title} end` }
        : {}),
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(motes.id, moteId),
        eq(motes.transcriptStatus, 'pending'),
        eq(motes.language, language),
      ),
    );
}

function isLastAttempt(job: JobRow): boolean {
  return job.attempts >= job.maxAttempts;
}
