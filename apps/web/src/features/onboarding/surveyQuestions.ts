// The onboarding survey (§2 `/onboarding/survey`). The spec does not show its questions;
// these two tell us which tools to put first for someone. Labels are messages of
// onboarding.ftl; surveyQuestions.test.ts checks that each exists.

/** "Which best describes you?" — one answer. */
export const SURVEY_ROLES = [
  { value: 'teacher', labelId: 'onboarding-survey-role-teacher' },
  { value: 'student', labelId: 'onboarding-survey-role-student' },
  { value: 'school_leader', labelId: 'onboarding-survey-role-school-leader' },
  { value: 'other', labelId: 'onboarding-survey-role-other' },
] as const;
export type SurveyRole = (typeof SURVEY_ROLES)[number]['value'];

/** "What would you like to do with Motes?" — any number of answers. */
export const SURVEY_INTENTS = [
  { value: 'spoken_feedback', labelId: 'onboarding-survey-intent-spoken-feedback' },
  { value: 'read_aloud', labelId: 'onboarding-survey-intent-read-aloud' },
  { value: 'record_instructions', labelId: 'onboarding-survey-intent-record-instructions' },
  { value: 'language_practice', labelId: 'onboarding-survey-intent-language-practice' },
  { value: 'reading_support', labelId: 'onboarding-survey-intent-reading-support' },
] as const;
export type SurveyIntent = (typeof SURVEY_INTENTS)[number]['value'];

/** The analytics event the answers go with (the survey has no table of its own). */
export const SURVEY_COMPLETED_EVENT = 'Onboarding Survey Completed';
