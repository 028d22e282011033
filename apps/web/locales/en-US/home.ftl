# The marketing home page, / (spec §2 "Anonymous visitors").

home-page-title = Voice notes and reading support for teachers and learners
home-page-description = Record short voice notes, turn text into speech and share each one by link or QR code. The Mote Sidebar reads any web page aloud, translates it and helps students write.

# §2: the call to action's exact text; it leads to /signup.
home-start-trial = Start your Free Trial Now
home-sign-up-free = Sign up free

## Hero

home-hero-eyebrow = For teachers and learners
home-hero-title = Voice notes and reading support for every classroom
home-hero-lede = Record a short voice note, turn text into speech, and share each one with a link or a QR code. The Mote Sidebar reads any web page aloud, translates it and helps students write.
home-hero-see-how = See how it works
home-hero-video-title = Getting started with Motes: a tour for new users

## The sidebar's three modes

home-modes-heading = One sidebar, three modes
home-modes-intro = The Mote Sidebar opens beside any web page in Chrome and other Chromium-based browsers. Choose a mode to see its tools.
home-modes-tablist = Sidebar modes
home-modes-reading = Reading
home-modes-writing = Writing
home-modes-creating = Creating
home-modes-reading-summary = Tools that help every student read the page in front of them.
home-modes-writing-summary = Tools that help students get their ideas down and check them.
home-modes-creating-summary = Tools for making motes: short voice notes you can share with anyone.
home-modes-reading-art = The Mote Sidebar in Reading mode beside a web page, with a word highlighted as it is read aloud and a reading ruler over its line.
home-modes-writing-art = The Mote Sidebar in Writing mode beside a text box, offering word suggestions and a microphone for voice typing.
home-modes-creating-art = The Mote Sidebar in Creating mode, with a record button, a sound wave and a list of saved motes.

home-tool-read-aloud = Read aloud
home-tool-read-aloud-body = Hear the page or a selection read aloud, each word highlighted as it is spoken, in the voice and at the speed you choose.
home-tool-select-area = Select Area to Read
home-tool-select-area-body = Draw a box over any text, even text inside a picture, and hear it read.
home-tool-translation = Translation
home-tool-translation-body = Translate a word or a selection into about 60 languages.
home-tool-dictionary = Dictionary
home-tool-dictionary-body = Look up what a word means without leaving the page.
home-tool-highlighters = Highlighters
home-tool-highlighters-body = Mark text in five colors, including a fixed blue Vocabulary color that collects new words.
home-tool-screen-mask = Screen mask
home-tool-screen-mask-body = Keep your place with a mask, a ruler or an underline.
home-tool-focus-view = Focus view
home-tool-focus-view-body = Strip a busy page down to its main text.
home-tool-listen-back = Listen back
home-tool-listen-back-body = Hear what you wrote read aloud, and catch what to fix.
home-tool-prediction = Text prediction
home-tool-prediction-body = See suggestions for the next word as you type.
home-tool-voice-typing = Voice typing
home-tool-voice-typing-body = Speak, and watch your words appear.
home-tool-record = Record
home-tool-record-body = Record a voice note in one click, on any page.
home-tool-generate = Generate audio
home-tool-generate-body = Turn text you type or paste into speech.
home-tool-upload = Upload
home-tool-upload-body = Turn audio you already have into a mote to share.
home-tool-my-content = My Content
home-tool-my-content-body = Find every mote you have made, ready to share again.

## Trust: the figures of our case studies (§9)

home-trust-heading = In classrooms in the US, England and Canada
home-trust-intro = Figures from our four customer case studies.
home-trust-new-york-figure = 3,200+
home-trust-new-york-label = students in five schools use Motes.
home-trust-new-york-source = A New York district
home-trust-england-figure = About 45 min
home-trust-england-label = of spoken feedback for a class set, about 1.5 minutes per child, instead of at least 2 hours of written marking.
home-trust-england-source = 9 primary schools in an England trust
home-trust-connecticut-figure = 40,000+
home-trust-connecticut-label = voice notes in a year.
home-trust-connecticut-source = A Connecticut district
home-trust-nova-scotia-figure = 2,000+
home-trust-nova-scotia-label = recordings a month on average, for about 6,000 students across 22 schools.
home-trust-nova-scotia-source = A Nova Scotia centre

