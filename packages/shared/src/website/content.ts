// Website content records of §3 "Other records": video catalogue entries, testimonials,
// customer stories and case-study articles.
import { z } from 'zod';

/** An address of a media file or page: a root-relative path (not `//host`) or an https URL. */
export const ContentAddressSchema = z
  .string()
  .trim()
  .min(1)
  .refine((value) => /^\/(?!\/)/.test(value) || /^https:\/\/[^/\s]+/.test(value), {
    message: 'Use a path starting with / or an https:// address',
  });

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
  label: z.string().trim().min(1),
  kind: z.enum(CAPTION_KINDS),
  language: z.string().regex(/^[A-Za-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/, {
    message: 'Use a BCP 47 language tag such as en-US',
  }),
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
  name: z.string().trim().min(1),
  message: z.string().trim().min(1),
  avatar: ContentAddressSchema,
  /** The school the person is from. */
  from: z.string().trim().min(1),
  /** Whole stars, 1 to 5. */
  rating: z.number().int().min(1).max(5),
  role: z.string().trim().min(1),
});
export type Testimonial = z.infer<typeof TestimonialSchema>;

/** §3 "Customer story: name, text, avatar, accent colour, long content". */
export const CustomerStorySchema = z.object({
  name: z.string().trim().min(1),
  /** The short text shown in the testimonial section. */
  text: z.string().trim().min(1),
  avatar: ContentAddressSchema,
  /** A CSS hex colour, `#rgb` or `#rrggbb`. */
  accentColour: z.string().regex(/^#(?:[0-9a-fA-F]{3}){1,2}$/, {
    message: 'Use a hex colour such as #6d28d9',
  }),
  /** The long text shown in the story's "Learn more" dialog (§2). */
  longContent: z.string().trim().min(1),
});
export type CustomerStory = z.infer<typeof CustomerStorySchema>;

/** One block of a case-study article: a heading, paragraph, block quote or link. */
export const CaseStudyBlockSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('heading'),
    text: z.string().trim().min(1),
    /** Heading level under the article title (h2 to h4); defaults to 2. */
    level: z.union([z.literal(2), z.literal(3), z.literal(4)]).optional(),
  }),
  z.object({ type: z.literal('paragraph'), text: z.string().trim().min(1) }),
  z.object({
    type: z.literal('blockquote'),
    text: z.string().trim().min(1),
    /** Who is quoted, if known. */
    cite: z.string().trim().min(1).optional(),
  }),
  z.object({ type: z.literal('link'), text: z.string().trim().min(1), href: ContentAddressSchema }),
]);
export type CaseStudyBlock = z.infer<typeof CaseStudyBlockSchema>;

/**
 * §3 "Case-study article: title, header image address, sections of headings, paragraphs,
 * block quotes and links". `sections` is the article body in reading order.
 */
export const CaseStudyArticleSchema = z.object({
  title: z.string().trim().min(1),
  headerImage: ContentAddressSchema,
  sections: z.array(CaseStudyBlockSchema).min(1),
});
export type CaseStudyArticle = z.infer<typeof CaseStudyArticleSchema>;
