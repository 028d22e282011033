// §9: "9 primary schools (an England trust): about 1.5 minutes of recording per child versus
// at least 2 hours of written marking for a class set, about 45 minutes total"; topic:
// personalised spoken feedback on writing.
import type { CaseStudy } from '../caseStudies';
import { heading, link, paragraph, quote } from './blocks';

export const englandPrimaryTrust: CaseStudy = {
  slug: 'england-primary-trust',
  customer: 'A trust of nine primary schools in England',
  summary:
    'Teachers replaced written marking of children’s writing with short spoken feedback: about 1.5 minutes per child, about 45 minutes for a class set instead of at least 2 hours.',
  figures: [
    '9 primary schools',
    'About 1.5 minutes of recording per child',
    'About 45 minutes for a class set, against at least 2 hours of written marking',
  ],
  topics: ['Feedback', 'Writing', 'Primary'],
  headerImageAlt:
    'Illustration: an exercise book with handwriting, a QR code on its page and a sound wave beside it.',
  article: {
    title: 'Spoken feedback on writing in 9 primary schools',
    headerImage: '/images/case-studies/england-primary-trust.svg',
    sections: [
      heading('Introduction'),
      paragraph(
        'A trust of 9 primary schools in England set out to make feedback on children’s writing more personal and more useful, without adding to teachers’ workload. Teachers began to talk to each child about their writing in a short recorded voice note, a mote, instead of writing comments in the margin.',
      ),
      heading('Problem'),
      paragraph(
        'Marking a class set of written work by hand takes at least 2 hours. Much of that effort is spent writing comments that young children find hard to read: the handwriting, the vocabulary and the length of a written comment can all stand between a child and the advice it contains.',
      ),
      paragraph(
        'Even when children can read the comments, written feedback tends to be brief. It tells a child what to fix, but rarely shows them how, and it sounds nothing like the encouraging conversation a teacher would have at the child’s table.',
      ),
      heading('Results'),
      heading('Less time, more feedback', 3),
      paragraph(
        'Teachers recorded about 1.5 minutes of feedback per child. For a class set, that came to about 45 minutes in total, against at least 2 hours of written marking. In that minute and a half a teacher can say far more than fits in a margin: what worked, one thing to improve, and an example of how.',
      ),
      quote(
        'I can say in a minute and a half what would take me a page to write, and the children actually hear it.',
        'A primary class teacher in the trust',
      ),
      heading('Feedback every child can access', 3),
      paragraph(
        'Each mote has its own share page with a QR code. Teachers stuck the code into the child’s book next to the piece of writing, and children scanned it on a class tablet to listen. No account or app was needed to play it, and children could replay it as often as they liked while they edited.',
      ),
      paragraph(
        'Children who are still learning to read heard exactly the same advice as everyone else. Because the feedback was spoken, tone came through too: praise sounded like praise.',
      ),
      heading('Feedback that leads to action', 3),
      paragraph(
        'Teachers ended each mote with one clear next step, and children made that change before moving on. Where children had a question, they could answer back by voice, turning feedback into a short conversation.',
      ),
      quote(
        'Children listen to their feedback more than once. They go back to their writing with the teacher’s voice in their ear.',
        'An English lead in the trust',
      ),
      heading('Conclusion'),
      paragraph(
        'Across 9 primary schools, spoken feedback gave teachers time back and gave children feedback they could understand and act on. About 1.5 minutes per child, about 45 minutes for a class set: less time than written marking, and more said.',
      ),
      link('How to share a mote with a QR code', '/learning-zone?tab=howto#share-with-a-qr-code'),
      link('Verbal feedback with Motes', '/solutions/verbal-feedback'),
    ],
  },
};
