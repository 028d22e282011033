// What a tool starts can outlive the tool's component: a mode's tools unmount when the user
// switches mode or minimises the panel, yet reading aloud, the selection popover and word
// suggestions should carry on meanwhile. Such parts belong to the open sidebar instead, and end
// when it closes (its host element leaves the page) or when a teacher control turns their tool
// off (§3), whichever mode is showing then.
import type { TeacherControls } from '@motes/shared';
import { useCallback, useState } from 'react';
import { storageSidebarIdentitySource, type SidebarIdentitySource } from '../sidebarIdentity';

/** Something a tool keeps running for the open sidebar. */
export interface SessionPart {
  /** Ends it: stops sound, removes its page listeners and elements. */
  stop(): void;
  /** The teacher controls changed (§3); answer false to be stopped and forgotten. */
  controlsChanged?(controls: TeacherControls): boolean;
}

/** The parts of one open sidebar, by key. */
export class SidebarSession {
  private readonly parts = new Map<string, SessionPart>();
  private readonly observer: MutationObserver;
  private readonly unsubscribe: () => void;
  private ended = false;
  /** The user's teacher controls, once read. */
  private controls: TeacherControls | undefined;

  constructor(
    private readonly host: Element,
    identitySource: SidebarIdentitySource,
  ) {
    // The sidebar's host is a child of <html> while open; closing removes it.
    this.observer = new MutationObserver(() => {
      if (!host.isConnected) this.end();
    });
    if (host.parentNode) this.observer.observe(host.parentNode, { childList: true });
    this.unsubscribe = identitySource.subscribe(({ teacherControls }) => {
      this.applyControls(teacherControls);
    });
    void identitySource.read().then(({ teacherControls }) => {
      if (!this.ended && !this.controls) this.applyControls(teacherControls);
    });
  }

  private applyControls(controls: TeacherControls) {
    this.controls = controls;
    for (const [key, part] of [...this.parts]) {
      if (part.controlsChanged?.(controls) === false) this.endPart(key);
    }
  }

  /** The part running under `key`, if any. */
  find<T extends SessionPart>(key: string): T | undefined {
    return this.parts.get(key) as T | undefined;
  }

  /** The part under `key`, made by `create` the first time. */
  part<T extends SessionPart>(key: string, create: () => T): T {
    if (this.ended) throw new Error('The sidebar is closed');
    let part = this.parts.get(key);
    if (!part) {
      part = create();
      this.parts.set(key, part);
      if (this.controls) part.controlsChanged?.(this.controls);
    }
    return part as T;
  }

  /** Stops and forgets the part under `key`, if there is one. */
  endPart(key: string): void {
    const part = this.parts.get(key);
    this.parts.delete(key);
    part?.stop();
  }

  /** The sidebar closed: every part stops. */
  end(): void {
    if (this.ended) return;
    this.ended = true;
    this.observer.disconnect();
    this.unsubscribe();
    for (const key of [...this.parts.keys()]) this.endPart(key);
    sessions.delete(this.host);
  }
}

const sessions = new WeakMap<Element, SidebarSession>();

/**
 * The session of the sidebar `element` is rendered in: the host of its shadow root. Outside a
 * shadow root (a test harness) the element itself stands for the sidebar.
 */
export function sidebarSessionOf(
  element: Element,
  identitySource: SidebarIdentitySource = storageSidebarIdentitySource,
): SidebarSession {
  const root = element.getRootNode();
  const host = root instanceof ShadowRoot ? root.host : element;
  let session = sessions.get(host);
  if (!session) {
    session = new SidebarSession(host, identitySource);
    sessions.set(host, session);
  }
  return session;
}

/**
 * For a tool component: put `ref` on an element it renders; the session is there once that
 * element is in the sidebar (null on the first render).
 */
export function useSidebarSession(
  identitySource?: SidebarIdentitySource,
): [(element: Element | null) => void, SidebarSession | null] {
  const [session, setSession] = useState<SidebarSession | null>(null);
  const ref = useCallback(
    (element: Element | null) => {
      if (element) setSession(sidebarSessionOf(element, identitySource));
    },
    [identitySource],
  );
  return [ref, session];
}
