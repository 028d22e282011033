import type { ProductToolId } from '@motes/shared';
import { useTranslate } from '@motes/ui';

/** One short self-paced course: a few lessons, each a page or section of our own site. */
export interface Course {
  /** Anchor on `/courses`. */
  id: string;
  title: string;
  summary: string;
  /** A lesson about a tool this build lacks names it (`tool`), so the page marks it. */
  lessons: readonly { title: string; to: string; tool?: ProductToolId }[];
}

/** The self-paced courses, in the order we suggest taking them. */
export function useCourses(): Course[] {
  const t = useTranslate();
  return [
    {
      id: 'getting-started',
      title: t('courses-getting-started-title'),
      summary: t('courses-getting-started-summary'),
      lessons: [
        { title: t('courses-getting-started-lesson-motes'), to: '/product#motes' },
        { title: t('courses-getting-started-lesson-record'), to: '/features#creating' },
        { title: t('courses-getting-started-lesson-share'), to: '/product#share-pages' },
        { title: t('courses-getting-started-lesson-sidebar'), to: '/product#extension' },
        { title: t('courses-getting-started-lesson-plans'), to: '/pricing#free-plan' },
      ],
    },
    {
      id: 'voice-feedback',
      title: t('courses-feedback-title'),
      summary: t('courses-feedback-summary'),
      lessons: [
        { title: t('courses-feedback-lesson-why'), to: '/impact#why' },
        { title: t('courses-feedback-lesson-plan'), to: '/use-cases/for-feedback' },
        { title: t('courses-feedback-lesson-class-set'), to: '/solutions/verbal-feedback' },
        { title: t('courses-feedback-lesson-loops'), to: '/product#classes', tool: 'loops' },
        {
          title: t('courses-feedback-lesson-case'),
          to: '/learning-zone/case-studies/england-primary-trust',
        },
      ],
    },
    {
      id: 'reading-support',
      title: t('courses-reading-title'),
      summary: t('courses-reading-summary'),
      lessons: [
        { title: t('courses-reading-lesson-tools'), to: '/features#reading' },
        { title: t('courses-reading-lesson-diverse'), to: '/use-cases/diverse-learners' },
        {
          title: t('courses-reading-lesson-accommodations'),
          to: '/solutions/accommodating-diverse-learners',
          tool: 'teacher_controls',
        },
        {
          title: t('courses-reading-lesson-special-needs'),
          to: '/user-groups/learners-with-special-needs',
        },
        { title: t('courses-reading-lesson-accessibility'), to: '/accessibility' },
      ],
    },
    {
      id: 'language-teaching',
      title: t('courses-languages-title'),
      summary: t('courses-languages-summary'),
      lessons: [
        { title: t('courses-languages-lesson-overview'), to: '/use-cases/for-language-learning' },
        {
          title: t('courses-languages-lesson-practice'),
          to: '/solutions/developing-student-speaking-and-listening-skills',
        },
        {
          title: t('courses-languages-lesson-assessing'),
          to: '/solutions/assessing-student-speaking-and-listening-skills',
        },
        { title: t('courses-languages-lesson-translation'), to: '/solutions/voice-translation' },
        {
          title: t('courses-languages-lesson-case'),
          to: '/learning-zone/case-studies/nova-scotia-centre',
        },
      ],
    },
    {
      id: 'school-rollout',
      title: t('courses-rollout-title'),
      summary: t('courses-rollout-summary'),
      lessons: [
        { title: t('courses-rollout-lesson-leaders'), to: '/solutions/school-administrators' },
        {
          title: t('courses-rollout-lesson-admin'),
          to: '/features#school-admin',
          tool: 'school_admin',
        },
        { title: t('courses-rollout-lesson-privacy'), to: '/privacy' },
        { title: t('courses-rollout-lesson-extension'), to: '/product#extension' },
        { title: t('courses-rollout-lesson-plans'), to: '/pricing#schools', tool: 'school_plans' },
        { title: t('courses-rollout-lesson-impact'), to: '/impact' },
      ],
    },
  ];
}
