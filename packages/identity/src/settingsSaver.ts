// §7 `POST i/settings` "debounced 500 ms" (§9): changes made within 500 ms of each other go in
// one call. A failed save keeps its values and sends them with the next one, so nothing a user
// chose is lost to a flaky network.
import type { SettingsResponse, SettingsUpdateInput } from '@motes/shared';
import { SETTINGS_SAVE_DEBOUNCE_MS } from '@motes/shared';

/**
 * Merges `later` over `earlier`. Top-level fields replace; the two maps (voiceMappings,
 * highlightColours) merge per key, as the server applies them.
 */
export function mergeSettingsUpdates(
  earlier: SettingsUpdateInput,
  later: SettingsUpdateInput,
): SettingsUpdateInput {
  const merged: SettingsUpdateInput = { ...earlier, ...later };
  if (earlier.voiceMappings && later.voiceMappings) {
    merged.voiceMappings = { ...earlier.voiceMappings, ...later.voiceMappings };
  }
  if (earlier.highlightColours && later.highlightColours) {
    merged.highlightColours = { ...earlier.highlightColours, ...later.highlightColours };
  }
  return merged;
}

export interface SettingsSaverOptions {
  /** Sends one merged update; rejects on failure. */
  send(update: SettingsUpdateInput): Promise<SettingsResponse | undefined>;
  onSaved(response: SettingsResponse | undefined, update: SettingsUpdateInput): void;
  onFailed(error: Error): void;
  /** Called whenever `isPending` may have changed. */
  onPendingChange(): void;
  debounceMs?: number;
}

export interface SettingsSaver {
  /** Queues a change and restarts the 500 ms wait. */
  queue(update: SettingsUpdateInput): void;
  /** Sends what is queued now; resolves when it is saved (or failed). */
  flush(): Promise<void>;
  /**
   * Ends this session's saving: returns what is queued and unsent (logout hands it to one last
   * call with the old token) and drops the outcome of a save in flight, so a failed save of one
   * user can never be re-sent with the next user's token.
   */
  takePending(): SettingsUpdateInput | undefined;
  readonly isPending: boolean;
  dispose(): void;
}

/** Creates the debounced saver of `i/settings`. */
export function createSettingsSaver(options: SettingsSaverOptions): SettingsSaver {
  const debounceMs = options.debounceMs ?? SETTINGS_SAVE_DEBOUNCE_MS;
  let pending: SettingsUpdateInput | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inFlight: Promise<void> | undefined;
  // Bumped by takePending(): outcomes of saves sent before it are ignored.
  let epoch = 0;

  function clearTimer() {
    clearTimeout(timer);
    timer = undefined;
  }

  async function sendPending(): Promise<void> {
    clearTimer();
    // One call at a time: a later save must not overtake an earlier one on the wire.
    if (inFlight) await inFlight;
    const update = pending;
    if (!update) return;
    pending = undefined;
    const sentEpoch = epoch;
    const attempt = options.send(update).then(
      (response) => {
        if (sentEpoch === epoch) options.onSaved(response, update);
      },
      (error: unknown) => {
        if (sentEpoch !== epoch) return;
        // Newer changes win over the failed ones they touch.
        pending = pending ? mergeSettingsUpdates(update, pending) : update;
        options.onFailed(error instanceof Error ? error : new Error(String(error)));
      },
    );
    inFlight = attempt.finally(() => {
      inFlight = undefined;
      options.onPendingChange();
    });
    options.onPendingChange();
    return inFlight;
  }

  return {
    queue(update) {
      pending = pending ? mergeSettingsUpdates(pending, update) : update;
      clearTimer();
      timer = setTimeout(() => void sendPending(), debounceMs);
      options.onPendingChange();
    },
    flush: sendPending,
    takePending() {
      epoch += 1;
      clearTimer();
      const taken = pending;
      pending = undefined;
      options.onPendingChange();
      return taken;
    },
    get isPending() {
      return pending !== undefined || inFlight !== undefined;
    },
    dispose() {
      epoch += 1;
      clearTimer();
      pending = undefined;
    },
  };
}
