// §9: "about 6,000 students across 22 schools and over two thousand recordings a month on
// average (a Nova Scotia centre)"; topics: French second-language speaking practice, flipped
// learning and audio anchors in slides.
import type { CaseStudy } from '../caseStudies';
import { heading, link, paragraph, quote } from './blocks';

export const novaScotiaCentre: CaseStudy = {
  slug: 'nova-scotia-centre',
  customer: 'An education centre in Nova Scotia',
  summary:
    'About 6,000 students across 22 schools practised speaking French, listened to lessons before class and heard audio anchors in their slides: over two thousand recordings a month on average.',
  figures: [
    'About 6,000 students across 22 schools',
    'Over two thousand recordings a month on average',
  ],
  topics: ['French as a second language', 'Flipped learning', 'Slides'],
  headerImageAlt:
    'Illustration: a presentation slide with a small speaker icon in its corner, beside a speech bubble.',
  article: {
    title: 'French speaking practice, flipped lessons and audio anchors across 22 schools',
    headerImage: '/images/case-studies/nova-scotia-centre.svg',
    sections: [
      heading('Introduction'),
      paragraph(
        'An education centre in Nova Scotia supports about 6,000 students across 22 schools. Its teachers used Motes for three things: speaking practice in French as a second language, flipped lessons that students listen to before class, and audio anchors, short recordings placed in slides so that students can hear instructions and vocabulary whenever they need them.',
      ),
      heading('Problem'),
      paragraph(
        'Learning to speak a second language takes a lot of speaking, and class time is limited. A teacher cannot listen to every student speak French every day, and students who feel unsure stay quiet in front of their classmates.',
      ),
      paragraph(
        'Lessons raised a second challenge. When new material is explained only once, in class, students who need to hear it again, or who were absent, fall behind. Slides and handouts carry the words, but not how they sound.',
      ),
      heading('Results'),
      paragraph(
        'Across the centre’s schools, teachers and students made over two thousand recordings a month on average.',
      ),
      heading('Speaking French every day', 3),
      paragraph(
        'Teachers recorded short prompts in French and students answered with their own recordings. Students could listen back, record again and send the attempt they were happy with, which made speaking less of a performance and more of a practice. Teachers listened to every student and replied by voice.',
      ),
      quote(
        'Students rehearse before they send. By the time I hear them, they have practised the sentence several times on their own.',
        'A French second-language teacher',
      ),
      heading('Flipped lessons', 3),
      paragraph(
        'Teachers recorded short explanations for students to listen to before class, leaving lesson time for speaking and activities. Because each mote opens from a link or QR code with no account, students could listen at home, on any device, as many times as they needed.',
      ),
      heading('Audio anchors in slides', 3),
      paragraph(
        'Teachers embedded motes in their slides: the pronunciation of new vocabulary, the instructions for a task, a model answer. Students working through the slides on their own could press play and hear the teacher, long after the lesson had ended.',
      ),
      quote(
        'The audio stays with the slide. Whenever a student goes back to it, the explanation is still there.',
        'A learning support teacher at the centre',
      ),
      heading('Conclusion'),
      paragraph(
        'For about 6,000 students across 22 schools, recording became an everyday part of learning French: practice at home, explanations before class, and audio wherever the slides went. Over two thousand recordings a month on average show how much speaking and listening moved beyond the classroom.',
      ),
      link(
        'Developing speaking and listening skills',
        '/solutions/developing-student-speaking-and-listening-skills',
      ),
      link('How to record a mote', '/learning-zone?tab=howto#record-a-mote'),
    ],
  },
};
