import type { ReactNode } from 'react';
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
  tools: readonly { title: string; body: string }[];
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
        { title: t('features-read-aloud-title'), body: t('features-read-aloud-body') },
        { title: t('features-select-area-title'), body: t('features-select-area-body') },
        { title: t('features-translation-title'), body: t('features-translation-body') },
        { title: t('features-dictionary-title'), body: t('features-dictionary-body') },
        { title: t('features-highlighter-title'), body: t('features-highlighter-body') },
        { title: t('features-screen-mask-title'), body: t('features-screen-mask-body') },
        { title: t('features-focus-title'), body: t('features-focus-body') },
      ],
    },
    {
      id: 'writing',
      icon: <WritingIcon />,
      heading: t('features-writing-heading'),
      intro: t('features-writing-intro'),
      tools: [
        { title: t('features-listen-back-title'), body: t('features-listen-back-body') },
        { title: t('features-prediction-title'), body: t('features-prediction-body') },
        { title: t('features-voice-typing-title'), body: t('features-voice-typing-body') },
      ],
    },
    {
      id: 'creating',
      icon: <CreatingIcon />,
      heading: t('features-creating-heading'),
      intro: t('features-creating-intro'),
      tools: [
        { title: t('features-recording-title'), body: t('features-recording-body') },
        { title: t('features-generation-title'), body: t('features-generation-body') },
        { title: t('features-upload-title'), body: t('features-upload-body') },
        { title: t('features-my-content-title'), body: t('features-my-content-body') },
        { title: t('features-share-page-title'), body: t('features-share-page-body') },
        { title: t('features-embed-title'), body: t('features-embed-body') },
      ],
    },
    {
      id: 'teaching',
      icon: <TeachingIcon />,
      heading: t('features-teaching-heading'),
      intro: t('features-teaching-intro'),
      tools: [
        { title: t('features-classes-title'), body: t('features-classes-body') },
        { title: t('features-controls-title'), body: t('features-controls-body') },
        { title: t('features-loops-title'), body: t('features-loops-body') },
        { title: t('features-vocabulary-title'), body: t('features-vocabulary-body') },
        { title: t('features-flash-cards-title'), body: t('features-flash-cards-body') },
        { title: t('features-matching-title'), body: t('features-matching-body') },
        { title: t('features-multiple-choice-title'), body: t('features-multiple-choice-body') },
        { title: t('features-mind-map-title'), body: t('features-mind-map-body') },
      ],
    },
    {
      id: 'school-admin',
      icon: <SchoolIcon />,
      heading: t('features-admin-heading'),
      intro: t('features-admin-intro'),
      tools: [
        { title: t('features-manage-users-title'), body: t('features-manage-users-body') },
        { title: t('features-feature-access-title'), body: t('features-feature-access-body') },
        { title: t('features-insights-title'), body: t('features-insights-body') },
        { title: t('features-school-sign-in-title'), body: t('features-school-sign-in-body') },
        { title: t('features-minors-title'), body: t('features-minors-body') },
      ],
    },
  ];
}
