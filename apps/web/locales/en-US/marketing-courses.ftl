# /courses (Self-Paced Courses): short reading courses built from our own pages.

courses-page-title = Self-Paced Courses
courses-page-description = Short, free, self-paced courses on Motes: getting started, voice feedback, reading support, language teaching and rolling Motes out across a school.
courses-eyebrow = Self-Paced Courses
courses-title = Learn Motes at your own pace
courses-lede = Five short courses, each a handful of lessons you can read in a planning period. Every lesson is a page of this site, so you can start now and come back whenever you like.
courses-list-heading = The courses
courses-lesson-count = { $count ->
        [one] 1 lesson
       *[other] { $count } lessons
    }

courses-getting-started-title = Getting started with Motes
courses-getting-started-summary = Make your first mote, share it and open the Mote Sidebar. Start here if you are new.
courses-getting-started-lesson-motes = What a mote is, and three ways to make one
courses-getting-started-lesson-record = Recording, text to audio and uploads
courses-getting-started-lesson-share = Share a mote by link, QR code or embed
courses-getting-started-lesson-sidebar = Install and open the Mote Sidebar
courses-getting-started-lesson-plans = What the Free plan includes

courses-feedback-title = Giving feedback by voice
courses-feedback-summary = Replace some written comments with short spoken ones, and turn feedback into a conversation.
courses-feedback-lesson-why = Why spoken feedback helps
courses-feedback-lesson-plan = Using Motes for feedback
courses-feedback-lesson-class-set = Verbal feedback on a whole class set
courses-feedback-lesson-loops = Two-way feedback with loops
courses-feedback-lesson-case = Case study: spoken feedback on writing in nine primary schools

courses-reading-title = Reading support for every learner
courses-reading-summary = Use the reading tools so that students who find text hard can take part in the same lesson.
courses-reading-lesson-tools = The reading tools, one by one
courses-reading-lesson-diverse = Reaching diverse learners
courses-reading-lesson-accommodations = Accommodations with teacher controls
courses-reading-lesson-special-needs = Motes for learners with special needs
courses-reading-lesson-accessibility = How Motes itself works with assistive technology

courses-languages-title = Teaching languages with Motes
courses-languages-summary = Give every student more time to speak, listen back and be heard, and support newcomers in their home language.
courses-languages-lesson-overview = Motes for language learning
courses-languages-lesson-practice = Building speaking and listening skills
courses-languages-lesson-assessing = Assessing speaking and listening
courses-languages-lesson-translation = Voice and translation for emerging bilingual learners
courses-languages-lesson-case = Case study: French speaking practice across 22 schools

courses-rollout-title = Rolling Motes out across a school
courses-rollout-summary = For school leaders and IT teams: plan the rollout, set up users and tools, and look after student data.
courses-rollout-lesson-leaders = What Motes offers school leaders
courses-rollout-lesson-admin = Managing users and tool access
courses-rollout-lesson-privacy = Student privacy and data protection
courses-rollout-lesson-extension = Installing the extension for everyone
courses-rollout-lesson-plans = The school plan and getting a quote
courses-rollout-lesson-impact = Evidence and impact

courses-how-heading = How the courses work
courses-how-self-paced = The courses are self-paced reading: no live sessions, no deadlines and no homework.
courses-how-no-account = You don't need an account to read them; you'll want one to try things out as you go.
courses-how-order = Take them in any order, though "Getting started" helps if Motes is new to you.
courses-how-certificates = We don't issue certificates, credits or badges for these courses. If your school records professional learning, note the course and the date yourself.
courses-how-expert = Stuck on something? Ask our educator team.

courses-cta-heading = Learn by doing
courses-cta-body = The courses make more sense with Motes open in another tab.
courses-cta-sign-up = Sign up free
