import type { ReactNode } from 'react';
import type { ProductToolId } from '@motes/shared';
import { useTranslate } from '@motes/ui';
import {
  CreatingIcon,
  ReadingIcon,
  SchoolIcon,
  TeachingIcon,
  WritingIcon,
} from '../../illustrations/ToolGroupIcons';

/** A group of tools: its anchor on `/features`, heading, one-line intro and tools. */
export interface ToolGroup {
  id: 'reading' | 'writing' | 'creating' | 'teaching' | 'school-admin';
  icon: ReactNode;
  heading: string;
  intro: string;
  /** Each tool's state in this build comes from the registry in `@motes/shared`. */
  tools: readonly { title: string; body: string; tool: ProductToolId }[];
}

/** Every tool of Motes, grouped as the features page shows them. */
export function useToolGroups(): ToolGroup[] {
  const t = useTranslate();
  return [
    {
      id: 'reading',
      icon: <ReadingIcon />,
      heading: t('features-reading-heading'),
      intro: t('features-reading-intro'),
      tools: [
        {
          title: t('features-read-aloud-title'),
          body: t('features-read-aloud-body'),
          tool: 'read_aloud',
        },
        {
          title: t('features-select-area-title'),
          body: t('features-select-area-body'),
          tool: 'select_area',
        },
        {
          title: t('features-translation-title'),
          body: t('features-translation-body'),
          tool: 'translation',
        },
        {
          title: t('features-dictionary-title'),
          body: t('features-dictionary-body'),
          tool: 'dictionary',
        },
        {
          title: t('features-highlighter-title'),
          body: t('features-highlighter-body'),
          tool: 'highlighters',
        },
        {
          title: t('features-screen-mask-title'),
          body: t('features-screen-mask-body'),
          tool: 'screen_mask',
        },
        { title: t('features-focus-title'), body: t('features-focus-body'), tool: 'focus_view' },
      ],
    },
    {
      id: 'writing',
      icon: <WritingIcon />,
      heading: t('features-writing-heading'),
      intro: t('features-writing-intro'),
      tools: [
        {
          title: t('features-listen-back-title'),
          body: t('features-listen-back-body'),
          tool: 'listen_back',
        },
        {
          title: t('features-prediction-title'),
          body: t('features-prediction-body'),
          tool: 'text_prediction',
        },
        {
          title: t('features-voice-typing-title'),
          body: t('features-voice-typing-body'),
          tool: 'voice_typing',
        },
      ],
    },
    {
      id: 'creating',
      icon: <CreatingIcon />,
      heading: t('features-creating-heading'),
      intro: t('features-creating-intro'),
      tools: [
        {
          title: t('features-recording-title'),
          body: t('features-recording-body'),
          tool: 'record',
        },
        {
          title: t('features-generation-title'),
          body: t('features-generation-body'),
          tool: 'from_text',
        },
        { title: t('features-upload-title'), body: t('features-upload-body'), tool: 'upload' },
        {
          title: t('features-my-content-title'),
          body: t('features-my-content-body'),
          tool: 'my_content',
        },
        {
          title: t('features-share-page-title'),
          body: t('features-share-page-body'),
          tool: 'share_pages',
        },
        { title: t('features-embed-title'), body: t('features-embed-body'), tool: 'embed' },
      ],
    },
    {
      id: 'teaching',
      icon: <TeachingIcon />,
      heading: t('features-teaching-heading'),
      intro: t('features-teaching-intro'),
      tools: [
        { title: t('features-classes-title'), body: t('features-classes-body'), tool: 'classes' },
        {
          title: t('features-controls-title'),
          body: t('features-controls-body'),
          tool: 'teacher_controls',
        },
        { title: t('features-loops-title'), body: t('features-loops-body'), tool: 'loops' },
        {
          title: t('features-motebook-title'),
          body: t('features-motebook-body'),
          tool: 'motebook',
        },
        {
          title: t('features-vocabulary-title'),
          body: t('features-vocabulary-body'),
          tool: 'vocabulary_list',
        },
        {
          title: t('features-flash-cards-title'),
          body: t('features-flash-cards-body'),
          tool: 'flash_cards',
        },
        {
          title: t('features-matching-title'),
          body: t('features-matching-body'),
          tool: 'matching_quiz',
        },
        {
          title: t('features-multiple-choice-title'),
          body: t('features-multiple-choice-body'),
          tool: 'multiple_choice_quiz',
        },
        {
          title: t('features-mind-map-title'),
          body: t('features-mind-map-body'),
          tool: 'mind_map',
        },
      ],
    },
    {
      id: 'school-admin',
      icon: <SchoolIcon />,
      heading: t('features-admin-heading'),
      intro: t('features-admin-intro'),
      tools: [
        {
          title: t('features-manage-users-title'),
          body: t('features-manage-users-body'),
          tool: 'school_admin',
        },
        {
          title: t('features-feature-access-title'),
          body: t('features-feature-access-body'),
          tool: 'feature_access',
        },
        {
          title: t('features-insights-title'),
          body: t('features-insights-body'),
          tool: 'usage_insights',
        },
        {
          title: t('features-school-sign-in-title'),
          body: t('features-school-sign-in-body'),
          tool: 'school_sign_in',
        },
        {
          title: t('features-minors-title'),
          body: t('features-minors-body'),
          tool: 'minor_protections',
        },
      ],
    },
  ];
}
