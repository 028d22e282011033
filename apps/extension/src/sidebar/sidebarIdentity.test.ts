import { describe, expect, it } from 'vitest';
import { parseSidebarIdentity } from './sidebarIdentity';

describe('the sidebar’s identity', () => {
  it('is anonymous with every tool allowed when nothing is stored (§3 default)', () => {
    const identity = parseSidebarIdentity(undefined, undefined);
    expect(identity.userId).toBeNull();
    expect(Object.values(identity.teacherControls).every((control) => control.isEnabled)).toBe(
      true,
    );
  });

  it('takes the signed-in user id and the stored controls', () => {
    const identity = parseSidebarIdentity(
      { userId: 'user-7', accessToken: 'secret' },
      { screen_mask: { isEnabled: false } },
    );
    expect(identity.userId).toBe('user-7');
    expect(identity.teacherControls.screen_mask.isEnabled).toBe(false);
    // A control the record leaves out stays on.
    expect(identity.teacherControls.dictionary.isEnabled).toBe(true);
  });

  it('never switches tools off because of a malformed record', () => {
    const identity = parseSidebarIdentity({ userId: '' }, { screen_mask: 'off' });
    expect(identity.userId).toBeNull();
    expect(identity.teacherControls.screen_mask.isEnabled).toBe(true);
  });
});
