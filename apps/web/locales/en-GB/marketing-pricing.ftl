# /pricing: what is free today, the plans that are not available yet, how the free account is
# rationed, and questions. No plan can be bought in this build (there is no checkout).

pricing-page-title = Pricing
pricing-page-description = Motes is free today: record without an account, or sign up for a free account. Paid plans, a free trial and school plans are not available yet.
pricing-eyebrow = Pricing
pricing-title = What Motes costs today
pricing-lede = Everything in Motes today is free. Paid plans, a free trial and online checkout are not available yet, so there is nothing to buy.

pricing-plans-heading = What is free today
pricing-checkout-note = There is nothing to pay for: online checkout and paid plans are not available yet. We'll update this page when they are.

pricing-anonymous-name = Without an account
pricing-anonymous-audience = For trying Motes straight away
pricing-anonymous-length = Recordings up to { $seconds } seconds ({ $minutes } minutes) each
pricing-anonymous-create = Record, turn text into audio or upload audio
pricing-anonymous-action = Open the web recorder

pricing-plan-free-name = Free account
pricing-plan-free-audience = For anyone who signs up with an email address
pricing-plan-free-action = Sign up free
pricing-free-motes = { $count } motes every { $days } days
pricing-free-length = Recordings up to { $seconds } seconds each
pricing-free-share = Share pages with a link, QR code and transcript
pricing-free-sidebar = The Mote Sidebar's reading, writing and creating tools, in the browser extension
pricing-free-listeners = Listeners never need an account

pricing-compare-heading = Without an account or with a free one
pricing-table-caption = What you get without an account and with a free account
pricing-table-feature = Feature
pricing-table-yes = Included
pricing-table-no = Not included
pricing-table-not-counted = Not counted
pricing-table-seconds = { $seconds } seconds
pricing-free = Free
pricing-row-motes = Motes you can make
pricing-row-length = Longest recording
pricing-row-share = Share page with link, QR code and transcript
pricing-row-create = Text to audio and audio upload
pricing-row-library = Your motes listed on every device you sign in on
pricing-row-price = Price
pricing-table-footnote = Transcripts are made automatically, except for students under 18: their recordings are never transcribed.

pricing-planned-heading = Planned, not available yet
pricing-planned-intro = These plans are not in Motes yet. You cannot buy them or sign up for them today.
pricing-plan-unlimited-name = Unlimited plan
pricing-plan-unlimited-audience = For individual teachers
pricing-unlimited-motes = Motes without a count
pricing-unlimited-length = Recordings up to { $minutes } minutes long
pricing-plan-trial-name = Free trial
pricing-plan-trial-audience = For new accounts
pricing-trial-what = A trial of longer recordings for new accounts. Today a new account is a free account from the start.
pricing-plan-schools-name = Schools & Districts plan
pricing-plan-schools-audience = For every staff member and student in a school
pricing-plan-schools-action = Tell us about your school
pricing-schools-classes = Classes, with teacher controls for each sidebar tool
pricing-schools-loops = Loops: two-way voice conversations with students
pricing-schools-analytics = Usage insights for school leaders

pricing-rationing-heading = How the free account works
pricing-rationing-count = A free account can make { $count } motes every { $days } days. Every recording, text-to-audio clip and audio upload you save counts as one mote. Playing, sharing and embedding motes never count.
pricing-rationing-reset = Your { $days } days start with the first mote you make; when they are over, your count starts again with your next mote. When you reach the limit, the motes you have already made stay, and their share pages keep working; you can make new ones once the count starts again.
pricing-rationing-length = Signed in with a free account, each recording can be up to { $limited } seconds long. Without signing in, a recording can be up to { $standard } seconds ({ $standardMinutes } minutes) long.

pricing-faq-heading = Questions about plans
pricing-faq-checkout-question = Can I pay online?
pricing-faq-checkout-answer = Not yet: Motes has no paid plans and no online checkout yet, so nobody is charged. Everything Motes does today is free.
pricing-faq-trial-question = Is there a free trial?
pricing-faq-trial-answer = Not yet. A new account is a free account from the start, with recordings of up to { $seconds } seconds each.
pricing-faq-count-question = What counts as a mote?
pricing-faq-count-answer = Each voice recording, each clip made from text and each audio file you upload and save counts as one mote. Listening to, sharing and embedding motes never count.
pricing-faq-listeners-question = Do my students need an account to listen?
pricing-faq-listeners-answer = No. Anyone with the link or the QR code can play a mote and read its transcript on any device, without signing in or installing anything.
pricing-faq-schools-question = Is there a plan for schools?
pricing-faq-schools-answer = Not yet. School accounts, classes and usage insights are planned. Until then, each teacher can use Motes with a free account. Tell us about your school and we'll let you know when school plans are ready.
pricing-faq-schools-link = Write to us
pricing-faq-privacy-question = What happens to student data?
pricing-faq-privacy-answer = It is never sold and never used for advertising. For students under 18 we switch off transcription and tracking identifiers, and hide their names on share pages.
pricing-faq-privacy-link = Visit the Privacy Centre

pricing-cta-heading = Start with a free account
pricing-cta-body = No card needed, and nothing to pay.
