import { describe, expect, it } from 'vitest';
import {
  defaultTeacherControls,
  TEACHER_CONTROL_KEYS,
  TeacherControlsSchema,
} from './teacherControls';

describe('§3 teacher controls', () => {
  it('has the 18 keys in spec order', () => {
    expect(TEACHER_CONTROL_KEYS).toEqual([
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
    ]);
  });

  it('defaults every control to isEnabled true', () => {
    const controls = defaultTeacherControls();
    expect(Object.keys(controls)).toEqual([...TEACHER_CONTROL_KEYS]);
    expect(Object.values(controls).every((control) => control.isEnabled === true)).toBe(true);
    // A fresh object each time: a caller changing one must not change the next caller's.
    controls.read_aloud.isEnabled = false;
    expect(defaultTeacherControls().read_aloud.isEnabled).toBe(true);
  });

  it('parses missing controls as enabled and keeps a teacher switching one off', () => {
    const parsed = TeacherControlsSchema.parse({ dictionary: { isEnabled: false }, mind_map: {} });
    expect(parsed.dictionary.isEnabled).toBe(false);
    expect(parsed.mind_map.isEnabled).toBe(true);
    expect(parsed.read_aloud.isEnabled).toBe(true);
    expect(Object.keys(parsed)).toHaveLength(18);
  });

  it('rejects a non-boolean isEnabled', () => {
    expect(TeacherControlsSchema.safeParse({ translate: { isEnabled: 'yes' } }).success).toBe(
      false,
    );
  });
});
