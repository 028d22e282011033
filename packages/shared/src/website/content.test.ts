import { describe, expect, it } from 'vitest';
import {
  CaseStudyArticleSchema,
  CustomerStorySchema,
  TestimonialSchema,
  VIDEO_IDS,
  VideoCatalogueEntrySchema,
} from './content';

describe('VideoCatalogueEntry (§3 "id, url, captions list (src, label, kind, language)")', () => {
  it('has the 7 video ids of §3, with {product} read as "mote"', () => {
    expect(VIDEO_IDS).toEqual([
      'existing-users',
      'new-users',
      'mote-two-dot-oh',
      'classes-trial-big-school',
      'classes-trial-unlimited',
      'classes-trial-free',
      'mote-sidebar',
    ]);
  });

  const entry = {
    id: 'new-users',
    url: '/videos/new-users.mp4',
    captions: [
      { src: '/videos/new-users.en.vtt', label: 'English', kind: 'captions', language: 'en-US' },
    ],
  };

  it('accepts an entry with captions', () => {
    expect(VideoCatalogueEntrySchema.parse(entry)).toEqual(entry);
    expect(VideoCatalogueEntrySchema.parse({ ...entry, captions: [] }).captions).toEqual([]);
  });

  it('refuses an unknown id, a bad kind or language, and an http address', () => {
    const refuses = (value: unknown) => !VideoCatalogueEntrySchema.safeParse(value).success;
    expect(refuses({ ...entry, id: 'other' })).toBe(true);
    expect(refuses({ ...entry, url: 'http://example.org/v.mp4' })).toBe(true);
    const caption = entry.captions[0];
    expect(refuses({ ...entry, captions: [{ ...caption, kind: 'karaoke' }] })).toBe(true);
    expect(refuses({ ...entry, captions: [{ ...caption, language: 'English' }] })).toBe(true);
  });
});

describe('Testimonial (§3 "name, message, avatar, from (school), rating (1-5), role")', () => {
  const testimonial = {
    name: 'Ms Rivera',
    message: 'My students love hearing my feedback.',
    avatar: '/images/testimonials/rivera.png',
    from: 'Lincoln Elementary',
    rating: 5,
    role: 'Grade 3 teacher',
  };

  it.each([1, 3, 5])('accepts rating %i', (rating) => {
    expect(TestimonialSchema.safeParse({ ...testimonial, rating }).success).toBe(true);
  });

  it.each([0, 6, 4.5])('refuses rating %s', (rating) => {
    expect(TestimonialSchema.safeParse({ ...testimonial, rating }).success).toBe(false);
  });

  it('requires every field', () => {
    expect(TestimonialSchema.safeParse({ ...testimonial, from: '' }).success).toBe(false);
  });
});

describe('CustomerStory (§3 "name, text, avatar, accent colour, long content")', () => {
  const story = {
    name: 'A New York district',
    text: 'Over 3,200 students in five schools.',
    avatar: 'https://cdn.example.org/story.png',
    accentColour: '#6d28d9',
    longContent: 'The district rolled out voice feedback ...',
  };

  it('accepts a story and refuses a non-hex accent colour', () => {
    expect(CustomerStorySchema.parse(story)).toEqual(story);
    expect(CustomerStorySchema.safeParse({ ...story, accentColour: 'purple' }).success).toBe(false);
  });
});

describe('CaseStudyArticle (§3 "title, header image address, sections of headings, paragraphs, block quotes and links")', () => {
  const article = {
    title: 'Personalised spoken feedback on writing',
    headerImage: '/images/case-studies/trust.jpg',
    sections: [
      { type: 'heading', text: 'The challenge' },
      { type: 'paragraph', text: 'Marking a class set took at least 2 hours.' },
      { type: 'blockquote', text: 'About 1.5 minutes per child.', cite: 'A head teacher' },
      { type: 'link', text: 'Read more', href: '/learning-zone?tab=case' },
    ],
  };

  it('accepts headings, paragraphs, block quotes and links', () => {
    expect(CaseStudyArticleSchema.parse(article)).toEqual(article);
  });

  it('refuses unknown blocks and empty sections', () => {
    const refuses = (value: unknown) => !CaseStudyArticleSchema.safeParse(value).success;
    expect(refuses({ ...article, sections: [{ type: 'video', text: 'x' }] })).toBe(true);
    expect(refuses({ ...article, sections: [] })).toBe(true);
    expect(refuses({ ...article, sections: [{ type: 'heading', text: '' }] })).toBe(true);
    expect(refuses({ ...article, headerImage: 'javascript:alert(1)' })).toBe(true);
  });
});
