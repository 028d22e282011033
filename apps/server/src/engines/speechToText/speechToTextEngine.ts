import type { TranscriptionResult } from '@motes/shared';
import type { Engine } from '../engine.js';

export interface TranscribeRequest {
  /** A catalogue language code the engine said it supports (`en-US`). */
  language: string;
  /** The recording's content type as uploaded (`audio/webm;codecs=opus`), when known. */
  contentType?: string;
  /** Aborting stops the work (child processes are killed, HTTP requests cancelled). */
  signal?: AbortSignal;
}

/** Speech to text (issue 5 item 4): one recording in, words with their timings out. */
export interface SpeechToTextEngine extends Engine {
  /**
   * Transcribes a whole recording (any format the product records or uploads).
   * @throws SpeechToTextError with a message worded for the user.
   */
  transcribe(audio: Buffer, request: TranscribeRequest): Promise<TranscriptionResult>;
}

/**
 * Why a transcription failed:
 * - `unreadable_audio`: not audio, damaged, or a format this server cannot decode;
 * - `audio_too_long`: over TRANSCRIPTION_MAX_SECONDS;
 * - `engine_failed`: the engine crashed, timed out or the HTTP provider failed.
 */
export type SpeechToTextFailure = 'unreadable_audio' | 'audio_too_long' | 'engine_failed';

/** A failure whose message can be shown to the user as it is (the job status shows it). */
export class SpeechToTextError extends Error {
  override readonly name = 'SpeechToTextError';
  constructor(
    readonly failure: SpeechToTextFailure,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}
