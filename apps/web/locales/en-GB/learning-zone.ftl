# /learning-zone: case studies (?tab=case) and how-to guides (?tab=howto). Guide ids follow
# apps/web/src/features/resources/learning-zone/howToGuides.ts.

learning-zone-page-title = Learning Zone
learning-zone-page-description = Case studies from schools that use Motes, and short how-to guides: record a mote, share it with a QR code, read a page aloud and more.
learning-zone-eyebrow = Learning Zone
learning-zone-title = Learn from schools, then try it yourself
learning-zone-lede = Read how schools and districts use voice notes and reading tools, then follow a short guide to do the same in your own classroom.
learning-zone-tabs-label = Learning Zone
learning-zone-case-tab = Case studies
learning-zone-howto-tab = How-to guides

learning-zone-case-heading = How schools use Motes
learning-zone-case-intro = Four schools and districts, four ways of using voice: spoken feedback on writing, checks for understanding by voice, reading support for students with learning differences, and speaking practice in a new language.

learning-zone-howto-heading = How-to guides
learning-zone-howto-intro = Short steps for the things teachers do most often. Each guide takes a few minutes to follow.
learning-zone-howto-index-label = Guides on this page

learning-zone-howto-record-title = Record a mote
learning-zone-howto-record-summary = Record a short voice note in your browser and share it with a link.
learning-zone-howto-record-step-1 = Go to the web recorder, or open the Mote Sidebar and choose Record under the Creating tools.
learning-zone-howto-record-step-2 = Press Record, and allow your browser to use the microphone when it asks.
learning-zone-howto-record-step-3 = Speak your message. Signed in with a free account, a recording can last up to { $limitedSeconds } seconds; without signing in, up to { $standardSeconds } seconds ({ $standardMinutes } minutes).
learning-zone-howto-record-step-4 = Press Stop and listen back. If you want another take, record again.
learning-zone-howto-record-step-5 = Save the mote. Its share page opens, with a link you can copy and paste anywhere.
learning-zone-howto-record-action = Open the web recorder

learning-zone-howto-share-qr-title = Share a mote with a QR code
learning-zone-howto-share-qr-summary = Put a mote on paper, a poster or a slide. Anyone who scans the code hears it, without an account.
learning-zone-howto-share-qr-step-1 = Open the mote's share page, from My Content or straight after recording.
learning-zone-howto-share-qr-step-2 = Choose Share, then QR code.
learning-zone-howto-share-qr-step-3 = Download the code or show it on screen. Print it on a worksheet, stick it in an exercise book or add it to a slide.
learning-zone-howto-share-qr-step-4 = Listeners scan the code with a phone or tablet camera, and the mote plays in their browser.

learning-zone-howto-read-aloud-title = Read a page aloud
learning-zone-howto-read-aloud-summary = Hear any web page, or just part of it, read aloud with each word highlighted as it is spoken.
learning-zone-howto-read-aloud-step-1 = Add the Mote Sidebar to your browser, then open it on the page you want to hear.
learning-zone-howto-read-aloud-step-2 = Under the Reading tools, press Play Page to hear the page read aloud.
learning-zone-howto-read-aloud-step-3 = To hear only part of the page, select that text first, then press play.
learning-zone-howto-read-aloud-step-4 = For text inside an image or a scanned page, choose Select Area to Read and drag a box around the text.
learning-zone-howto-read-aloud-step-5 = Change the voice, the reading speed and the highlight colour in the sidebar's settings.

learning-zone-howto-translate-title = Translate a selection
learning-zone-howto-translate-summary = Translate a word or a whole passage into one of about 60 languages, without leaving the page.
learning-zone-howto-translate-step-1 = Open the Mote Sidebar on the page you are reading.
learning-zone-howto-translate-step-2 = Select a word, a sentence or a passage.
learning-zone-howto-translate-step-3 = Choose Translation in the Reading tools, and pick the language to translate into.
learning-zone-howto-translate-step-4 = Read the translation, or press play to hear it spoken in that language.

learning-zone-howto-class-title = Set up a class
learning-zone-howto-class-summary = Bring your students together, so that you can share motes with them, hold loops and choose their tools.
learning-zone-howto-class-step-1 = Sign in with your teacher account and go to My Classes.
learning-zone-howto-class-step-2 = Create a class, and give it a name your students will recognise.
learning-zone-howto-class-step-3 = Share the class's join link or QR code with your students.
learning-zone-howto-class-step-4 = Students sign in and join. They appear in your class list as they arrive.
learning-zone-howto-class-action = Go to My Classes

learning-zone-howto-controls-title = Switch tools off for students
learning-zone-howto-controls-summary = Decide which Mote Sidebar tools your students can use, for a whole class or for one student.
learning-zone-howto-controls-step-1 = Go to My Classes and open the class.
learning-zone-howto-controls-step-2 = Open Teacher controls.
learning-zone-howto-controls-step-3 = Switch each tool on or off for the whole class, or choose a student to change only their tools.
learning-zone-howto-controls-step-4 = Students' sidebars follow your choices. Before a test, switch off what is not allowed, keep on what a student's plan requires, and switch the rest back on afterwards.

learning-zone-howto-loop-title = Start a loop
learning-zone-howto-loop-summary = Turn feedback into a conversation: you speak, and your student answers by voice.
learning-zone-howto-loop-step-1 = Go to My Loops and start a new loop with a student.
learning-zone-howto-loop-step-2 = Record your message: feedback, a question or a prompt.
learning-zone-howto-loop-step-3 = Your student listens and records a reply.
learning-zone-howto-loop-step-4 = Listen to the reply and answer back. The whole conversation stays together in the loop.
learning-zone-howto-loop-action = Go to My Loops

learning-zone-more-heading = More ways to learn
learning-zone-more-courses-title = Self-paced courses
learning-zone-more-courses-body = Short courses that walk you through Motes at your own pace, from your first recording to running a class.
learning-zone-more-courses-action = Browse the courses
learning-zone-more-expert-title = Ask an expert
learning-zone-more-expert-body = Stuck, or planning something new? Ask an educator on our team how other teachers approach it.
learning-zone-more-expert-action = Ask a question
learning-zone-more-events-title = Events
learning-zone-more-events-body = See what we presented at FETC 2023, with the guides and case studies behind each session.
learning-zone-more-events-action = FETC 2023

learning-zone-cta-heading = Try it with your class
learning-zone-cta-body = Sign up free, or record your first mote right now in your browser.
learning-zone-cta-signup = Sign up free
learning-zone-cta-record = Record a mote
