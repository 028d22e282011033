// Issue 6 item 1: opening the microphone, and telling the user plainly why it would not open.

/** Why the microphone could not be used, each with its own explanation in the interface. */
export type MicrophoneProblem =
  /** The user or the browser settings refused permission (NotAllowedError, SecurityError). */
  | 'blocked'
  /** No microphone is connected (NotFoundError, OverconstrainedError). */
  | 'no-microphone'
  /** Another program holds the microphone, or the hardware failed (NotReadableError). */
  | 'busy'
  /** This browser or page cannot record at all (no getUserMedia, no MediaRecorder, not https). */
  | 'unsupported';

/** Sorts a `getUserMedia` failure into a {@link MicrophoneProblem}. */
export function microphoneProblemOf(error: unknown): MicrophoneProblem {
  const name = (error as { name?: unknown } | null)?.name;
  switch (name) {
    case 'NotAllowedError':
    case 'PermissionDeniedError':
    case 'SecurityError':
      return 'blocked';
    case 'NotFoundError':
    case 'DevicesNotFoundError':
    case 'OverconstrainedError':
      return 'no-microphone';
    case 'NotReadableError':
    case 'TrackStartError':
    case 'AbortError':
      return 'busy';
    default:
      return 'unsupported';
  }
}

/**
 * What we ask the microphone for: the browser's voice processing stays on (echo cancellation,
 * noise suppression, gain), which suits a voice note recorded in a classroom.
 */
export const MICROPHONE_CONSTRAINTS: MediaStreamConstraints = { audio: true, video: false };

/**
 * The microphone permission as the browser reports it before asking, or undefined where the
 * Permissions API cannot say (Firefox, Safari). `onChange` hears the user change it later.
 */
export async function watchMicrophonePermission(
  permissions: Permissions | undefined,
  onChange: (state: PermissionState) => void,
): Promise<{ state: PermissionState | undefined; stop(): void }> {
  if (!permissions?.query) return { state: undefined, stop: () => {} };
  try {
    const status = await permissions.query({ name: 'microphone' as PermissionName });
    const listener = () => onChange(status.state);
    status.addEventListener('change', listener);
    return { state: status.state, stop: () => status.removeEventListener('change', listener) };
  } catch {
    return { state: undefined, stop: () => {} };
  }
}
