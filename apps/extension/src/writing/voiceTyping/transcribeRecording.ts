// Voice typing's fallback, second half: the recording goes to the server's transcription job
// (`POST t/transcriptions` → 202 jobId, then `GET t/transcriptions/{id}` every 2 s for up to
// 120 s, §7/§9) and its text comes back. Failures become messages for the user.
import {
  ApiError,
  isAbortError,
  pollTranscription,
  startTranscription,
  type ApiClient,
} from '@motes/api-client';
import { TRANSCRIPTION_DISABLED_ERROR, VOICE_TYPING_TEXTS } from '@motes/shared';
import { engineFailureOf } from '../../engineErrorMessage';

/** A failure with a message for the user. */
export class VoiceTypingError extends Error {
  override readonly name = 'VoiceTypingError';
}

/**
 * The text spoken in `audio` ('' when nothing was recognised).
 * @throws VoiceTypingError (signed out, transcription off for the account, the server's own
 * message, no answer, took too long); an AbortError when `signal` aborts.
 */
export async function transcribeRecording(
  api: ApiClient,
  audio: Blob,
  language: string,
  signal: AbortSignal,
): Promise<string> {
  let jobId: string;
  try {
    ({ jobId } = await startTranscription(api, { audio, language }, { signal }));
  } catch (error) {
    throw userFacing(error);
  }
  const polling = pollTranscription(api, jobId);
  const cancel = () => polling.cancel();
  signal.addEventListener('abort', cancel);
  try {
    const outcome = await polling.promise;
    if (outcome.status === 'cancelled') throw new DOMException('Stopped', 'AbortError');
    if (outcome.status === 'timedOut') throw new VoiceTypingError(VOICE_TYPING_TEXTS.timedOut);
    const job = outcome.value;
    if (job.status === 'failed') throw new VoiceTypingError(job.error ?? VOICE_TYPING_TEXTS.failed);
    return job.result?.text.trim() ?? '';
  } catch (error) {
    throw userFacing(error);
  } finally {
    signal.removeEventListener('abort', cancel);
  }
}

function userFacing(error: unknown): unknown {
  if (isAbortError(error) || error instanceof VoiceTypingError) return error;
  if (!(error instanceof ApiError)) return new VoiceTypingError(VOICE_TYPING_TEXTS.failed);
  const failure = engineFailureOf(error);
  // 401: the server transcribes for signed-in users only. 403 transcription_disabled: §6.
  if (failure.status === 401) return new VoiceTypingError(VOICE_TYPING_TEXTS.signIn);
  if (failure.code === TRANSCRIPTION_DISABLED_ERROR) {
    return new VoiceTypingError(VOICE_TYPING_TEXTS.transcriptionOff);
  }
  return new VoiceTypingError(failure.message ?? VOICE_TYPING_TEXTS.failed);
}
