import { describe, expect, it } from 'vitest';
import { CUSTOMER_STORIES, CUSTOMER_STORY_SLUGS, TESTIMONIALS } from '@motes/shared';
import { createTranslator } from '@motes/ui';
import { readLocaleSource } from '../../../locales/localeFiles';
import { englishTranslator } from '../../testing/testTranslator';
import {
  CAROUSEL_SLIDES,
  COMPLIANCE_BADGES,
  FEATURE_HIGHLIGHTS,
  INTEGRATIONS,
  SIDEBAR_MODES,
  TRUST_FIGURES,
} from './homeContent';
import { paragraphsOf, storyMessageIds } from './storyMessages';

// The home page builds message ids from data; the check of literal `t('…')` ids cannot see
// them, so this test does.

const dataIds = [
  ...SIDEBAR_MODES.flatMap((mode) => [
    mode.tab,
    mode.summary,
    mode.art,
    ...mode.tools.flatMap((tool) => [tool.name, tool.body]),
  ]),
  ...TRUST_FIGURES.flatMap((entry) => [entry.figure, entry.label, entry.source]),
  ...[FEATURE_HIGHLIGHTS, CAROUSEL_SLIDES, INTEGRATIONS, COMPLIANCE_BADGES].flatMap((list) =>
    list.flatMap((entry) => [entry.title, entry.body]),
  ),
  ...CUSTOMER_STORY_SLUGS.flatMap((slug) => Object.values(storyMessageIds(slug))),
];

const british = createTranslator([{ locale: 'en-GB', source: readLocaleSource('en-GB') }]);

describe('home page messages', () => {
  it('names only messages that en-US and en-GB define', () => {
    expect(dataIds.filter((id) => !englishTranslator().has(id))).toEqual([]);
    expect(dataIds.filter((id) => !british.has(id))).toEqual([]);
  });

  // The §3 records in @motes/shared are the stories' English source.
  it.each(CUSTOMER_STORY_SLUGS)('shows the %s story exactly as its §3 records say', (slug) => {
    const t = (id: string) => englishTranslator().t(id);
    const ids = storyMessageIds(slug);
    const story = CUSTOMER_STORIES[slug];
    const testimonial = TESTIMONIALS[slug];
    expect(t(ids.name)).toBe(story.name);
    expect(t(ids.text)).toBe(story.text);
    expect(paragraphsOf(t(ids.longContent))).toEqual(paragraphsOf(story.longContent));
    expect(t(ids.quote)).toBe(testimonial.message);
    expect(t(ids.role)).toBe(testimonial.role);
    expect(t(ids.from)).toBe(testimonial.from);
  });
});
