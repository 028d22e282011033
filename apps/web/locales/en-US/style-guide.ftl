# The living style guide at /style-guide (outside production only).

style-guide-page-title = Style guide
style-guide-heading = Design system style guide
style-guide-lede = Every shared piece of the Motes interface, live, with the numbers it is built from. The website and the Mote Sidebar use the same pieces. This page exists outside production only.
style-guide-contents = On this page

## Colors

style-guide-colours-heading = Colors
style-guide-colours-intro = A purple and pink palette. A unit test checks every pair in the table for WCAG 2.2 AA contrast: 4.5:1 for text, 3:1 for focus rings and field edges.
style-guide-colour-text = Body text and headings
style-guide-colour-text-muted = Secondary text and captions
style-guide-colour-text-on-primary = Text on purple, pink and red fills
style-guide-colour-surface = Page and card background
style-guide-colour-surface-raised = Raised panels
style-guide-colour-border = Dividers and card edges
style-guide-colour-border-strong = Edges of form fields
style-guide-colour-primary = Primary buttons and links
style-guide-colour-primary-strong = Primary buttons on hover
style-guide-colour-primary-soft = Tinted purple backgrounds
style-guide-colour-accent = Highlights and the brand gradient
style-guide-colour-accent-strong = Accent on hover
style-guide-colour-accent-soft = Tinted pink backgrounds
style-guide-colour-danger = Destructive actions and errors
style-guide-colour-danger-strong = Destructive actions on hover
style-guide-colour-focus-ring = Keyboard focus outline
style-guide-contrast-caption = Contrast of the color pairs the components use
style-guide-contrast-foreground = Text or line
style-guide-contrast-background = Background
style-guide-contrast-ratio = Contrast
style-guide-contrast-minimum = AA minimum
style-guide-contrast-value = { $ratio }:1

## Typography

style-guide-type-heading-section = Typography
style-guide-type-intro = Inter ships with the app as a variable font (weights 100 to 900, Latin and Latin Extended), so nothing is fetched from a font service. Arabic and Chinese text uses the system's fonts.
style-guide-type-family = Font stack:
style-guide-type-display = Display
style-guide-type-heading = Heading
style-guide-type-body = Body
style-guide-type-small = Small
style-guide-type-sample = Record a voice note, share it with a link and read the transcript.
style-guide-type-weight = Weight { $weight }

## Layout

style-guide-layout-heading = Layout
style-guide-layout-intro = Layers, breakpoints and container widths, printed from the shared constants.
style-guide-layers-caption = Layers (z-index)
style-guide-breakpoints-caption = Breakpoints
style-guide-containers-caption = Containers and navigation bar
style-guide-containers-demo = Container widths, to scale
style-guide-column-name = Name
style-guide-column-z-index = z-index
style-guide-column-min-width = Width
style-guide-column-size = Size
style-guide-px = { $value } px

## Buttons

style-guide-buttons-heading = Buttons
style-guide-buttons-intro = Four variants in four heights. A loading button shows a spinner and, if given, a loading text; it is disabled unless asked to stay focusable. A visually disabled button stays focusable so its reason can be read.
style-guide-button-primary = Primary
style-guide-button-secondary = Secondary
style-guide-button-ghost = Ghost
style-guide-button-danger = Danger
style-guide-button-size = { $size } · { $px } px
style-guide-buttons-states = States
style-guide-button-record = Record
style-guide-button-save = Save
style-guide-button-saving = Saving ...
style-guide-button-disabled = Disabled
style-guide-button-share = Share
style-guide-button-share-reason = Sharing needs a recording first.

## Alerts

style-guide-alerts-heading = Alerts
style-guide-alerts-intro = Alert banners in six types; error is the default. Each has the alert role, so screen readers announce it.
style-guide-alert-error = The voice note could not be saved.
style-guide-alert-warn = Recording stops when the time limit is reached.
style-guide-alert-success = Your voice note is ready to share.
style-guide-alert-info = The transcript appears shortly after you stop recording.
style-guide-alert-loading = Uploading your audio ...
style-guide-alert-primary = Teachers can switch reading tools on and off for their classes.
style-guide-alerts-interactive = With an action, and dismissible
style-guide-alert-action-title = Upload interrupted
style-guide-alert-action-message = The connection dropped while your audio was uploading.
style-guide-alert-retry = Try again
style-guide-alert-dismissible = Without an action, a close button dismisses the alert.
style-guide-alert-show-again = Show the dismissed alerts again

## Toasts

