import { describe, expect, it } from 'vitest';
import { SIDEBAR_TOOLS } from '../extension/sidebarTools';
import { TEACHER_CONTROL_KEYS } from '../identity/teacherControls';
import {
  PRODUCT_TOOL_IDS,
  PRODUCT_TOOLS,
  TEACHER_CONTROL_TOOLS,
  isProductToolBuilt,
  isTeacherControlObeyed,
  productTool,
} from './productTools';

describe('product tool registry (issue 14 honest pages)', () => {
  it('has one entry per id, in order', () => {
    expect(PRODUCT_TOOLS.map((tool) => tool.id)).toEqual([...PRODUCT_TOOL_IDS]);
  });

  it('says the classroom half, study games, school admin and billing are not built', () => {
    for (const id of [
      'classes',
      'teacher_controls',
      'loops',
      'flash_cards',
      'matching_quiz',
      'multiple_choice_quiz',
      'mind_map',
      'school_admin',
      'usage_insights',
      'trial',
      'paid_plans',
      'checkout',
    ] as const) {
      expect(isProductToolBuilt(id), id).toBe(false);
    }
    for (const id of ['record', 'from_text', 'upload', 'share_pages', 'free_plan'] as const) {
      expect(productTool(id).state, id).toBe('available');
    }
  });

  it('marks every Mote Sidebar reading and writing tool as needing the extension', () => {
    for (const tool of PRODUCT_TOOLS.filter((candidate) =>
      ['reading', 'writing'].includes(candidate.group),
    )) {
      expect(tool.state, tool.id).toBe('needsExtension');
      expect(SIDEBAR_TOOLS.some((sidebarTool) => sidebarTool.id === tool.sidebarTool)).toBe(true);
    }
  });

  // §3 "Teacher controls": the registry's "obeyed by" must match the sidebar's own table.
  it('records which tools obey each of the 18 §3 teacher controls', () => {
    expect(Object.keys(TEACHER_CONTROL_TOOLS).sort()).toEqual([...TEACHER_CONTROL_KEYS].sort());
    const obeyedBySidebar = new Set(SIDEBAR_TOOLS.flatMap((tool) => tool.controls));
    for (const key of TEACHER_CONTROL_KEYS) {
      for (const toolId of TEACHER_CONTROL_TOOLS[key]) {
        const tool = productTool(toolId);
        expect(isProductToolBuilt(toolId), `${key} → ${toolId}`).toBe(true);
        const sidebarTool = SIDEBAR_TOOLS.find((candidate) => candidate.id === tool.sidebarTool);
        // The two translate_* controls are obeyed inside the Translation tool's controller.
        if (!key.startsWith('translate_')) expect(sidebarTool?.controls, key).toContain(key);
      }
      if (obeyedBySidebar.has(key)) expect(isTeacherControlObeyed(key), key).toBe(true);
    }
    expect(TEACHER_CONTROL_KEYS.filter((key) => !isTeacherControlObeyed(key))).toEqual([
      'vocabulary_list',
      'matching_quiz',
      'flash_cards',
      'multiple_choice_quiz',
      'mind_map',
    ]);
  });
});
