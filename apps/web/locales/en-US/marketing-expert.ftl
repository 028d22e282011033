# /expert (Ask an Expert): what our educator team helps with and how to reach them.

expert-page-title = Ask an Expert
expert-page-description = Ask the Motes educator team about voice feedback, reading support, language teaching, classes or rolling Motes out in your school. Here's how to reach us and what to include.
expert-eyebrow = Ask an Expert
expert-title = Ask our educator team
expert-lede = Our educator team helps teachers and school leaders put Motes to work in real lessons: planning feedback, supporting learners who need it, and setting up a whole school. Send us your question and we'll answer it for your classroom.
expert-email-action = Email an expert
expert-mail-subject = Question for a Motes expert

expert-help-heading = What we can help with
expert-help-feedback-title = Voice feedback
expert-help-feedback-body = How to give spoken feedback that students act on, and how to fit it into your grading routine.
expert-help-reading-title = Reading support
expert-help-reading-body = Which reading tools suit which learners, and how to set them up as accommodations.
expert-help-languages-title = Language teaching
expert-help-languages-body = Speaking practice, listening tasks and support for newcomers in their home language.
expert-help-classes-title = Classes and loops
expert-help-classes-body = Setting up classes, choosing teacher controls for tests, and running voice conversations with students.
expert-help-rollout-title = School rollout
expert-help-rollout-body = Planning a rollout, training staff, installing the extension for everyone and measuring use.
expert-help-privacy-title = Privacy questions
expert-help-privacy-body = What happens to student data in Motes, and what to tell families and your data-protection lead.

expert-reach-heading = How to reach us
expert-reach-intro = Email your question to
expert-include-intro = To help us give a useful answer, please include:
expert-include-role = your role, and the age group or subject you teach;
expert-include-goal = what you are trying to do with Motes;
expert-include-tried = what you have tried so far, if anything;
expert-include-setup = for technical questions, your browser and device, and a screenshot if you can.
expert-include-no-student-data = Please don't include students' names or other personal information about them. We can help without it.
expert-reply-goal = Our goal is to reply within two business days. At busy times of the school year it can take a little longer.

expert-before-heading = Before you write
expert-before-courses = Browse the self-paced courses
expert-before-howto = Read the how-to guides in the Learning Zone
expert-before-features = Look up a tool on the features page
expert-before-contact = For quotes, press or feedback, contact us

expert-cta-heading = Have a question about teaching with Motes?
