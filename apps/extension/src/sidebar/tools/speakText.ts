// Reads a text aloud outside the page's own text (Listen back's field, the translation popover):
// `POST t/tts` through Play Page's speech source (the server's messages for the user), each
// sentence played as soon as it has arrived (the client's one SpeechStreamPlayer), with the §4
// read-aloud lifecycle.
import { SpeechPlaybackError, SpeechStreamPlayer } from '@motes/api-client';
import {
  READ_ALOUD_BLOCKED_MESSAGE,
  READ_ALOUD_FAILED_MESSAGE,
  type PlayPageLifecycleEvent,
  type SpeechRequest,
  type Synthesize,
} from '../../reading/playPage';
import { isAbortError } from '../../engineErrorMessage';

export interface SpeakTextOptions {
  synthesize: Synthesize;
  onLifecycle?(event: PlayPageLifecycleEvent): void;
  /** Default: `new Audio()`. */
  createAudio?(): HTMLAudioElement;
}

/**
 * Reads `request.text` aloud; resolves when it has been read, rejects with an AbortError when
 * `signal` aborts (reported as stopped) and with an Error whose message is for the user.
 */
export async function speakText(
  request: SpeechRequest,
  signal: AbortSignal,
  { synthesize, onLifecycle, createAudio = () => new Audio() }: SpeakTextOptions,
): Promise<void> {
  onLifecycle?.({
    phase: 'requested',
    language: request.language,
    speed: request.speed,
    characters: request.text.length,
  });
  const player = new SpeechStreamPlayer({ createAudio });
  const stop = () => player.stop();
  try {
    const playing = player.play(() => synthesize(request, signal));
    if (signal.aborted) stop();
    else signal.addEventListener('abort', stop, { once: true });
    await playing;
    if (signal.aborted) throw new DOMException('Reading stopped', 'AbortError');
    onLifecycle?.({ phase: 'completed', reason: 'finished' });
  } catch (error) {
    if (isAbortError(error) || signal.aborted) {
      onLifecycle?.({ phase: 'completed', reason: 'stopped' });
      throw new DOMException('Reading stopped', 'AbortError');
    }
    onLifecycle?.({ phase: 'failed', message: messageOf(error) });
    throw new Error(messageOf(error), { cause: error });
  } finally {
    signal.removeEventListener('abort', stop);
  }
}

/** The user's words: the server's (from the speech source) or ours for audio that failed. */
function messageOf(error: unknown): string {
  if (error instanceof SpeechPlaybackError) {
    // A refused play (autoplay policy) says so.
    return error.blocked ? READ_ALOUD_BLOCKED_MESSAGE : READ_ALOUD_FAILED_MESSAGE;
  }
  return error instanceof Error && error.message ? error.message : READ_ALOUD_FAILED_MESSAGE;
}