style-guide-toasts-heading = Toasts
style-guide-toasts-intro = Toasts stay 4 seconds, at most 3 at a time, and can be swiped away. Alt+T moves focus to them.
style-guide-toast-button = Show a { $type } toast
style-guide-toast-success = Voice note saved.
style-guide-toast-error = The voice note could not be saved. Try again.
style-guide-toast-info = Link copied.
style-guide-toast-warning = Recording stops at the time limit.
style-guide-toast-loading = Transcribing your voice note ...
style-guide-toast-primary = Share a voice note with a link or a QR code.

## Loading wave

style-guide-wave-heading = Loading wave
style-guide-wave-intro = A wave with a short text, inline, over a section or over the whole page. It stands still for people who ask for reduced motion.
style-guide-wave-inline = Inline
style-guide-wave-overlay = Over a card
style-guide-wave-card-text = The card's content sits beneath the overlay until loading ends.
style-guide-wave-overlay-text = Loading the transcript ...
style-guide-wave-fullscreen = Full screen
style-guide-wave-fullscreen-button = Show the full-screen wave for 2 seconds

## Cards

style-guide-cards-heading = Cards
style-guide-cards-intro = Containers that group related content: outlined, elevated or flat.
style-guide-cards-variants = Variants
style-guide-card-body = A card groups what belongs together, such as a voice note and its transcript.

## Dialog

style-guide-dialog-heading = Dialog
style-guide-dialog-intro = A modal dialog: the page behind is inert while it is open. Escape or a click on the dark overlay closes only the top-most dialog, and each close reports why.
style-guide-dialog-open = Open a dialog
style-guide-dialog-last-reason = Last closed by: { $reason }
style-guide-dialog-title = Share a voice note
style-guide-dialog-description = Choose who can listen.
style-guide-dialog-body = Open the second dialog, then press Escape: only the second one closes.
style-guide-dialog-cancel = Cancel
style-guide-dialog-open-nested = Pick a class
style-guide-dialog-nested-title = Pick a class
style-guide-dialog-nested-body = This dialog sits on top of the first one.
style-guide-dialog-done = Done

## Dropdowns

style-guide-dropdowns-heading = Dropdowns
style-guide-dropdowns-intro = Menus 215 px wide in eight placements. They flip to the other side when the window has no room, and left and right follow the reading direction. They close on Escape, a click outside, Tab, leaving focus and choosing an item.
style-guide-dropdowns-click = Open on click
style-guide-dropdowns-hover = Open on hover or focus, after 100 ms
style-guide-dropdown-hover-label = Creating tools
style-guide-dropdown-record = Record
style-guide-dropdown-upload = Upload audio
style-guide-dropdown-generate = Generate from text
style-guide-dropdown-unavailable = Unavailable item

## Tooltips

style-guide-tooltips-heading = Tooltips
style-guide-tooltips-intro = Tooltips open 50 ms after hover or focus and close 25 ms after; top is the default side. Escape hides them.
style-guide-tooltip-content = Shown on the { $placement } side

## Avatars

style-guide-avatars-heading = Avatars
style-guide-avatars-intro = A picture, else the person's initials, else an icon labelled "Generic avatar".
style-guide-avatars-sizes = Sizes
style-guide-avatar-size = { $size } · { $px } px
style-guide-avatars-kinds = Kinds
style-guide-avatar-image = Image
style-guide-avatar-initials = Initials
style-guide-avatar-fallback = Fallback icon
style-guide-avatar-custom = Custom icon
style-guide-avatar-custom-alt = Audio note
style-guide-avatar-bordered = Bordered

## Navigation pieces

style-guide-navigation-heading = Hamburger and links
style-guide-navigation-intro = The mobile menu toggle, and links: in-app paths navigate without a page load, web addresses are plain links, a new tab gets no opener and no referrer, and a disabled link is inert.
style-guide-hamburger = Hamburger toggle ({ $size } px)
style-guide-hamburger-panel = This panel opens and closes with the toggle.
style-guide-links = Links
style-guide-link-internal = Pricing (in-app link)
style-guide-link-external = WCAG 2.2 overview (external link)
style-guide-link-blank = WCAG 2.2 overview (opens in a new tab)
style-guide-link-disabled = Unavailable link (disabled)

## Video

style-guide-video-heading = Video player
style-guide-video-intro = A 16/9 preview with a "Play video" button swaps in the browser's own player with captions.
style-guide-video-title = The Mote Sidebar on a web page
style-guide-video-captions = English
