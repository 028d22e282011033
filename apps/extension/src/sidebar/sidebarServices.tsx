// What every sidebar tool needs from the extension: the API client (the content script calls
// the website's API directly, cross-origin — the server answers CORS for /api/ without
// credentials, apps/server/src/http/apiCors.ts), the website's origin, the user's §3 status
// (voices, speed, highlight colours, last translation language, limits), and analytics.
// The sidebar asks for a fresh status each time it opens, so teacher controls a teacher has
// just changed apply the next time the sidebar opens (they are saved where the identity
// source reads them).
import { type ApiClient } from '@motes/api-client';
import { IdentityStatusSchema, type IdentityStatus } from '@motes/shared';
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { createExtensionApiClient } from '../api/extensionApiClient';
import { WEBSITE_URL } from '../config';
import { readIdentity, readWebsiteOrigin, saveTeacherControls } from '../identity/identityStorage';
import { STATUS_PATH_FOR_EXTENSION } from '../identity/sessionPaths';

/** One analytics event from the sidebar (issue 7 item 7): its name and variables. */
export type SidebarTrack = (event: string, variables?: Record<string, unknown>) => void;

/** What the sidebar's tools are given. */
export interface SidebarServices {
  /** The extension's API client (client type `extension`, the stored token, §8 403 → logout). */
  api: ApiClient;
  /** The website whose API is called, e.g. `http://localhost:8080`. */
  websiteOrigin: string;
  /** The user's §3 status; null until it has loaded, or when the server could not be reached. */
  status: IdentityStatus | null;
  /** Sends an analytics event; never throws, never waits. */
  track: SidebarTrack;
}

const SidebarServicesContext = createContext<SidebarServices | null>(null);

/** The services of the sidebar the component is in. */
export function useSidebarServices(): SidebarServices {
  const services = useContext(SidebarServicesContext);
  if (!services) throw new Error('useSidebarServices is used outside the sidebar');
  return services;
}

/** Provides given services (tests, harnesses). */
export function SidebarServicesProvider({
  services,
  children,
}: {
  services: SidebarServices;
  children: ReactNode;
}) {
  return <SidebarServicesContext value={services}>{children}</SidebarServicesContext>;
}

/** Loads the user's status through `api`; null when it cannot be had. */
export async function loadSidebarStatus(api: ApiClient): Promise<IdentityStatus | null> {
  try {
    const response = await api.post(STATUS_PATH_FOR_EXTENSION);
    const parsed = IdentityStatusSchema.safeParse(response.data);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Where the sidebar's API calls go: the signed-in website, else the last, else the build's. */
export async function sidebarWebsiteOrigin(): Promise<string> {
  return (await readIdentity())?.websiteOrigin ?? readWebsiteOrigin(WEBSITE_URL);
}

/**
 * Makes the sidebar's services for the website at `websiteOrigin` and loads the user's status
 * (again whenever the signed-in user, `userId`, changes).
 */
export function StoredSidebarServices({
  websiteOrigin,
  userId,
  track,
  children,
}: {
  websiteOrigin: string;
  userId: string | null;
  track: SidebarTrack;
  children: ReactNode;
}) {
  const api = useMemo(
    () => createExtensionApiClient({ websiteOrigin }),
    // A new user gets a new client (and so a fresh status below).
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [websiteOrigin, userId],
  );
  const [status, setStatus] = useState<IdentityStatus | null>(null);

  useEffect(() => {
    let active = true;
    void loadSidebarStatus(api).then(async (loaded) => {
      if (!active) return;
      setStatus(loaded);
      if (loaded?.auth.isLoggedIn) await saveTeacherControls(loaded.entitlements.teacherControls);
    });
    return () => {
      active = false;
    };
  }, [api]);

  const services = useMemo(
    () => ({ api, websiteOrigin, status, track }),
    [api, websiteOrigin, status, track],
  );
  return <SidebarServicesContext value={services}>{children}</SidebarServicesContext>;
}
