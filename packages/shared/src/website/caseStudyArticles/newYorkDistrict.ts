// §9: "over 3,200 students in five schools (a New York district)"; topics: support for
// students with learning differences and speaking practice in world languages.
import type { CaseStudy } from '../caseStudies';
import { heading, link, paragraph, quote } from './blocks';

export const newYorkDistrict: CaseStudy = {
  slug: 'new-york-district',
  customer: 'A school district in New York',
  summary:
    'Five schools gave over 3,200 students the same reading and recording tools: support for students with learning differences, and more speaking time in world-language classes.',
  figures: ['Over 3,200 students in five schools'],
  topics: ['Learning differences', 'World languages', 'Speaking practice'],
  headerImageAlt:
    'Illustration: an open book with a sound wave rising from its pages, beside two speech bubbles.',
  article: {
    title: 'Reading support and speaking practice for over 3,200 students in five schools',
    headerImage: '/images/case-studies/new-york-district.svg',
    sections: [
      heading('Introduction'),
      paragraph(
        'A school district in New York made Motes available to over 3,200 students in five schools. Two groups of teachers led the way: those supporting students with learning differences, and world-language teachers looking for more speaking practice in their lessons.',
      ),
      paragraph(
        'Both groups used the same two things: the Mote Sidebar, which adds reading tools to any web page, and motes themselves, short voice notes that a student or teacher records and shares with a link.',
      ),
      heading('Problem'),
      paragraph(
        'Students with learning differences such as dyslexia often understand far more than they can show on paper. Reading a long passage or writing an answer can become the barrier, rather than the subject being taught. Support from an adult reading aloud or scribing helps, but one adult cannot sit beside every student who needs it, and students notice when they are the one being helped.',
      ),
      paragraph(
        'World-language teachers faced a different version of the same problem. Speaking is the skill students most need to practise, yet in a full class only a handful of students speak in the target language each lesson, and the quieter ones rarely volunteer.',
      ),
      heading('Solution'),
      heading('Reading tools that everyone has', 3),
      paragraph(
        'Students opened the Mote Sidebar on the pages and documents they were already using. Read aloud highlights each word as it is spoken, the screen mask keeps the eye on one line, the dictionary explains a word without leaving the page, and Select Area to Read reads text that is locked inside an image or a scanned worksheet.',
      ),
      paragraph(
        'Because every student has the same sidebar, using it does not single anyone out. Teachers used teacher controls to decide which tools each class, or each student, could use, so that accommodations matched students’ plans.',
      ),
      heading('Answers by voice', 3),
      paragraph(
        'Where a written answer would have hidden what a student knew, teachers accepted a mote instead. A student records a short explanation, shares the link, and the teacher hears the reasoning in the student’s own words.',
      ),
      quote(
        'The tools are there for the whole class, so nobody has to ask to be treated differently. The students who need them most simply use them.',
        'A district special-education teacher',
      ),
      heading('Speaking practice in world languages', 3),
      paragraph(
        'World-language teachers recorded a prompt in the target language and shared it with the class. Each student listened as many times as they needed, then recorded an answer. Instead of a few voices per lesson, the teacher heard every student, and replied by voice so that the conversation could continue.',
      ),
      paragraph(
        'Read aloud and translation in the sidebar gave students a model to listen to before recording: select a sentence, hear it in the target language, then try it yourself.',
      ),
      quote(
        'Students who never raise their hand in class send me recordings. I hear every one of them now, not just the confident few.',
        'A world-language teacher in the district',
      ),
      heading('Conclusion'),
      paragraph(
        'Across five schools and over 3,200 students, one set of tools served two very different needs. Students with learning differences could read and answer on equal terms with their classmates, and world-language students spoke far more often than a lesson alone allows.',
      ),
      link('How to read a page aloud', '/learning-zone?tab=howto#read-a-page-aloud'),
      link('Accommodating diverse learners', '/solutions/accommodating-diverse-learners'),
    ],
  },
};
