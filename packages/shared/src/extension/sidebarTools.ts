// §2 (the sidebar's three modes, plus the Focus view of market-notes.md) and §3 "Teacher
// controls": which tools the Mote Sidebar offers in each mode, and the control each obeys.
import type { TeacherControlKey, TeacherControls } from '../identity/teacherControls';

/** The sidebar's modes, in the order of its mode selector. */
export const SIDEBAR_MODES = ['reading', 'writing', 'creating', 'focus'] as const;
export type SidebarMode = (typeof SIDEBAR_MODES)[number];

/** What the mode selector shows for each mode. */
export const SIDEBAR_MODE_LABELS: Readonly<Record<SidebarMode, string>> = Object.freeze({
  reading: 'Reading',
  writing: 'Writing',
  creating: 'Creating',
  focus: 'Focus',
});

/** Every tool the sidebar lists. */
export const SIDEBAR_TOOL_IDS = [
  'play_page',
  'select_area',
  'translation',
  'highlighter',
  'screen_mask',
  'dictionary',
  'listen_back',
  'text_prediction',
  'voice_typing',
  'record',
  'generate_audio',
  'upload',
  'my_content',
  'focus_view',
] as const;
export type SidebarToolId = (typeof SIDEBAR_TOOL_IDS)[number];

/** One tool of the sidebar. */
export interface SidebarTool {
  id: SidebarToolId;
  mode: SidebarMode;
  label: string;
  /** One line under the tool's name saying what it does. */
  description: string;
  /**
   * The §3 teacher controls that switch the tool off: it is off when any of them is off.
   * Empty for the tools no control covers (My Content, the Focus view).
   */
  controls: readonly TeacherControlKey[];
}

function tool(
  id: SidebarToolId,
  mode: SidebarMode,
  label: string,
  description: string,
  controls: readonly TeacherControlKey[],
): SidebarTool {
  return Object.freeze({ id, mode, label, description, controls: Object.freeze([...controls]) });
}

/** The sidebar's tools, grouped by mode in the order the sidebar lists them. */
export const SIDEBAR_TOOLS: readonly SidebarTool[] = Object.freeze([
  tool('play_page', 'reading', 'Play Page', 'Read the page aloud, word by word.', ['read_aloud']),
  tool(
    'select_area',
    'reading',
    'Select Area to Read',
    'Drag a box over text or an image to hear it.',
    ['select_area'],
  ),
  tool('translation', 'reading', 'Translation', 'Translate the selected word or sentence.', [
    'translate',
  ]),
  tool('highlighter', 'reading', 'Highlighter', 'Mark text in five colours.', [
    'text_highlighting',
  ]),
  tool('screen_mask', 'reading', 'Screen Mask', 'Dim the page around the line you are reading.', [
    'screen_mask',
  ]),
  tool('dictionary', 'reading', 'Dictionary', 'Look up a selected word.', ['dictionary']),
  tool('listen_back', 'writing', 'Listen back', 'Hear the text you wrote in a field.', [
    'read_aloud',
  ]),
  tool('text_prediction', 'writing', 'Text Prediction', 'Word suggestions as you type.', [
    'text_prediction',
  ]),
  tool('voice_typing', 'writing', 'Voice typing', 'Speak to type into a field.', ['voice_typing']),
  tool('record', 'creating', 'Record', 'Record a mote on this page.', ['voice_recording']),
  tool('generate_audio', 'creating', 'Generate audio', 'Turn text into a mote.', [
    'audio_generation',
  ]),
  tool('upload', 'creating', 'Upload', 'Upload audio as a mote.', ['audio_upload']),
  tool('my_content', 'creating', 'My Content', 'Your motes, with links and QR codes.', []),
  tool('focus_view', 'focus', 'Focus view', "Show the page's article text alone.", []),
]);

/** The tools of one mode, in order. */
export function sidebarToolsOfMode(mode: SidebarMode): SidebarTool[] {
  return SIDEBAR_TOOLS.filter((candidate) => candidate.mode === mode);
}

/** Shown instead of a tool that a teacher control has switched off (§3). */
export function teacherTurnedOffMessage(toolLabel: string): string {
  return `Your teacher has turned off ${toolLabel}.`;
}

/** Whether the user may use a tool: every control it obeys must be enabled (§3). */
export function isSidebarToolAllowed(sidebarTool: SidebarTool, controls: TeacherControls): boolean {
  return sidebarTool.controls.every((key) => controls[key].isEnabled);
}

/** Shown in the Focus view when the page has no article-like text to show. */
export const FOCUS_VIEW_NO_ARTICLE = 'This page has no article text to show in Focus view.';