## Customer stories (§2 testimonial section)

home-stories-heading = Stories from schools
home-stories-intro = How four schools and districts use Motes. Choose a story, or let them turn every few seconds.
home-stories-tablist = Customer stories
home-stories-pause = Pause stories
home-stories-play = Play stories
# The quote's speaker: a role at a place, e.g. "Instructional coach, New York district".
home-story-attribution = { $role }, { $from }
home-story-learn-more = Learn more
    .label = Learn more about { $story }
home-story-dialog-close = Close
home-story-case-study = Read the full case study

home-story-new-york-district-name = A New York district
home-story-new-york-district-text = Over 3,200 students in five schools use Motes for reading support and for speaking practice in world languages.
home-story-new-york-district-quote = One tool covers two needs for us: reading support for students with learning differences, and speaking practice in our world-language classes.
home-story-new-york-district-role = Instructional coach
home-story-new-york-district-from = New York district
home-story-new-york-district-long =
    Across five schools, more than 3,200 students use Motes. The district wanted one tool for two jobs: support for students with learning differences, and more speaking practice in world-language classes.

    For reading, students open the Mote Sidebar on the page in front of them. Read aloud highlights each word as it is spoken, the screen mask keeps their place, and the dictionary and translation are one selection away.

    For speaking, teachers post a prompt as a voice note. Students answer with a mote of their own and teachers reply by voice, so practice becomes a conversation.

home-story-england-primary-trust-name = A primary trust in England
home-story-england-primary-trust-text = In 9 primary schools, teachers give spoken feedback on writing: about 45 minutes for a class set, instead of at least 2 hours of written marking.
home-story-england-primary-trust-quote = About a minute and a half of recording per child: spoken feedback on a class set takes about 45 minutes, where written marking took at least two hours.
home-story-england-primary-trust-role = School leader
home-story-england-primary-trust-from = Primary trust in England
home-story-england-primary-trust-long =
    Nine primary schools in a trust in England use Motes to give children personalized spoken feedback on their writing.

    A teacher reads a piece of work and records about a minute and a half of feedback for that child: what worked, and one thing to try next. For a class set that comes to about 45 minutes in total, where written marking took at least two hours.

    Children open their feedback by link or QR code, with no account to sign in to, and listen to it as often as they need.

home-story-connecticut-district-name = A Connecticut district
home-story-connecticut-district-text = Over 40,000 voice notes in a year, with spoken answers in formative assessment.
home-story-connecticut-district-quote = Teachers ask a question in a form and students answer out loud. Hearing students explain their thinking shows what they understand.
home-story-connecticut-district-role = Digital learning coach
home-story-connecticut-district-from = Connecticut district
home-story-connecticut-district-long =
    Teachers and students in a Connecticut district recorded over 40,000 voice notes in a year.

    The case study follows formative assessment through forms. A teacher adds a question to a form, students record their answer as a mote and paste its link, and the teacher listens to each answer. Hearing a student explain their reasoning shows what they understand and where they are stuck.

    Each mote opens from its link with no account needed, so an answer can also be shared with a family or a support teacher when that helps.

home-story-nova-scotia-centre-name = A Nova Scotia centre
home-story-nova-scotia-centre-text = About 6,000 students across 22 schools, and over two thousand recordings a month on average.
home-story-nova-scotia-centre-quote = Students hear the French before class, then record their own. With audio in our slides, the spoken model is always one click away.
home-story-nova-scotia-centre-role = French second-language teacher
home-story-nova-scotia-centre-from = Nova Scotia centre
home-story-nova-scotia-centre-long =
    A Nova Scotia centre serves about 6,000 students across 22 schools. Its teachers and students make over two thousand recordings a month on average.

    French second-language teachers use Motes for speaking practice: students record themselves and listen back, and teachers reply with a spoken model.

    Teachers also flip lessons with short voice notes that students hear before class, and add audio anchors to their slides: an embedded mote, so the spoken model is there whenever a student opens the deck.

