import { describe, expect, it, vi } from 'vitest';
import { defaultTeacherControls, type TeacherControls } from '@motes/shared';
import type { SidebarIdentity, SidebarIdentitySource } from '../sidebarIdentity';
import { sidebarSessionOf } from './sidebarSession';

function identitySource() {
  let listener: ((identity: SidebarIdentity) => void) | undefined;
  const source: SidebarIdentitySource = {
    read: () => Promise.resolve({ userId: null, teacherControls: defaultTeacherControls() }),
    subscribe(next) {
      listener = next;
      return () => (listener = undefined);
    },
  };
  const change = (teacherControls: TeacherControls) =>
    listener?.({ userId: null, teacherControls });
  return { source, change };
}

function openSidebar() {
  const host = document.createElement('motes-sidebar');
  const shadow = host.attachShadow({ mode: 'open' });
  const inside = document.createElement('div');
  shadow.append(inside);
  document.documentElement.append(host);
  return { host, inside };
}

describe('the parts a tool keeps running for the open sidebar', () => {
  it('outlive the tool’s component and stop when the sidebar closes', async () => {
    const { host, inside } = openSidebar();
    const { source } = identitySource();
    const stop = vi.fn();
    const session = sidebarSessionOf(inside, source);
    session.part('reading', () => ({ stop }));
    // Another component of the same sidebar finds the same part.
    expect(sidebarSessionOf(inside, source).find('reading')).toBeDefined();
    host.remove();
    await vi.waitFor(() => expect(stop).toHaveBeenCalledOnce());
  });

  it('stop when a teacher control turns their tool off (§3)', async () => {
    const { host, inside } = openSidebar();
    const { source, change } = identitySource();
    const session = sidebarSessionOf(inside, source);
    const stop = vi.fn();
    session.part('reading', () => ({
      stop,
      controlsChanged: (controls: TeacherControls) => controls.read_aloud.isEnabled,
    }));
    await Promise.resolve();
    expect(stop).not.toHaveBeenCalled();
    change({ ...defaultTeacherControls(), read_aloud: { isEnabled: false } });
    expect(stop).toHaveBeenCalledOnce();
    expect(session.find('reading')).toBeUndefined();
    host.remove();
  });
});
