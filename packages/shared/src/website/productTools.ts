// Every tool and capability the marketing pages name, with what this build can do of it
// (issue 14 "honest pages"). The pages read their offers from here: a tool that is not built
// is shown as "Not yet available", never as something to sign up or pay for. When a tool is
// built, change its state here (and only here); the page tests and the e2e walk follow.
import type { SidebarToolId } from '../extension/sidebarTools';
import type { TeacherControlKey } from '../identity/teacherControls';

/**
 * - `available`: works in this build, on the website.
 * - `needsExtension`: works in this build, in the Mote Sidebar (the browser extension, which
 *   is installed by hand until its store listing is published).
 * - `notYetAvailable`: not built; a page may describe it only with a "Not yet available" mark.
 */
export const PRODUCT_TOOL_STATES = ['available', 'needsExtension', 'notYetAvailable'] as const;
export type ProductToolState = (typeof PRODUCT_TOOL_STATES)[number];

/** The groups the features page shows, in its order. */
export const PRODUCT_TOOL_GROUPS = [
  'reading',
  'writing',
  'creating',
  'classroom',
  'study',
  'schools',
  'billing',
] as const;
export type ProductToolGroup = (typeof PRODUCT_TOOL_GROUPS)[number];

export const PRODUCT_TOOL_IDS = [
  // Reading (Mote Sidebar)
  'read_aloud',
  'select_area',
  'translation',
  'dictionary',
  'highlighters',
  'screen_mask',
  'focus_view',
  // Writing (Mote Sidebar)
  'listen_back',
  'text_prediction',
  'voice_typing',
  // Creating (website /record and the sidebar)
  'record',
  'from_text',
  'upload',
  'my_content',
  'share_pages',
  'qr_codes',
  'transcripts',
  'totes',
  'embed',
  // The classroom half
  'classes',
  'teacher_controls',
  'loops',
  'motebook',
  // Study
  'vocabulary_list',
  'flash_cards',
  'matching_quiz',
  'multiple_choice_quiz',
  'mind_map',
  // Schools
  'school_admin',
  'feature_access',
  'usage_insights',
  'school_sign_in',
  'minor_protections',
  // Billing
  'free_plan',
  'trial',
  'paid_plans',
  'checkout',
  'school_plans',
] as const;
export type ProductToolId = (typeof PRODUCT_TOOL_IDS)[number];

/** One tool: its group, its state in this build, and where it lives when it is built. */
export interface ProductTool {
  readonly id: ProductToolId;
  readonly group: ProductToolGroup;
  readonly state: ProductToolState;
  /** The Mote Sidebar tool that provides it, if any. */
  readonly sidebarTool?: SidebarToolId;
  /** Why the state is what it is: the route, the component or what is missing. */
  readonly evidence: string;
}

function entry(
  id: ProductToolId,
  group: ProductToolGroup,
  state: ProductToolState,
  evidence: string,
  sidebarTool?: SidebarToolId,
): ProductTool {
  return Object.freeze({ id, group, state, evidence, ...(sidebarTool ? { sidebarTool } : {}) });
}

const SIDEBAR = 'needsExtension';
const NOT_YET = 'notYetAvailable';

