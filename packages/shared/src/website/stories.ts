// The home page's testimonial section (§2 "Page behaviours", §3 "Other records"): four
// customer stories, one per case study of §9 "Marketing figures". Each is told by a role at
// a school or district described as §9 describes it — never by a person's name — and quotes
// only the §9 figures and the topics of the case-study articles.
//
// These records are the English source. The website shows them through Fluent
// (`home-story-{slug}-*` in apps/web/locales) and a test there keeps en-US equal to them.
import { CASE_STUDY_SLUGS, type CaseStudySlug } from './caseStudySlugs';
import type { CustomerStory, Testimonial } from './content';

/** §9 "Timing": the testimonial section moves to the next story after this many ms. */
export const TESTIMONIAL_ROTATION_MS = 5000;

/** §9 "Timing": the home carousel moves to the next slide after this many ms. */
export const HOME_CAROUSEL_INTERVAL_MS = 4000;

/**
 * The stories, in the order the home page shows them: one per case study, under the same
 * slug, so each story's "Learn more" links to `caseStudyPath(slug)`.
 */
export const CUSTOMER_STORY_SLUGS: readonly CaseStudySlug[] = CASE_STUDY_SLUGS;

/** Where the stories' emblems are served: in-house illustrations, not photos of anyone. */
const AVATAR_FOLDER = '/illustrations/stories';

/**
 * What the home page needs of each story besides its text (which it shows through Fluent):
 * its emblem and its accent colour. Kept apart from the records so the page's code does not
 * carry the English text. Plain literals only, so bundlers can drop what a page leaves unused.
 */
export const CUSTOMER_STORY_LOOKS: Readonly<
  Record<CaseStudySlug, Pick<CustomerStory, 'avatar' | 'accentColour'>>
> = {
  'new-york-district': {
    avatar: `${AVATAR_FOLDER}/new-york-district.svg`,
    accentColour: '#6d28d9',
  },
  'england-primary-trust': {
    avatar: `${AVATAR_FOLDER}/england-primary-trust.svg`,
    accentColour: '#be185d',
  },
  'connecticut-district': {
    avatar: `${AVATAR_FOLDER}/connecticut-district.svg`,
    accentColour: '#a21caf',
  },
  'nova-scotia-centre': {
    avatar: `${AVATAR_FOLDER}/nova-scotia-centre.svg`,
    accentColour: '#7c3aed',
  },
};

/**
 * §3 testimonials, one per story. The rating is required by the record; we hold no review
 * ratings from these schools, so the website does not show it.
 */
export const TESTIMONIALS: Readonly<Record<CaseStudySlug, Testimonial>> = {
  'new-york-district': {
    name: 'An instructional coach',
    role: 'Instructional coach',
    from: 'New York district',
    avatar: CUSTOMER_STORY_LOOKS['new-york-district'].avatar,
    rating: 5,
    message:
      'One tool covers two needs for us: reading support for students with learning differences, and speaking practice in our world-language classes.',
  },
  'england-primary-trust': {
    name: 'A school leader',
    role: 'School leader',
    from: 'Primary trust in England',
    avatar: CUSTOMER_STORY_LOOKS['england-primary-trust'].avatar,
    rating: 5,
    message:
      'About a minute and a half of recording per child: spoken feedback on a class set takes about 45 minutes, where written marking took at least two hours.',
  },
  'connecticut-district': {
    name: 'A digital learning coach',
    role: 'Digital learning coach',
    from: 'Connecticut district',
    avatar: CUSTOMER_STORY_LOOKS['connecticut-district'].avatar,
    rating: 5,
    message:
      'Teachers ask a question in a form and students answer out loud. Hearing students explain their thinking shows what they understand.',
  },
  'nova-scotia-centre': {
    name: 'A French second-language teacher',
    role: 'French second-language teacher',
    from: 'Nova Scotia centre',
    avatar: CUSTOMER_STORY_LOOKS['nova-scotia-centre'].avatar,
    rating: 5,
    message:
      'Students hear the French before class, then record their own. With audio in our slides, the spoken model is always one click away.',
  },
};

/** §3 customer stories: the short text of the section and the long text of "Learn more". */
export const CUSTOMER_STORIES: Readonly<Record<CaseStudySlug, CustomerStory>> = {
  'new-york-district': {
    name: 'A New York district',
    ...CUSTOMER_STORY_LOOKS['new-york-district'],
    text: 'Over 3,200 students in five schools use Motes for reading support and for speaking practice in world languages.',
    longContent:
      'Across five schools, more than 3,200 students use Motes. The district wanted one tool for two jobs: support for students with learning differences, and more speaking practice in world-language classes.' +
      '\n\n' +
      'For reading, students open the Mote Sidebar on the page in front of them. Read aloud highlights each word as it is spoken, the screen mask keeps their place, and the dictionary and translation are one selection away.' +
      '\n\n' +
      'For speaking, teachers post a prompt as a voice note. Students answer with a mote of their own and teachers reply by voice, so practice becomes a conversation.',
  },
  'england-primary-trust': {
    name: 'A primary trust in England',
    ...CUSTOMER_STORY_LOOKS['england-primary-trust'],
    text: 'In 9 primary schools, teachers give spoken feedback on writing: about 45 minutes for a class set, instead of at least 2 hours of written marking.',
    longContent:
      'Nine primary schools in a trust in England use Motes to give children personalized spoken feedback on their writing.' +
      '\n\n' +
      'A teacher reads a piece of work and records about a minute and a half of feedback for that child: what worked, and one thing to try next. For a class set that comes to about 45 minutes in total, where written marking took at least two hours.' +
      '\n\n' +
      'Children open their feedback by link or QR code, with no account to sign in to, and listen to it as often as they need.',
  },
  'connecticut-district': {
    name: 'A Connecticut district',
    ...CUSTOMER_STORY_LOOKS['connecticut-district'],
    text: 'Over 40,000 voice notes in a year, with spoken answers in formative assessment.',
    longContent:
      'Teachers and students in a Connecticut district recorded over 40,000 voice notes in a year.' +
      '\n\n' +
      'The case study follows formative assessment through forms. A teacher adds a question to a form, students record their answer as a mote and paste its link, and the teacher listens to each answer. Hearing a student explain their reasoning shows what they understand and where they are stuck.' +
      '\n\n' +
      'Each mote opens from its link with no account needed, so an answer can also be shared with a family or a support teacher when that helps.',
  },
  'nova-scotia-centre': {
    name: 'A Nova Scotia centre',
    ...CUSTOMER_STORY_LOOKS['nova-scotia-centre'],
    text: 'About 6,000 students across 22 schools, and over two thousand recordings a month on average.',
    longContent:
      'A Nova Scotia centre serves about 6,000 students across 22 schools. Its teachers and students make over two thousand recordings a month on average.' +
      '\n\n' +
      'French second-language teachers use Motes for speaking practice: students record themselves and listen back, and teachers reply with a spoken model.' +
      '\n\n' +
      'Teachers also flip lessons with short voice notes that students hear before class, and add audio anchors to their slides: an embedded mote, so the spoken model is there whenever a student opens the deck.',
  },
};
