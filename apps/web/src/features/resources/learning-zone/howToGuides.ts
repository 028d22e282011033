// The how-to guides of /learning-zone?tab=howto as data. The words live in learning-zone.ftl
// under `learning-zone-howto-{key}-title`, `…-summary` and `…-step-{n}`; the anchors are
// linked from other pages (`/learning-zone?tab=howto#record-a-mote`), so keep them stable.
import type { ProductToolId } from '@motes/shared';

/** One how-to guide: a short list of steps, an anchor, and an optional link to try it. */
export interface HowToGuide {
  key: string;
  anchor: string;
  steps: number;
  /** Where to try it, labelled by `learning-zone-howto-{key}-action`. */
  tryAt?: string;
  /** The tool the guide is about: a guide to a tool not built yet says so (registry state). */
  tool?: ProductToolId;
}

export const HOW_TO_GUIDES: readonly HowToGuide[] = [
  { key: 'record', anchor: 'record-a-mote', steps: 5, tryAt: '/record', tool: 'record' },
  { key: 'share-qr', anchor: 'share-with-a-qr-code', steps: 4, tool: 'qr_codes' },
  { key: 'read-aloud', anchor: 'read-a-page-aloud', steps: 5, tool: 'read_aloud' },
  { key: 'translate', anchor: 'translate-a-selection', steps: 4, tool: 'translation' },
  { key: 'class', anchor: 'set-up-a-class', steps: 4, tryAt: '/my-classes', tool: 'classes' },
  { key: 'controls', anchor: 'switch-tools-off', steps: 4, tool: 'teacher_controls' },
  { key: 'loop', anchor: 'start-a-loop', steps: 4, tryAt: '/my-loops', tool: 'loops' },
];

/** The path to a guide: `/learning-zone?tab=howto#record-a-mote`. */
export function howToGuidePath(anchor: string): string {
  return `/learning-zone?tab=howto#${anchor}`;
}

/** Every message id a guide is built from (for the completeness test). */
export function howToGuideMessageIds(guide: HowToGuide): string[] {
  const prefix = `learning-zone-howto-${guide.key}`;
  return [
    `${prefix}-title`,
    `${prefix}-summary`,
    ...Array.from({ length: guide.steps }, (_, index) => `${prefix}-step-${index + 1}`),
    ...(guide.tryAt ? [`${prefix}-action`] : []),
  ];
}
