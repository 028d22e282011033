// Who is using the sidebar and which tools their teacher allows (§3 "Teacher controls").
// The sidebar only reads chrome.storage.local: the user id from the extension's sign-in
// record (src/identity, written by the background from the website's `login` and
// `save-identity-data` messages), and the teacher controls from their own key, which
// whatever fetches the user's §3 status writes. With neither, the user is anonymous and
// every tool is allowed (§3 default).
import { defaultTeacherControls, TeacherControlsSchema, type TeacherControls } from '@motes/shared';
import { browser } from 'wxt/browser';
import { EXTENSION_STORAGE_KEYS } from '../identity/identityStorage';

/** chrome.storage.local key of the user's §3 teacher controls (a {@link TeacherControls}). */
export const TEACHER_CONTROLS_STORAGE_KEY = 'motes-extension-teacher-controls';

const WATCHED_KEYS = [EXTENSION_STORAGE_KEYS.identity, TEACHER_CONTROLS_STORAGE_KEY];

/** What the sidebar needs to know about its user. */
export interface SidebarIdentity {
  /** The signed-in user's id; `null` for an anonymous user. */
  userId: string | null;
  teacherControls: TeacherControls;
}

/** Where the sidebar reads its identity from, and hears about changes. */
export interface SidebarIdentitySource {
  read(): Promise<SidebarIdentity>;
  /** Calls `listener` with the new identity after each change; returns the unsubscribe. */
  subscribe(listener: (identity: SidebarIdentity) => void): () => void;
}

/** An anonymous user: every tool allowed. */
export function anonymousSidebarIdentity(): SidebarIdentity {
  return { userId: null, teacherControls: defaultTeacherControls() };
}

/**
 * Reads the two stored records. A missing or malformed identity counts as anonymous; missing
 * controls count as enabled (the schema's default), so a partial record never switches a
 * tool off by accident.
 */
export function parseSidebarIdentity(identity: unknown, teacherControls: unknown): SidebarIdentity {
  const userId = (identity as { userId?: unknown } | null | undefined)?.userId;
  const controls = TeacherControlsSchema.safeParse(teacherControls ?? {});
  return {
    userId: typeof userId === 'string' && userId !== '' ? userId : null,
    teacherControls: controls.success ? controls.data : defaultTeacherControls(),
  };
}

/** The records in chrome.storage.local. */
export const storageSidebarIdentitySource: SidebarIdentitySource = {
  async read() {
    const stored = await browser.storage.local.get(WATCHED_KEYS);
    return parseSidebarIdentity(
      stored[EXTENSION_STORAGE_KEYS.identity],
      stored[TEACHER_CONTROLS_STORAGE_KEY],
    );
  },
  subscribe(listener) {
    const handleChange = (changes: Record<string, unknown>, areaName: string) => {
      if (areaName !== 'local' || !WATCHED_KEYS.some((key) => key in changes)) return;
      void storageSidebarIdentitySource.read().then(listener);
    };
    browser.storage.onChanged.addListener(handleChange);
    return () => browser.storage.onChanged.removeListener(handleChange);
  },
};
