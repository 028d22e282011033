# Onboarding (§2 /complete-profile, /onboarding/survey, /onboarding/product; §4 steps).

## Your name (/complete-profile)

onboarding-name-title = Your name
onboarding-name-heading = What should we call you?
onboarding-name-lead = Your name appears on the motes you share, so your students and colleagues know who they are from.
onboarding-name-save-failed = We couldn't save your name. Please try again.
onboarding-saving = Saving ...
onboarding-continue = Continue

## Survey (/onboarding/survey)

onboarding-survey-title = Getting started
onboarding-survey-heading = Welcome! Two quick questions
onboarding-survey-lead = Your answers help us show you the right tools first. It takes less than a minute.
onboarding-survey-role-question = Which best describes you?
onboarding-survey-role-required = Choose the answer that fits you best, or skip for now.
onboarding-survey-role-teacher = Teacher
onboarding-survey-role-student = Student
onboarding-survey-role-school-leader = School leader
onboarding-survey-role-other = Something else
onboarding-survey-intent-question = What would you like to do with Motes? Choose any that apply.
onboarding-survey-intent-spoken-feedback = Give spoken feedback on students' work
onboarding-survey-intent-read-aloud = Have text read aloud, with translation
onboarding-survey-intent-record-instructions = Record lessons, instructions or announcements
onboarding-survey-intent-language-practice = Practise speaking and listening in another language
onboarding-survey-intent-reading-support = Support learners who find reading hard
onboarding-survey-save-failed = We couldn't save your answers. Please try again.
onboarding-survey-skip = Skip for now

## Product tour (/onboarding/product)

onboarding-tour-title = Welcome to Motes
onboarding-tour-heading = Welcome to Motes
onboarding-tour-lead = Three things you can do, in under a minute.
onboarding-tour-steps = Tour steps
onboarding-tour-step-count = Step { $step } of { $count }
onboarding-tour-back = Back
onboarding-tour-next = Next
onboarding-tour-finish = Start using Motes
onboarding-tour-skip = Skip the tour
onboarding-tour-save-failed = We couldn't save your progress. Please try again.
onboarding-tour-record-name = Record
onboarding-tour-record-title = Record a mote
onboarding-tour-record-body = A mote is a short voice note. Record one in your browser to explain a task, give feedback on a piece of work, or say hello to a new class.
onboarding-tour-record-tip = You can also turn typed text into audio, or upload a recording you already have.
onboarding-tour-read-name = Read aloud
onboarding-tour-read-title = Have any text read aloud
onboarding-tour-read-body = Select text on a page and hear it read aloud, each word highlighted as it is spoken. Translate a word or a whole passage into more than 60 languages.
onboarding-tour-read-tip = The browser extension brings read aloud, the dictionary and highlighters to every web page.
onboarding-tour-share-name = Share
onboarding-tour-share-title = Share with a link or QR code
onboarding-tour-share-body = Every mote has its own page with a transcript. Share the link in a message, a document or your class page, or print the QR code on a worksheet.
onboarding-tour-share-tip = Listeners do not need an account to play a mote you share.