/** The registry, in the order of {@link PRODUCT_TOOL_IDS}. */
export const PRODUCT_TOOLS: readonly ProductTool[] = Object.freeze([
  entry('read_aloud', 'reading', SIDEBAR, 'sidebar Play Page, t/tts', 'play_page'),
  entry('select_area', 'reading', SIDEBAR, 'sidebar Select Area, t/ocr', 'select_area'),
  entry('translation', 'reading', SIDEBAR, 'sidebar Translation, t/translate', 'translation'),
  entry('dictionary', 'reading', SIDEBAR, 'sidebar Dictionary, d/', 'dictionary'),
  entry('highlighters', 'reading', SIDEBAR, 'sidebar Highlighter, u/highlights', 'highlighter'),
  entry('screen_mask', 'reading', SIDEBAR, 'sidebar Screen Mask', 'screen_mask'),
  entry('focus_view', 'reading', SIDEBAR, 'sidebar Focus view', 'focus_view'),
  entry('listen_back', 'writing', SIDEBAR, 'sidebar Listen back, t/tts', 'listen_back'),
  entry('text_prediction', 'writing', SIDEBAR, 'sidebar Text Prediction', 'text_prediction'),
  entry('voice_typing', 'writing', SIDEBAR, 'sidebar Voice typing', 'voice_typing'),
  entry('record', 'creating', 'available', '/record, sidebar Record, m/motes', 'record'),
  entry('from_text', 'creating', 'available', '/record From text, sidebar', 'generate_audio'),
  entry('upload', 'creating', 'available', '/record Upload, f/uploads (tus)', 'upload'),
  entry('my_content', 'creating', 'available', '/activity, sidebar My Content', 'my_content'),
  entry('share_pages', 'creating', 'available', '/m/{id} share page'),
  entry('qr_codes', 'creating', 'available', 'QR codes in My Content and /activity'),
  entry('transcripts', 'creating', 'available', 'transcription job, shown on /m/{id}'),
  entry('totes', 'creating', 'available', '/t/{id}, t/totes'),
  entry('embed', 'creating', 'available', 'embed pages and oEmbed for motes and totes'),
  entry('classes', 'classroom', NOT_YET, 'no c/ routes; /my-classes is an empty state'),
  entry('teacher_controls', 'classroom', NOT_YET, 'tools obey i/status controls, no teacher UI'),
  entry('loops', 'classroom', NOT_YET, 'no replies; /my-loops is an empty state'),
  entry('motebook', 'classroom', NOT_YET, 'no Motebook routes'),
  entry('vocabulary_list', 'study', 'available', '/my-annotations, u/vocabulary'),
  entry('flash_cards', 'study', NOT_YET, 'no study routes'),
  entry('matching_quiz', 'study', NOT_YET, 'no study routes'),
  entry('multiple_choice_quiz', 'study', NOT_YET, 'no study routes'),
  entry('mind_map', 'study', NOT_YET, 'no study routes'),
  entry('school_admin', 'schools', NOT_YET, 'no a/ routes; /my-school/* are empty states'),
  entry('feature_access', 'schools', NOT_YET, 'no a/ routes'),
  entry('usage_insights', 'schools', NOT_YET, 'no a/ routes; /my-school/analytics is empty'),
  entry('school_sign_in', 'schools', 'available', 'OpenID Connect sign-in (OIDC_* settings)'),
  entry('minor_protections', 'schools', 'available', 'isMinor: no transcription, no tracking'),
  entry('free_plan', 'billing', 'available', 'free accounts with rationed motes (§6, §9)'),
  entry('trial', 'billing', NOT_YET, 'nothing starts a trial: new accounts are free'),
  entry('paid_plans', 'billing', NOT_YET, 'no b/ routes'),
  entry('checkout', 'billing', NOT_YET, 'no b/ routes, no /checkout page'),
  entry('school_plans', 'billing', NOT_YET, 'no school accounts'),
]);

const BY_ID = new Map(PRODUCT_TOOLS.map((tool) => [tool.id, tool]));

/** The registry entry of a tool. */
export function productTool(id: ProductToolId): ProductTool {
  return BY_ID.get(id) as ProductTool;
}

/** Whether a tool works in this build (on the website or in the Mote Sidebar). */
export function isProductToolBuilt(id: ProductToolId): boolean {
  return productTool(id).state !== 'notYetAvailable';
}

/** The tools of one group, in registry order. */
export function productToolsOfGroup(group: ProductToolGroup): ProductTool[] {
  return PRODUCT_TOOLS.filter((tool) => tool.group === group);
}

/**
 * §3 "Teacher controls": the tools that obey each control in this build. An empty list means
 * no tool obeys the control (its tool is not built), so no page may offer it as a switch that
 * works. Nobody can set a control yet either: that is the `teacher_controls` tool above.
 */
export const TEACHER_CONTROL_TOOLS: Readonly<Record<TeacherControlKey, readonly ProductToolId[]>> =
  Object.freeze({
    read_aloud: ['read_aloud', 'listen_back'],
    select_area: ['select_area'],
    translate: ['translation'],
    // Obeyed inside the Translation tool (the extension's selection controller).
    translate_single_word: ['translation'],
    translate_multiple_words: ['translation'],
    dictionary: ['dictionary'],
    text_highlighting: ['highlighters'],
    screen_mask: ['screen_mask'],
    text_prediction: ['text_prediction'],
    voice_typing: ['voice_typing'],
    voice_recording: ['record'],
    audio_generation: ['from_text'],
    audio_upload: ['upload'],
    vocabulary_list: [],
    matching_quiz: [],
    flash_cards: [],
    multiple_choice_quiz: [],
    mind_map: [],
  });

/** Whether any tool of this build obeys a §3 teacher control. */
export function isTeacherControlObeyed(key: TeacherControlKey): boolean {
  return TEACHER_CONTROL_TOOLS[key].length > 0;
}
