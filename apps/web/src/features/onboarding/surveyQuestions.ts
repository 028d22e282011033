// The onboarding survey (§2 `/onboarding/survey`). The spec does not show its questions;
// these two tell us which tools to put first for someone.

/** "Which best describes you?" — one answer. */
export const SURVEY_ROLES = [
  { value: 'teacher', label: 'Teacher' },
  { value: 'student', label: 'Student' },
  { value: 'school_leader', label: 'School leader' },
  { value: 'other', label: 'Something else' },
] as const;
export type SurveyRole = (typeof SURVEY_ROLES)[number]['value'];

/** "What would you like to do with Motes?" — any number of answers. */
export const SURVEY_INTENTS = [
  { value: 'spoken_feedback', label: "Give spoken feedback on students' work" },
  { value: 'read_aloud', label: 'Have text read aloud, with translation' },
  { value: 'record_instructions', label: 'Record lessons, instructions or announcements' },
  { value: 'language_practice', label: 'Practise speaking and listening in another language' },
  { value: 'reading_support', label: 'Support learners who find reading hard' },
] as const;
export type SurveyIntent = (typeof SURVEY_INTENTS)[number]['value'];

/** The analytics event the answers go with (the survey has no table of its own). */
export const SURVEY_COMPLETED_EVENT = 'Onboarding Survey Completed';
