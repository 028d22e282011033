# /accessibility: our accessibility statement.

a11y-page-title = Accessibility statement
a11y-page-description = How Motes works with keyboards, screen readers, reduced motion and right-to-left languages, what we know still falls short, and how to tell us about a problem.
a11y-eyebrow = Accessibility
a11y-title = Accessibility statement
a11y-lede = Motes exists to make reading, writing and feedback open to more people, so it has to be usable by everyone itself. This statement covers this website, the share pages of motes and the Mote Sidebar.

a11y-target-heading = Our target: WCAG 2.2 level AA
a11y-target-body = We aim for every page of Motes to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA. Where we fall short, we say so below and work on a fix.
a11y-target-testing = We check pages with automated accessibility tests whenever we change them, and by hand with a keyboard and at narrow screen widths.

a11y-keyboard-heading = Using a keyboard
a11y-keyboard-everything = Everything you can do with a mouse, you can do with a keyboard: move with Tab and Shift+Tab, and use Enter or Space to follow a link or press a button.
a11y-keyboard-skip = The first Tab on every page reaches a "Skip to main content" link.
a11y-keyboard-focus = The item that has keyboard focus always shows a clear outline.
a11y-keyboard-dialogs = Menus and dialogs close with Escape, and focus goes back to where you were.
a11y-keyboard-shortcuts = Keyboard shortcuts never fire while you are typing in a text field. Alt+T moves to the notifications.

a11y-screen-readers-heading = Using a screen reader
a11y-screen-readers-structure = Each page has one main heading, headings in order, and landmarks for the header, navigation, main content and footer.
a11y-screen-readers-images = Pictures that carry meaning have text alternatives; decorative illustrations are hidden from screen readers.
a11y-screen-readers-announcements = Messages that appear on their own, such as notifications and alerts, are announced.
a11y-screen-readers-media = Our videos have captions, and motes have a transcript under the player, except motes recorded by students under 18.

a11y-motion-heading = Reduced motion
a11y-motion-body = If your device is set to reduce motion, Motes turns off animations, slides no longer move on their own, pages jump to a section instead of scrolling smoothly, and videos never start by themselves.

a11y-visual-heading = Seeing the page
a11y-visual-contrast = Text has a contrast ratio of at least 4.5 to 1 against its background.
a11y-visual-zoom = Pages work when you zoom the text to 200% and on screens as narrow as a phone, without scrolling sideways to read.
a11y-visual-colour = Color is never the only way we show something: highlighter colors have names, and included features in tables are marked with a tick and text.

a11y-languages-heading = Languages and right-to-left reading
a11y-languages-interface = The interface of Motes is available in English (United States and United Kingdom), French, Spanish, Arabic and Mandarin Chinese.
a11y-languages-rtl = In Arabic the whole layout reads from right to left, with menus, lists and tables mirrored.
a11y-languages-tools = Read aloud, translation and the dictionary cover about 60 languages.

a11y-limitations-heading = Known limitations
a11y-limitations-intro = These are the problems we know about today. We list them so you can plan around them, and we remove them from this list as we fix them.
a11y-limitations-transcripts = Automatic transcripts can contain mistakes, especially with background noise or subject-specific words. Treat them as a guide, not a word-for-word record.
a11y-limitations-minors = To protect their privacy, recordings by students under 18 are never transcribed, so those motes have no text alternative. If you share a student's mote with someone who needs text, add a short written summary alongside the link.
a11y-limitations-ocr = Select Area to Read recognizes text in images, but it can misread handwriting, unusual fonts and faint or low-contrast pictures.
a11y-limitations-other-sites = The Mote Sidebar works on top of other websites. It cannot fix accessibility problems in those pages, and some pages, such as the browser's own settings, don't allow extensions at all.
a11y-limitations-languages = Not every language has every tool. Where read aloud, translation or voice typing isn't available for a language, Motes tells you instead of guessing.
a11y-limitations-captions = Captions on our product videos are in English only for now.

a11y-report-heading = Report a problem
a11y-report-intro = If something in Motes is hard or impossible for you to use, please tell us. We treat problems that stop someone using Motes as urgent.
a11y-report-link = Email { $address } about an accessibility problem
a11y-report-subject = Accessibility problem
a11y-report-include = It helps us to know:
a11y-report-include-page = the address of the page, or which part of the sidebar you were using;
a11y-report-include-task = what you were trying to do, and what happened instead;
a11y-report-include-setup = your browser and device, and any assistive technology you use, such as a screen reader or magnifier.
a11y-report-reply = We aim to reply within two business days and to tell you when it is fixed.
