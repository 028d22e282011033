// What a page that hosts the creating tools gives them: the web app (its identity store,
// seasonal sounds, free-mote notice) and the extension's sidebar (its API client and status)
// each make one of these; the tools never import a host.
import { createContext, useContext, type ReactNode } from 'react';
import type { ApiClient } from '@motes/api-client';
import type { RecordingSound } from '@motes/shared';

/** The host's part of every creating tool. */
export interface CreatingHost {
  /** The API client of the host (the website's, or the extension's with client type `extension`). */
  apiClient: ApiClient;
  /** The §9 limit in seconds, or undefined while the caller's standing is not known yet. */
  limitSeconds: number | undefined;
  /** Who a new recording is kept under on this device (§3: the user id, else the anonymous id). */
  ownerId: string;
  /** The ids whose kept recordings this visitor may finish (their own and this device's anonymous ones). */
  ownerIds: readonly string[];
  signedIn: boolean;
  /** §4 analytics: sends a tracked event; never throws, never waits. */
  track(event: string, variables?: Record<string, unknown>): void;
  /** §8 analytics error event when the browser blocked the microphone (`error` is its name). */
  reportMicrophoneBlocked(error: string): void;
  /** A mote was made or refused: the host fetches the free-mote counters again. */
  onMotesChanged(): void;
  /** §3: the free-mote quota is exhausted, so no new mote may be started. */
  outOfFreeMotes: boolean;
  /** The host's free-mote notice (what is left, or the exhausted rule), rendered with `id`. */
  renderFreeMotesNotice(id: string): ReactNode;
  /** The URL of a recording sound (the host picks the season). */
  soundUrl(sound: RecordingSound): string;
  /** Where the §9 "upgrade for longer recordings" link goes. */
  upgradeHref: string;
  /** Preselected in "From text": a catalogue code (the caller's transcription locale). */
  defaultLanguage: string;
  /** Preselected speed in "From text" (the caller's §3 voice speed). */
  defaultVoiceSpeed: number;
  /** The analytics `surface` of the host, e.g. `web-recorder` or `sidebar`. */
  surface: string;
}

const CreatingHostContext = createContext<CreatingHost | null>(null);

/** Gives the creating tools below their host. */
export function CreatingHostProvider({
  host,
  children,
}: {
  host: CreatingHost;
  children: ReactNode;
}) {
  return <CreatingHostContext value={host}>{children}</CreatingHostContext>;
}

/** The host of the creating tool this is called in. @throws outside a {@link CreatingHostProvider}. */
export function useCreatingHost(): CreatingHost {
  const host = useContext(CreatingHostContext);
  if (!host) throw new Error('A creating tool is used outside a CreatingHostProvider');
  return host;
}
