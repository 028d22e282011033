import { speechSegmentAudio } from '@motes/api-client';
import type { SpeechSegmentLine } from '@motes/shared';

/** The browser could not play a segment's audio (a decoding error, or playback refused). */
export class SpeechPlaybackError extends Error {
  override readonly name = 'SpeechPlaybackError';
}

/**
 * Plays one segment (its own MP3) in `audio` and resolves when it has ended, or at once when
 * `signal` aborts (the audio is paused then). Segments played one after another read the
 * whole text: the stream keeps arriving while each one plays.
 * @throws SpeechPlaybackError when the browser cannot play it.
 */
export function playSegment(
  audio: HTMLAudioElement,
  segment: Pick<SpeechSegmentLine, 'audio' | 'mimeType'>,
  signal: AbortSignal,
): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return resolve();
    const url = URL.createObjectURL(speechSegmentAudio(segment));
    const cleanUp = () => {
      audio.removeEventListener('ended', onEnded);
      audio.removeEventListener('error', onError);
      signal.removeEventListener('abort', onAbort);
      URL.revokeObjectURL(url);
    };
    const onEnded = () => {
      cleanUp();
      resolve();
    };
    const onError = () => {
      cleanUp();
      reject(new SpeechPlaybackError('The audio could not be played'));
    };
    const onAbort = () => {
      audio.pause();
      cleanUp();
      resolve();
    };
    audio.addEventListener('ended', onEnded);
    audio.addEventListener('error', onError);
    signal.addEventListener('abort', onAbort, { once: true });
    audio.src = url;
    // play() answers a promise in browsers; older engines return nothing.
    Promise.resolve(audio.play()).catch((error: unknown) => {
      if (signal.aborted) return;
      cleanUp();
      reject(new SpeechPlaybackError('The audio could not be played', { cause: error }));
    });
  });
}
