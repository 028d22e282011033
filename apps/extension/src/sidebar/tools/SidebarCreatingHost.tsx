// The sidebar as host of the creating tools (@motes/creating): the extension's API client and
// the user's §3 status from useSidebarServices(), the tools' en-US Fluent texts (the rest of
// the sidebar is English too), their stylesheet inside the shadow root, and a recordings
// database of the sidebar's own.
import {
  CreatingHostProvider,
  RecorderEnvironmentProvider,
  browserRecorderEnvironment,
  englishCreatingTranslator,
  openRecordingStore,
  type CreatingHost,
  type RecorderEnvironment,
} from '@motes/creating';
import creatingStyles from '@motes/creating/styles.css?inline';
import {
  DEFAULT_LOCALE,
  DEFAULT_VOICE_SPEED,
  FREE_MOTE_PERIOD_DAYS,
  UPGRADE_PATH,
  freeMotesExhaustedMessage,
  isFreeMoteQuotaExhausted,
  maxRecordingSeconds,
  soundFileFor,
  type IdentityStatus,
  type RecordingSound,
} from '@motes/shared';
import { LocalizationProvider } from '@motes/ui';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { readAnonymousId } from '../../identity/identityStorage';
import { loadSidebarStatus, useSidebarServices } from '../sidebarServices';
import sidebarCreatingStyles from './creatingTools.css?inline';

/**
 * The sidebar keeps unfinished recordings in the page's origin (a content script's IndexedDB
 * is the page's), under its own name so it never mixes with the website's recorder when the
 * sidebar is opened on the Motes website itself.
 */
export const SIDEBAR_RECORDINGS_DB_NAME = 'motes-sidebar-recordings';

let sidebarEnvironment: RecorderEnvironment | undefined;
function recorderEnvironment(): RecorderEnvironment {
  sidebarEnvironment ??= {
    ...browserRecorderEnvironment(),
    openStore: () => openRecordingStore(globalThis.indexedDB, SIDEBAR_RECORDINGS_DB_NAME),
  };
  return sidebarEnvironment;
}

/** §9: the limit of the caller the status describes (anonymous callers get 300 s). */
function limitOf(status: IdentityStatus): number {
  return maxRecordingSeconds({
    isLoggedIn: status.auth.isLoggedIn,
    isVip: status.user?.isVIP ?? false,
    isPaid: status.user?.isPaid ?? false,
    isInTrial: status.user?.isInFreeTrial ?? false,
  });
}

/** §3 exhausted rule, with the day the next period starts (quotaResetsAt, else minted + period). */
function exhaustedMessage(status: IdentityStatus): string {
  const { freeMotes, quotaResetsAt } = status.entitlements;
  const resetsAt =
    quotaResetsAt >= 0
      ? quotaResetsAt
      : freeMotes.freeMotesMintedEpoch + FREE_MOTE_PERIOD_DAYS * 24 * 60 * 60 * 1000;
  return freeMotesExhaustedMessage(freeMotes.totalFreeMotes, new Date(resetsAt));
}

/** Wraps one creating tool of the sidebar. */
export function SidebarCreatingHost({ children }: { children: ReactNode }) {
  const services = useSidebarServices();
  const { api, websiteOrigin, track } = services;
  // A mote made changes the free-mote counters: the tool asks for a fresh status itself.
  const [freshStatus, setFreshStatus] = useState<IdentityStatus | null>(null);
  const status = freshStatus ?? services.status;
  const [anonymousId, setAnonymousId] = useState<string>();

  useEffect(() => {
    let active = true;
    void readAnonymousId().then((id) => {
      if (active) setAnonymousId(id);
    });
    return () => {
      active = false;
    };
  }, []);

  const onMotesChanged = useCallback(() => {
    void loadSidebarStatus(api).then((loaded) => {
      if (loaded) setFreshStatus(loaded);
    });
  }, [api]);
  const reportMicrophoneBlocked = useCallback(
    (error: string) => track('microphoneRequestBlocked', { surface: 'sidebar', error }),
    [track],
  );
  const soundUrl = useCallback(
    (sound: RecordingSound) => `${websiteOrigin}${soundFileFor(sound, null)}`,
    [websiteOrigin],
  );
  const outOfFreeMotes = status ? isFreeMoteQuotaExhausted(status) : false;
  const renderFreeMotesNotice = useCallback(
    (id: string) =>
      status && isFreeMoteQuotaExhausted(status) ? (
        <p id={id} className="motes-sidebar__creating-notice" role="note">
          {exhaustedMessage(status)}
        </p>
      ) : null,
    [status],
  );

  const userId = status?.user?.userId;
  const ownerId = userId ?? anonymousId;
  const host = useMemo<CreatingHost>(
    () => ({
      apiClient: api,
      // Recording waits until it is known whose it is and which §9 limit applies.
      limitSeconds: status && ownerId ? limitOf(status) : undefined,
      ownerId: ownerId ?? '',
      ownerIds: [userId, anonymousId].filter((id): id is string => Boolean(id)),
      signedIn: status?.auth.isLoggedIn ?? false,
      track,
      reportMicrophoneBlocked,
      onMotesChanged,
      outOfFreeMotes,
      renderFreeMotesNotice,
      soundUrl,
      upgradeHref: `${websiteOrigin}${UPGRADE_PATH}`,
      defaultLanguage: status?.device.recommendedTranscriptionLocale ?? DEFAULT_LOCALE,
      defaultVoiceSpeed: status?.identity.voiceSpeed ?? DEFAULT_VOICE_SPEED,
      surface: 'sidebar',
    }),
    [
      api,
      status,
      ownerId,
      userId,
      anonymousId,
      track,
      reportMicrophoneBlocked,
      onMotesChanged,
      outOfFreeMotes,
      renderFreeMotesNotice,
      soundUrl,
      websiteOrigin,
    ],
  );

  return (
    <LocalizationProvider translator={englishCreatingTranslator()}>
      <RecorderEnvironmentProvider environment={recorderEnvironment()}>
        <CreatingHostProvider host={host}>
          <style>{`${creatingStyles}\n${sidebarCreatingStyles}`}</style>
          {children}
        </CreatingHostProvider>
      </RecorderEnvironmentProvider>
    </LocalizationProvider>
  );
}
