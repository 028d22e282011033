import type { UploadProgress } from '@motes/api-client';
import type { Mote } from '@motes/shared';
import type { MicrophoneProblem } from './microphone';

/** Where the recorder is. */
export type RecorderPhase =
  | { name: 'idle' }
  | { name: 'requesting' }
  | { name: 'problem'; problem: MicrophoneProblem }
  | { name: 'recording'; paused: boolean }
  | { name: 'finishing' }
  | { name: 'uploading'; progress: UploadProgress | undefined; retrying: boolean }
  | {
      name: 'failed';
      /**
       * `connection`: no network (tried again by itself once the browser is back online);
       * `refused`: the server said no (its message says why); `stopped`: the user stopped it.
       */
      kind: 'connection' | 'refused' | 'stopped';
      error: unknown;
    }
  | { name: 'done'; mote: Mote; shareUrl: string };
