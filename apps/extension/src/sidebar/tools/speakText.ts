// Reads a text aloud outside the page's own text (Listen back's field, the translation popover):
// `POST t/tts` through Play Page's speech source (the server's messages for the user), each
// sentence played as soon as it has arrived, with the §4 read-aloud lifecycle.
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
  try {
    for await (const segment of synthesize(request, signal)) {
      await playToEnd(segment.audio, signal, createAudio());
    }
    if (signal.aborted) throw new DOMException('Reading stopped', 'AbortError');
    onLifecycle?.({ phase: 'completed', reason: 'finished' });
  } catch (error) {
    if (isAbortError(error) || signal.aborted) {
      onLifecycle?.({ phase: 'completed', reason: 'stopped' });
      throw new DOMException('Reading stopped', 'AbortError');
    }
    const message =
      error instanceof Error && error.message ? error.message : READ_ALOUD_FAILED_MESSAGE;
    onLifecycle?.({ phase: 'failed', message });
    throw new Error(message, { cause: error });
  }
}

function playToEnd(audio: Blob, signal: AbortSignal, element: HTMLAudioElement): Promise<void> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(audio);
    const finish = (error?: Error) => {
      element.pause();
      element.removeAttribute('src');
      URL.revokeObjectURL(url);
      signal.removeEventListener('abort', onAbort);
      if (error) reject(error);
      else resolve();
    };
    const onAbort = () => finish(new DOMException('Reading stopped', 'AbortError'));
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    element.addEventListener('ended', () => finish(), { once: true });
    element.addEventListener('error', () => finish(new Error(READ_ALOUD_FAILED_MESSAGE)), {
      once: true,
    });
    element.src = url;
    element.play().catch((error: unknown) => {
      // A refused play (autoplay policy) says so; an interrupted one is the stop above.
      if (!signal.aborted) {
        const blocked = error instanceof DOMException && error.name === 'NotAllowedError';
        finish(new Error(blocked ? READ_ALOUD_BLOCKED_MESSAGE : READ_ALOUD_FAILED_MESSAGE));
      }
    });
  });
}
