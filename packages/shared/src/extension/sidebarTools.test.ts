import { describe, expect, it } from 'vitest';
import { defaultTeacherControls, TEACHER_CONTROL_KEYS } from '../identity/teacherControls';
import {
  isSidebarToolAllowed,
  SIDEBAR_TOOLS,
  sidebarToolsOfMode,
  teacherTurnedOffMessage,
  type SidebarMode,
} from './sidebarTools';

describe('§2 sidebar modes and their tools', () => {
  it('lists the tools of each mode in order', () => {
    const labels = (mode: SidebarMode) => sidebarToolsOfMode(mode).map((tool) => tool.label);
    expect(labels('reading')).toEqual([
      'Play Page',
      'Select Area to Read',
      'Translation',
      'Highlighter',
      'Screen Mask',
      'Dictionary',
    ]);
    expect(labels('writing')).toEqual(['Listen back', 'Text Prediction', 'Voice typing']);
    expect(labels('creating')).toEqual(['Record', 'Generate audio', 'Upload', 'My Content']);
    expect(labels('focus')).toEqual(['Focus view']);
  });

  it('names only real §3 teacher-control keys', () => {
    for (const tool of SIDEBAR_TOOLS) {
      for (const key of tool.controls) expect(TEACHER_CONTROL_KEYS).toContain(key);
    }
  });
});

describe('§3 teacher controls in the sidebar', () => {
  it('allows every tool when every control is on (the default)', () => {
    const controls = defaultTeacherControls();
    expect(SIDEBAR_TOOLS.every((tool) => isSidebarToolAllowed(tool, controls))).toBe(true);
  });

  it('switches off the tools a control covers, and only those', () => {
    const controls = defaultTeacherControls();
    controls.read_aloud = { isEnabled: false };
    const off = SIDEBAR_TOOLS.filter((tool) => !isSidebarToolAllowed(tool, controls));
    expect(off.map((tool) => tool.id)).toEqual(['play_page', 'listen_back']);
  });

  it('says why a tool is unavailable', () => {
    expect(teacherTurnedOffMessage('Screen Mask')).toBe('Your teacher has turned off Screen Mask.');
  });
});
