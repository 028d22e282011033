# /compare: Motes against kinds of alternative tools. Never name other products.

compare-page-title = Compare
compare-page-description = How Motes compares with typing written feedback, general screen recorders and a browser's built-in read aloud, and when one of those fits better.
compare-eyebrow = Compare
compare-title = How Motes compares with the tools you already have
compare-lede = Teachers already give feedback in writing, record their screens and use the read aloud built into their browser. Here is what Motes adds, and where those tools are the better choice.

compare-table-heading = Side by side
compare-table-intro = We compare kinds of tools, not named products. Each column describes what that kind of tool typically does; individual products differ, so check the ones your school uses.
compare-table-caption = Motes compared with three kinds of tool
compare-table-what = What you need
compare-column-motes = Motes
compare-column-typing = Typing written feedback
compare-column-recorders = General screen recorders
compare-column-read-aloud = Built-in browser read aloud
compare-cell-yes = Yes
compare-cell-no = No
compare-cell-depends = Depends on the tool
compare-cell-not-applicable = Not what it is for
compare-cell-varies-by-browser = Varies by browser

compare-row-voice = Feedback in your own voice
compare-row-effort = What one piece of feedback takes
compare-effort-motes = Speak for a minute or so, then share the link
compare-effort-typing = Writing out every comment
compare-effort-recorders = A video of your screen, made for longer walkthroughs
compare-row-share = Share by link and QR code
compare-share-typing = Stays inside the document or platform
compare-row-transcript = Text to read along with the audio
compare-transcript-motes = Automatic transcript, except for students under 18
compare-transcript-typing = It is text already
compare-row-no-account = Listeners need no account
compare-row-read-aloud = Read aloud with each word highlighted, on any page
compare-row-translate = Translation and dictionary beside the text
compare-row-reply = Students answer back
compare-reply-typing = In writing
compare-reply-recorders = Each reply is a separate video
compare-row-controls = Teacher controls for each tool, per class
compare-row-minors = Protections for students under 18
compare-minors-motes = No transcription or tracking identifiers; names hidden on share pages

compare-fit-heading = When another tool fits better
compare-fit-intro = Motes is not the answer to everything. These are the times we'd reach for something else, or use both.
compare-fit-typing-title = A quick correction
compare-fit-typing-body = For a spelling fix or a single-word change, a typed comment in the margin is faster to give and to scan.
compare-fit-recorders-title = Showing something on screen
compare-fit-recorders-body = To walk through a spreadsheet, a website or a piece of code, a screen recorder shows what you point at. A mote is audio only.
compare-fit-read-aloud-title = Hearing one page, now and then
compare-fit-read-aloud-body = If you only need a page read to you occasionally, your browser's own reader may be enough. Motes is for students who rely on it every day, with the same tools and settings on every page.

compare-together-heading = Use them together
compare-together-body = Motes doesn't ask you to replace anything. A mote's link fits in a typed comment, an email or an assignment, and its player can sit inside your learning-management system or slides. Keep the tools that work for you, and add your voice where it helps most.

compare-cta-heading = Try your voice on the next class set
compare-cta-body = A free account is enough to find out whether spoken feedback works for you.
compare-cta-sign-up = Sign up free
compare-cta-features = See every feature