## Feature highlights

home-features-heading = Made for the classroom
home-features-intro = Everything a mote needs to reach every learner, and, still to come, the controls teachers and schools ask for.
home-feature-share = A share page for every mote
home-feature-share-body = Each mote gets its own page with a link, a QR code and a transcript. Listeners need no account.
home-feature-speech = Text to speech in about 60 languages
home-feature-speech-body = Type or paste text and hear it read aloud, with the voice and speed you choose.
home-feature-translation = Translation
home-feature-translation-body = Translate a word, a passage or a transcript, so every learner and every family can follow.
home-feature-controls = Teacher controls
home-feature-controls-body = Switch each sidebar tool on or off for a class or for one student, for example during a test.
home-feature-loops = Loops
home-feature-loops-body = Students reply by voice to your voice note, so feedback becomes a two-way conversation.
home-feature-minors = Privacy for minors
home-feature-minors-body = Minors' accounts get no automatic transcription and no tracking identifiers, and their name is hidden on their share pages.

## The home carousel: ways teachers use Motes

home-ways-heading = Ways teachers use Motes
home-ways-intro = A few of the ways a short voice note helps in class and at home.
home-ways-carousel = carousel
home-ways-slide = slide
home-ways-position = { $position } of { $count }
home-ways-pause = Pause slides
home-ways-play = Play slides
home-ways-previous = Previous slide
home-ways-next = Next slide
home-ways-feedback = Spoken feedback on written work
home-ways-feedback-body = Record a minute of feedback for each student. They hear your tone, and can listen again as often as they need.
home-ways-language = Speaking practice in any language
home-ways-language-body = Post a prompt as a voice note; students record their answer, listen back and try again.
home-ways-access = Reading support for every learner
home-ways-access-body = Read aloud, the screen mask and the dictionary work on any page, for the students who need them.
home-ways-family = Messages families can hear
home-ways-family-body = Share a voice note by link or QR code. Families need no account, and text can be turned into speech in about 60 languages.

## Integrations

home-integrations-heading = Works with anything that accepts a link
home-integrations-intro = Every mote has a link and a QR code, so it goes wherever your students already are.
home-integration-web = Any web page
home-integration-web-body = The Mote Sidebar works on the pages you already use: read aloud, translate and record without leaving them.
home-integration-classroom = Google Classroom, Docs and Slides
home-integration-classroom-body = Paste a mote's link into an assignment, a document or a slide; students open it with one click.
home-integration-lms = Learning management systems
home-integration-lms-body = Embed a mote's player in a course page with its iframe embed code.
home-integration-messages = Email and chat
home-integration-messages-body = Send the link. It opens in any browser, with no account and no app to install.

## Compliance badges (plain statements of what the product does)

home-badges-heading = Privacy and accessibility, built in
home-badges-intro = What we do, stated plainly.
home-badge-wcag = WCAG 2.2 AA
home-badge-wcag-body = We build every page to WCAG 2.2 level AA, for keyboards, screen readers, good contrast and reduced motion, and check it with automated tests.
home-badge-gdpr = GDPR rights built in
home-badge-gdpr-body = Export your data or delete your account yourself, from your account page.
home-badge-never-sold = Student data never sold
home-badge-never-sold-body = We do not sell student data, or anyone else's.
home-badge-no-ads = No ads
home-badge-no-ads-body = There is no advertising in Motes, and nothing you make is used to target ads.
home-badges-privacy-link = Visit the Privacy Center
home-badges-accessibility-link = Read our accessibility statement

## Call to action

home-cta-heading = Try every tool free for { $days } days
home-cta-free-heading = Start with a free account
home-cta-body = Sign up with your email address. No payment card needed.
