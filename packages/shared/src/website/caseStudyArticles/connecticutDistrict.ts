// §9: "over 40,000 voice notes in a year (a Connecticut district)"; topic: formative
// assessment through forms.
import type { CaseStudy } from '../caseStudies';
import { heading, link, paragraph, quote } from './blocks';

export const connecticutDistrict: CaseStudy = {
  slug: 'connecticut-district',
  customer: 'A school district in Connecticut',
  summary:
    'Teachers added voice to the online forms they already used for quick checks of understanding. Students and teachers made over 40,000 voice notes in a year.',
  figures: ['Over 40,000 voice notes in a year'],
  topics: ['Formative assessment', 'Forms', 'Student voice'],
  headerImageAlt:
    'Illustration: an online form with a play button beside each question and a microphone answering it.',
  article: {
    title: 'Formative assessment by voice: over 40,000 voice notes in a year',
    headerImage: '/images/case-studies/connecticut-district.svg',
    sections: [
      heading('Introduction'),
      paragraph(
        'A school district in Connecticut used Motes to bring voice into formative assessment. Teachers already checked understanding with short online forms: exit tickets, quick quizzes, reflection questions. They added motes to those forms, so that questions could be heard and answers could be spoken.',
      ),
      paragraph('In one year, the district’s teachers and students made over 40,000 voice notes.'),
      heading('Problem'),
      paragraph(
        'A written check for understanding measures two things at once: what a student understands, and how well they read and write. A student who cannot read the question, or who struggles to put an idea into writing, gets the same blank answer as a student who has not understood.',
      ),
      paragraph(
        'Teachers also wanted to hear reasoning, not just results. A multiple-choice answer shows whether a student was right; it rarely shows how they got there or where the misunderstanding lies.',
      ),
      heading('Solution'),
      heading('Questions students can hear', 3),
      paragraph(
        'Teachers recorded a question, or turned its text into audio, and put the mote’s link in the form next to the question. Students pressed play to hear it in the teacher’s voice. With the Mote Sidebar, students could also have the whole form read aloud, with each word highlighted as it was read.',
      ),
      heading('Answers students can speak', 3),
      paragraph(
        'For open questions, students recorded their answer as a mote and pasted its link into the form. The teacher listened from the form’s responses and heard the student explain their thinking in their own words, in a minute or less.',
      ),
      quote(
        'A thirty-second recording tells me more about what a student understands than a paragraph they struggled to write.',
        'A district instructional technology coach',
      ),
      heading('Closing the loop', 3),
      paragraph(
        'Where an answer showed a misunderstanding, teachers replied by voice the same day, and students could answer back. During tests, teachers used teacher controls to switch off the tools that were not allowed, and kept on the accommodations students’ plans required.',
      ),
      heading('Conclusion'),
      paragraph(
        'By adding voice to forms they already used, the district’s teachers separated understanding from reading and writing, and heard from every student. Over 40,000 voice notes in a year show how quickly it became part of everyday teaching.',
      ),
      link(
        'Assessing speaking and listening skills',
        '/solutions/assessing-student-speaking-and-listening-skills',
      ),
      link('How to switch tools off for students', '/learning-zone?tab=howto#switch-tools-off'),
    ],
  },
};
