# /product: the product tour. Section anchors: #motes, #share-pages, #sidebar, #classes, #extension.

product-page-title = Product tour
product-page-description = A tour of Motes: short voice notes with their own share pages, and the Mote Sidebar’s reading, writing and creating tools on any web page. Classes and loops are planned.
product-eyebrow = Product tour
product-title = Your voice, on every page your students read
product-lede = Motes turns a few seconds of speaking into a note anyone can play. The Mote Sidebar brings read aloud, translation and recording to every web page.
product-sign-up = Sign up free
product-get-extension = Get the browser extension
product-video-title = The Motes browser extension: its toolbar button, its popup and opening the website

product-motes-heading = Motes: short voice notes
product-motes-intro = A mote is a short piece of audio with its own page. There are three ways to make one.
product-motes-record-title = Record your voice
product-motes-record-body = Record in the web recorder or from the sidebar, with no other software. Signed in with a free account, each recording can be up to { $limited } seconds long; without signing in, up to { $standard } seconds ({ $standardMinutes } minutes).
product-motes-generate-title = Turn text into audio
product-motes-generate-body = Type or paste text and Motes reads it in the voice, language and speed you choose, in about 60 languages. Useful for instructions, vocabulary and anything you'd rather not record.
product-motes-upload-title = Upload audio you already have
product-motes-upload-body = Bring in a recording from your phone or another app and it becomes a mote like any other, with a share page and a transcript.

product-share-heading = A page for every mote
product-share-intro = Each mote gets its own page with a player, so the people you share it with don't need anything but a browser.
product-share-link-title = A link and a QR code
product-share-link-body = Paste the link into a comment, an email or a chat, or print the QR code on a worksheet, a poster or a book for students to scan.
product-share-transcript-title = A transcript under the player
product-share-transcript-body = Recordings are transcribed automatically so listeners can read along. Recordings by students under 18 are never transcribed.
product-share-no-account-title = No account to listen
product-share-no-account-body = Students, families and colleagues open the page and press play. They don't sign up or install anything.
product-share-embed-title = Embed it in your lessons
product-share-embed-body = Put the player inside a page of your learning-management system or a slide deck with the embed code, so the audio sits right next to the work.

product-sidebar-heading = The Mote Sidebar
product-sidebar-intro = The Motes browser extension opens a sidebar beside any web page, document or assignment. It has three modes, so students see only the tools they need right now.
product-sidebar-reading-title = Reading
product-sidebar-reading-body = Read aloud with each word highlighted, read text inside images, translate a selection, look words up, highlight in color and mask the rest of the screen.
product-sidebar-reading-link = The reading tools
product-sidebar-writing-title = Writing
product-sidebar-writing-body = Listen back to what you wrote, get next-word suggestions as you type, and dictate with voice typing.
product-sidebar-writing-link = The writing tools
product-sidebar-creating-title = Creating
product-sidebar-creating-body = Record a mote, generate audio from text or upload a file without leaving the page, and find everything you made in My Content.
product-sidebar-creating-link = The creating tools
product-sidebar-focus-title = Focus view
product-sidebar-focus-body = Strip a busy page down to its main text, without ads or menus, for calmer reading.

product-classes-heading = Classes, teacher controls and loops
product-classes-intro = These are planned and not in Motes yet. When they arrive, the teacher will decide which tools are on, and feedback will go both ways.
product-classes-classes-title = Classes
product-classes-classes-body = Create a class and students join with a link or a QR code. You see who has joined and how they use the tools.
product-classes-controls-title = Teacher controls
product-classes-controls-body = Switch each sidebar tool on or off for a class or for one student: turn off translation for a vocabulary quiz, keep read aloud on for the students who need it.
product-classes-loops-title = Loops
product-classes-loops-body = A student answers your mote with a voice reply, and you answer back. Feedback becomes a conversation that both of you can replay.
product-classes-schools-title = For the whole school
product-classes-schools-body = School leaders add staff and students, sign them in with the school's identity provider, choose which tools are available and see how much they are used.
product-classes-schools-link = About the school plan

product-extension-heading = Install the Mote Sidebar
product-extension-intro = The Mote Sidebar is a browser extension. It works first in Chromium-based browsers such as Google Chrome and Microsoft Edge, including on Chromebooks; a Firefox version is planned.
product-extension-step-add-title = Add the extension to your browser
product-extension-step-add-body = Our listing in the browser extension store is not published yet. Until it is, write to us and we'll help you, or your school's IT team, install the Mote Sidebar.
product-extension-step-add-link = Ask us for the extension
product-extension-step-pin-title = Pin it to the toolbar
product-extension-step-pin-body = Open your browser's extensions menu (the puzzle-piece button) and pin Motes, so its button is always one click away.
product-extension-step-sign-in-title = Sign in
product-extension-step-sign-in-body = Select the Motes button and sign in with the account you use on this website. The sidebar follows your account’s limits.
product-extension-step-open-title = Open it on any page
product-extension-step-open-body = On an article, a document or an assignment, select the Motes button to open the sidebar beside the page. Select it again to close it.
product-extension-schools = School IT teams can install the extension for every student and teacher at once from their browser management console. Write to us and we'll share the details.

product-cta-heading = Hear the difference your voice makes
product-cta-body = Start with a free account. No card needed.
product-cta-pricing = See the plans
