import { describe, expect, it } from 'vitest';
import { CustomerStorySchema, TestimonialSchema } from './content';
import {
  CUSTOMER_STORIES,
  CUSTOMER_STORY_SLUGS,
  HOME_CAROUSEL_INTERVAL_MS,
  TESTIMONIALS,
  TESTIMONIAL_ROTATION_MS,
} from './stories';
import { caseStudyBySlug, type CaseStudySlug } from './caseStudies';

describe('home page stories (§2 testimonial section, §3 records, §9 figures)', () => {
  // §9 "Timing": testimonial rotation 5000 ms, home carousel 4000 ms.
  it('rotates testimonials every 5000 ms and the carousel every 4000 ms', () => {
    expect(TESTIMONIAL_ROTATION_MS).toBe(5000);
    expect(HOME_CAROUSEL_INTERVAL_MS).toBe(4000);
  });

  // §2: "4 customer stories"; §9: the four case studies.
  it('has the four case studies, each with a testimonial and a story', () => {
    expect(CUSTOMER_STORY_SLUGS).toEqual([
      'new-york-district',
      'england-primary-trust',
      'connecticut-district',
      'nova-scotia-centre',
    ]);
    expect(Object.keys(TESTIMONIALS).sort()).toEqual([...CUSTOMER_STORY_SLUGS].sort());
    expect(Object.keys(CUSTOMER_STORIES).sort()).toEqual([...CUSTOMER_STORY_SLUGS].sort());
  });

  it.each(CUSTOMER_STORY_SLUGS)('%s validates against the §3 schemas', (slug) => {
    expect(TestimonialSchema.parse(TESTIMONIALS[slug])).toEqual(TESTIMONIALS[slug]);
    expect(CustomerStorySchema.parse(CUSTOMER_STORIES[slug])).toEqual(CUSTOMER_STORIES[slug]);
  });

  it('has a case-study article for each story, for its "Learn more" link', () => {
    for (const slug of CUSTOMER_STORY_SLUGS) expect(caseStudyBySlug(slug)?.slug).toBe(slug);
  });

  // §9 marketing figures are the only customer facts: each story quotes its own.
  it('quotes the §9 figures of each case study', () => {
    const text = (slug: CaseStudySlug) =>
      `${CUSTOMER_STORIES[slug].text} ${CUSTOMER_STORIES[slug].longContent}`;
    expect(text('new-york-district')).toMatch(/3,200 students in five schools/);
    expect(text('england-primary-trust')).toMatch(/9 primary schools/);
    expect(text('england-primary-trust')).toMatch(/about 45 minutes/);
    expect(text('england-primary-trust')).toMatch(/at least 2 hours/);
    expect(text('england-primary-trust')).toMatch(/a minute and a half/);
    expect(text('connecticut-district')).toMatch(/over 40,000 voice notes in a year/i);
    expect(text('nova-scotia-centre')).toMatch(/about 6,000 students across 22 schools/i);
    expect(text('nova-scotia-centre')).toMatch(/over two thousand recordings a month on average/);
  });

  it('names roles and places, never people', () => {
    for (const slug of CUSTOMER_STORY_SLUGS) {
      expect(TESTIMONIALS[slug].name).toMatch(/^An? /);
      expect(TESTIMONIALS[slug].from).toMatch(/(district|trust|centre)/i);
      expect(CUSTOMER_STORIES[slug].name).toMatch(/^An? /);
    }
  });

  it('keeps long content in paragraphs separated by a blank line', () => {
    for (const slug of CUSTOMER_STORY_SLUGS) {
      const paragraphs = CUSTOMER_STORIES[slug].longContent.split('\n\n');
      expect(paragraphs.length).toBeGreaterThan(1);
      for (const paragraph of paragraphs) expect(paragraph.trim()).toBe(paragraph);
    }
  });
});
