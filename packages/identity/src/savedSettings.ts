// After `i/settings` answers: the saved settings go into the status the store holds, so the UI
// shows them without another `i/status` call. Fields the server derives from settings (device
// locales, the minor's transcription opt-out, suggested languages) need the server: a refresh.
import type { IdentityStatus, SettingsResponse, SettingsUpdateInput } from '@motes/shared';

/** Settings the status mirrors one to one (§3 identity.voiceMappings, voiceSpeed, highlightColours). */
const MIRRORED_FIELDS: readonly string[] = ['voiceMappings', 'voiceSpeed', 'highlightColours'];

export interface AppliedSettings {
  /** The status with the saved settings, or undefined when there is nothing to update. */
  status: IdentityStatus | undefined;
  /** True when the update touched a field the server derives other status fields from. */
  needsRefresh: boolean;
}

/** Applies a settings answer to a status. */
export function applySavedSettings(
  status: IdentityStatus | undefined,
  response: SettingsResponse | undefined,
  update: SettingsUpdateInput,
): AppliedSettings {
  const needsRefresh = Object.keys(update).some((field) => !MIRRORED_FIELDS.includes(field));
  if (!status?.user || !response) return { status: undefined, needsRefresh: true };
  const { settings } = response;
  return {
    needsRefresh,
    status: {
      ...status,
      user: { ...status.user, settings },
      identity: {
        ...status.identity,
        voiceMappings: settings.voiceMappings,
        voiceSpeed: settings.voiceSpeed,
        highlightColours: settings.highlightColours,
      },
    },
  };
}
