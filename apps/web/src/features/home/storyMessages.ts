import type { CaseStudySlug } from '@motes/shared';

/**
 * The Fluent messages of one customer story (home.ftl). Their en-US text is the story's
 * record in `@motes/shared` (stories.ts); storyMessages.test.ts keeps the two equal.
 */
export function storyMessageIds(slug: CaseStudySlug) {
  return {
    /** The story's name: the school or district as §9 describes it. */
    name: `home-story-${slug}-name`,
    text: `home-story-${slug}-text`,
    /** Paragraphs separated by a blank line. */
    longContent: `home-story-${slug}-long`,
    quote: `home-story-${slug}-quote`,
    /** Who the quote is from: a role, never a name, at the place the story is about. */
    role: `home-story-${slug}-role`,
    from: `home-story-${slug}-from`,
  } as const;
}

/** A long text's paragraphs (Fluent keeps a blank line between them). */
export function paragraphsOf(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}
