import { useCallback, useMemo, type ReactNode } from 'react';
import { CreatingHostProvider, type CreatingHost } from '@motes/creating';
import { isLoggedIn, type AnalyticsVariables } from '@motes/identity';
import {
  DEFAULT_LOCALE,
  DEFAULT_VOICE_SPEED,
  UPGRADE_PATH,
  soundFileFor,
  type RecordingSound,
} from '@motes/shared';
import { useIdentity } from '../../identity/IdentityProvider';
import { FreeMotesNotice } from '../freeMotes/FreeMotesNotice';
import { useFreeMotesStanding } from '../freeMotes/useFreeMotesStanding';
import { useSeasonalState } from '../seasonal/seasonalChoiceStore';
import { recordingLimitFor, recordingOwnerId, recordingOwnerIds } from './recorderStanding';

/**
 * The web app as host of the creating tools (@motes/creating): its identity store (the §9
 * limit, who keeps recordings, §4 analytics), the seasonal sound choice, and the free-mote
 * notice of issue 6 item 8.
 */
export function WebCreatingHost({ children }: { children: ReactNode }) {
  const { analytics, apiClient, store, state } = useIdentity();
  const seasonal = useSeasonalState();
  const season = seasonal.features.sound ? (seasonal.holiday ?? null) : null;
  const freeMotes = useFreeMotesStanding();

  const track = useCallback(
    (event: string, variables?: Record<string, unknown>) =>
      void analytics.track(event, variables as AnalyticsVariables),
    [analytics],
  );
  const reportMicrophoneBlocked = useCallback(
    (error: string) =>
      void analytics.event({
        type: 'microphoneRequestBlocked',
        variables: { surface: 'web-recorder', error },
      }),
    [analytics],
  );
  const onMotesChanged = useCallback(() => void store.refresh(), [store]);
  const soundUrl = useCallback((sound: RecordingSound) => soundFileFor(sound, season), [season]);
  const renderFreeMotesNotice = useCallback(
    (id: string) => <FreeMotesNotice standing={freeMotes} id={id} />,
    [freeMotes],
  );

  const limitSeconds = recordingLimitFor(state);
  const ownerId = recordingOwnerId(state);
  const ownerIds = recordingOwnerIds(state).join('\n');
  const signedIn = isLoggedIn(state);
  const defaultLanguage = state.status?.device.recommendedTranscriptionLocale ?? DEFAULT_LOCALE;
  const defaultVoiceSpeed = state.status?.identity.voiceSpeed ?? DEFAULT_VOICE_SPEED;
  const host = useMemo<CreatingHost>(
    () => ({
      apiClient,
      limitSeconds,
      ownerId,
      ownerIds: ownerIds.split('\n'),
      signedIn,
      track,
      reportMicrophoneBlocked,
      onMotesChanged,
      outOfFreeMotes: freeMotes.kind === 'exhausted',
      renderFreeMotesNotice,
      soundUrl,
      upgradeHref: UPGRADE_PATH,
      defaultLanguage,
      defaultVoiceSpeed,
      surface: 'web-recorder',
    }),
    [
      apiClient,
      limitSeconds,
      ownerId,
      ownerIds,
      signedIn,
      track,
      reportMicrophoneBlocked,
      onMotesChanged,
      freeMotes.kind,
      renderFreeMotesNotice,
      soundUrl,
      defaultLanguage,
      defaultVoiceSpeed,
    ],
  );
  return <CreatingHostProvider host={host}>{children}</CreatingHostProvider>;
}
