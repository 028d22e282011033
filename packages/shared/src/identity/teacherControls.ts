// §3 "Teacher controls": the tools a teacher can switch on and off for students.
import * as z from 'zod/mini';

/** §3: the 18 teacher-control keys, in the spec's order. */
export const TEACHER_CONTROL_KEYS = [
  'read_aloud',
  'select_area',
  'translate',
  'translate_single_word',
  'translate_multiple_words',
  'dictionary',
  'text_highlighting',
  'screen_mask',
  'text_prediction',
  'voice_typing',
  'voice_recording',
  'audio_generation',
  'audio_upload',
  'vocabulary_list',
  'matching_quiz',
  'flash_cards',
  'multiple_choice_quiz',
  'mind_map',
] as const;
export type TeacherControlKey = (typeof TEACHER_CONTROL_KEYS)[number];

/** One teacher control: a toggle, on by default (§3). */
export const TeacherControlSchema = z.object({ isEnabled: z._default(z.boolean(), true) });
export type TeacherControl = z.infer<typeof TeacherControlSchema>;

const controlShape = Object.fromEntries(
  TEACHER_CONTROL_KEYS.map((key) => [key, z._default(TeacherControlSchema, { isEnabled: true })]),
) as { [K in TeacherControlKey]: z.ZodMiniDefault<typeof TeacherControlSchema> };

/**
 * All 18 controls. A missing control (or a missing `isEnabled`) parses as enabled, so an
 * older server or a partial teacher setting never switches a tool off by accident.
 */
export const TeacherControlsSchema = z.object(controlShape);
export type TeacherControls = z.infer<typeof TeacherControlsSchema>;

/** A fresh object with every control enabled (§3 default). */
export function defaultTeacherControls(): TeacherControls {
  return Object.fromEntries(
    TEACHER_CONTROL_KEYS.map((key) => [key, { isEnabled: true }]),
  ) as TeacherControls;
}
