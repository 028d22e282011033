# /features: every tool, grouped. Anchors: #reading, #writing, #creating, #teaching, #school-admin.

features-page-title = Features
features-page-description = Every tool in Motes, in one list: reading and writing support in the Mote Sidebar and voice notes with share pages available today, and the classroom and school tools still to come, marked as not yet available.
features-eyebrow = Features
features-title = Every tool in Motes
features-lede = Here is every tool in Motes, grouped by what you are doing at the time. A tool marked “Not yet available” is planned but not in Motes yet; one marked “In the browser extension” works in the Mote Sidebar.
features-page-nav-label = Tool groups

features-reading-heading = Reading
features-reading-intro = Tools in the Mote Sidebar that make any web page easier to read, in about 60 languages.
features-read-aloud-title = Read aloud
features-read-aloud-body = Hear the whole page, or just the text you select, with each word highlighted as it is spoken; choose the voice, the speed and the highlight color.
features-select-area-title = Select Area to Read
features-select-area-body = Drag a box over any part of the screen, even text inside a picture or a scanned page, and Motes recognizes the words and reads them aloud.
features-translation-title = Translation
features-translation-body = Translate a single word or a whole selection into your own language, and hear the translation read aloud.
features-dictionary-title = Dictionary
features-dictionary-body = Look up a word's meaning without leaving the page you are reading.
features-highlighter-title = Highlighters
features-highlighter-body = Mark text in five colors: Vocabulary (a fixed blue that collects words for your vocabulary list), Main ideas, Evidence, Questions and Reactions, with the last four renamable.
features-screen-mask-title = Screen mask, ruler and underline
features-screen-mask-body = Dim everything but a band of text, follow the line with a reading ruler, or underline the line under your pointer to keep your place.
features-focus-title = Focus view
features-focus-body = Show just the main text of a page, without menus, ads or sidebars, for reading without distraction.

features-writing-heading = Writing
features-writing-intro = Tools in the Mote Sidebar that help students get their ideas down and check them.
features-listen-back-title = Listen back
features-listen-back-body = Hear what you have written read aloud, to catch missing words and sentences that don't sound right.
features-prediction-title = Text prediction
features-prediction-body = See suggestions for the next word as you type, and pick one with a click or a key press.
features-voice-typing-title = Voice typing
features-voice-typing-body = Speak instead of typing, and your words appear in the text box you are working in.

features-creating-heading = Creating
features-creating-intro = Ways to make motes, and to find and share them afterwards.
features-recording-title = Voice recording
features-recording-body = Record a mote in the web recorder or in the sidebar, on top of whatever page you are commenting on.
features-generation-title = Text to audio
features-generation-body = Turn typed or pasted text into audio with the voice, language and speed you choose.
features-upload-title = Audio upload
features-upload-body = Upload an audio file you already have and it becomes a mote with its own page.
features-my-content-title = My Content
features-my-content-body = Find, play and reuse every mote you have made, from the website or from the sidebar.
features-share-page-title = Share pages
features-share-page-body = Every mote has a page with a player, a transcript, a link and a QR code; listeners need no account.
features-embed-title = Embeds
features-embed-body = Place a mote's player inside a learning-management system page or a slide deck with its embed code.

features-teaching-heading = Teaching
features-teaching-intro = Tools for running a class and for practicing vocabulary. Only the vocabulary list is available today; the others are planned.
features-classes-title = Classes
features-classes-body = Create a class that students join with a link or a QR code, and see how each student uses the tools.
features-controls-title = Teacher controls
features-controls-body = Switch each sidebar tool on or off for a whole class or for one student, for example during a test.
features-loops-title = Loops
features-loops-body = Hold a voice conversation with a student: they answer your mote with a recording, and you reply.
features-motebook-title = Motebook
features-motebook-body = Keep the comments you give often and send them again, instead of recording them anew.
features-vocabulary-title = Vocabulary list
features-vocabulary-body = Words you highlight in the Vocabulary color are collected in a list on your My Annotations page.
features-flash-cards-title = Flash cards
features-flash-cards-body = Practice the words of a vocabulary list one card at a time, word on one side and meaning on the other.
features-matching-title = Matching quiz
features-matching-body = Match each word to its meaning to check what has stuck.
features-multiple-choice-title = Multiple-choice quiz
features-multiple-choice-body = Choose the right meaning for each word from a few options, with the answer shown straight away.
features-mind-map-title = Mind map
features-mind-map-body = Lay out the words of a topic as a map of connected ideas.

features-admin-heading = School admin
features-admin-intro = Tools for the people who run Motes across a school or a district. School sign-in and the protections for students under 18 work today; the others are planned.
features-manage-users-title = Manage users
features-manage-users-body = Add staff and students by email address or in bulk, and remove them when they leave.
features-feature-access-title = Feature access
features-feature-access-body = Decide for the whole school which tools are on, off, or off until a teacher turns them on.
features-insights-title = Usage insights
features-insights-body = See how many people use Motes and which tools they use, to plan training and report on your rollout.
features-school-sign-in-title = School sign-in
features-school-sign-in-body = Staff and students sign in with the accounts your school already gives them.
features-minors-title = Protections for students under 18
features-minors-body = Students under 18 get no transcription and no tracking identifiers, and their names are hidden on share pages.

features-cta-heading = Try the tools yourself
features-cta-body = A free account is all you need to start making motes. No card needed.
features-cta-sign-up = Sign up free
features-cta-tour = Take the product tour
