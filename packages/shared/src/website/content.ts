// Website content records of §3 "Other records": video catalogue entries, testimonials,
// customer stories and case-study articles.
import * as z from 'zod/mini';

/** An address of a media file or page: a root-relative path (not `//host`) or an https URL. */
export const ContentAddressSchema = z.string().check(
  z.trim(),
  z.minLength(1),
  z.refine((value) => /^\/(?!\/)/.test(value) || /^https:\/\/[^/\s]+/.test(value), {
    message: 'Use a path starting with / or an https:// address',
  }),
);

/** Text that must say something: trimmed, at least one character. */
const TextSchema = z.string().check(z.trim(), z.minLength(1));

/**
 * §3 video ids: existing-users, new-users, {product}-two-dot-oh, classes-trial-big-school,
 * classes-trial-unlimited, classes-trial-free, {product}-sidebar. `{product}` reads "mote",
 * as in the storage key prefix `mote-auth-`.
 */
export const VIDEO_IDS = [
  'existing-users',
  'new-users',
  'mote-two-dot-oh',
  'classes-trial-big-school',
  'classes-trial-unlimited',
  'classes-trial-free',
  'mote-sidebar',
] as const;
export type VideoId = (typeof VIDEO_IDS)[number];

/** The `kind` values an HTML `<track>` accepts. */
export const CAPTION_KINDS = [
  'subtitles',
  'captions',
  'descriptions',
  'chapters',
  'metadata',
] as const;

/** §3: one caption track of a video: src, label, kind, language (BCP 47, e.g. `en-US`). */
export const VideoCaptionSchema = z.object({
  src: ContentAddressSchema,
  label: TextSchema,
  kind: z.enum(CAPTION_KINDS),
  language: z.string().check(
    z.regex(/^[A-Za-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/, {
      message: 'Use a BCP 47 language tag such as en-US',
    }),
  ),
});
export type VideoCaption = z.infer<typeof VideoCaptionSchema>;

/** §3 "Video catalogue entry: id, url, captions list (src, label, kind, language)". */
export const VideoCatalogueEntrySchema = z.object({
  id: z.enum(VIDEO_IDS),
  url: ContentAddressSchema,
  captions: z.array(VideoCaptionSchema),
});
export type VideoCatalogueEntry = z.infer<typeof VideoCatalogueEntrySchema>;

/** §3 "Testimonial: name, message, avatar, from (school), rating (1-5), role". */
export const TestimonialSchema = z.object({
  name: TextSchema,
  message: TextSchema,
  avatar: ContentAddressSchema,
  /** The school the person is from. */
  from: TextSchema,
  /** Whole stars, 1 to 5. */
  rating: z.number().check(z.int(), z.gte(1), z.lte(5)),
  role: TextSchema,
});
export type Testimonial = z.infer<typeof TestimonialSchema>;

/** §3 "Customer story: name, text, avatar, accent colour, long content". */
export const CustomerStorySchema = z.object({
  name: TextSchema,
  /** The short text shown in the testimonial section. */
  text: TextSchema,
  avatar: ContentAddressSchema,
  /** A CSS hex colour, `#rgb` or `#rrggbb`. */
  accentColour: z
    .string()
    .check(z.regex(/^#(?:[0-9a-fA-F]{3}){1,2}$/, { message: 'Use a hex colour such as #6d28d9' })),
  /** The long text shown in the story's "Learn more" dialog (§2). */
  longContent: TextSchema,
});
export type CustomerStory = z.infer<typeof CustomerStorySchema>;

/** One block of a case-study article: a heading, paragraph, block quote or link. */
export const CaseStudyBlockSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('heading'),
    text: TextSchema,
    /** Heading level under the article title (h2 to h4); defaults to 2. */
    level: z.optional(z.union([z.literal(2), z.literal(3), z.literal(4)])),
  }),
  z.object({ type: z.literal('paragraph'), text: TextSchema }),
  z.object({
    type: z.literal('blockquote'),
    text: TextSchema,
    /** Who is quoted, if known. */
    cite: z.optional(TextSchema),
  }),
  z.object({ type: z.literal('link'), text: TextSchema, href: ContentAddressSchema }),
]);
export type CaseStudyBlock = z.infer<typeof CaseStudyBlockSchema>;

/**
 * §3 "Case-study article: title, header image address, sections of headings, paragraphs,
 * block quotes and links". `sections` is the article body in reading order.
 */
export const CaseStudyArticleSchema = z.object({
  title: TextSchema,
  headerImage: ContentAddressSchema,
  sections: z.array(CaseStudyBlockSchema).check(z.minLength(1)),
});
export type CaseStudyArticle = z.infer<typeof CaseStudyArticleSchema>;
