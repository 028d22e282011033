# The product's tools by their registry id (packages/shared productTools.ts) and the marks
# that say a tool's state in this build. The e2e walk reads the names of tools not built yet.

tool-state-not-yet-available = Not yet available
tool-state-needs-extension = In the browser extension

product-tool-read-aloud = Read aloud
product-tool-select-area = Select Area to Read
product-tool-translation = Translation
product-tool-dictionary = Dictionary
product-tool-highlighters = Highlighters
product-tool-screen-mask = Screen mask
product-tool-focus-view = Focus view
product-tool-listen-back = Listen back
product-tool-text-prediction = Text prediction
product-tool-voice-typing = Voice typing
product-tool-record = Voice recording
product-tool-from-text = Text to audio
product-tool-upload = Audio upload
product-tool-my-content = My Content
product-tool-share-pages = Share pages
product-tool-qr-codes = QR codes
product-tool-transcripts = Transcripts
product-tool-totes = Totes
product-tool-embed = Embeds
product-tool-classes = Classes
product-tool-teacher-controls = Teacher controls
product-tool-loops = Loops
product-tool-motebook = Motebook
product-tool-vocabulary-list = Vocabulary list
product-tool-flash-cards = Flash cards
product-tool-matching-quiz = Matching quiz
product-tool-multiple-choice-quiz = Multiple-choice quiz
product-tool-mind-map = Mind map
product-tool-school-admin = Manage users
product-tool-feature-access = Feature access
product-tool-usage-insights = Usage insights
product-tool-school-sign-in = School sign-in
product-tool-minor-protections = Protections for students under 18
product-tool-free-plan = Free account
product-tool-trial = Free trial
product-tool-paid-plans = Unlimited plan
product-tool-checkout = Online checkout
product-tool-school-plans = Schools & Districts plan
