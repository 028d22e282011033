# /pricing: the three plans, the comparison table, the free tier and questions.

pricing-page-title = Pricing
pricing-page-description = Motes is free to start. Unlimited is for individual teachers; Schools & Districts covers every staff member and student. Compare the plans and how the free tier works.
pricing-eyebrow = Pricing
pricing-title = Plans for one teacher or a whole district
pricing-lede = Start free, try every tool for { $days } days, and bring your whole school along when you're ready.

pricing-plans-heading = Choose a plan
pricing-checkout-note = Online checkout is not open yet. Until it is, the Unlimited button creates your account and starts your free { $days }-day trial, and schools and districts get a quote from us by email. We'll update this page when you can pay online.
pricing-currency-note = Prices are in US dollars.

pricing-plan-free-name = Free
pricing-plan-free-audience = For anyone who wants to try voice notes
pricing-plan-free-price = Free
pricing-plan-free-price-note = No card, no time limit
pricing-plan-free-action = Sign up free
pricing-free-motes = { $count } motes every { $days } days
pricing-free-length = Recordings up to { $minutes ->
        [one] one minute
       *[other] { $minutes } minutes
    } long
pricing-free-trial = Every Mote Sidebar tool for your first { $days } days
pricing-free-share = Share pages with a link, QR code and transcript
pricing-free-listeners = Listeners never need an account

pricing-plan-unlimited-name = Unlimited
pricing-plan-unlimited-audience = For individual teachers
pricing-plan-unlimited-price = { $monthly } a month
pricing-plan-unlimited-price-note = or { $yearly } a year, two months free
pricing-plan-unlimited-action = Start your free trial
pricing-unlimited-motes = Unlimited motes
pricing-unlimited-length = Recordings up to { $minutes } minutes long
pricing-unlimited-tools = Every Mote Sidebar tool: reading, writing and creating
pricing-unlimited-share = Share pages, QR codes, transcripts and embeds

pricing-plan-schools-name = Schools & Districts
pricing-plan-schools-audience = For every staff member and student in a school
pricing-plan-schools-price = Priced per school
pricing-plan-schools-price-note = One agreement can cover every school in a district
pricing-plan-schools-action = Request a quote
pricing-schools-everyone = Everything in Unlimited, for all staff and students
pricing-schools-classes = Classes, with teacher controls for each sidebar tool
pricing-schools-loops = Loops: two-way voice conversations with students
pricing-schools-analytics = Usage analytics for school leaders
pricing-schools-sso = Sign-in with your school's identity provider
pricing-schools-dpa = A data-processing agreement

pricing-compare-heading = Compare the plans
pricing-table-caption = What each plan includes
pricing-table-feature = Feature
pricing-table-yes = Included
pricing-table-no = Not included
pricing-table-unlimited = Unlimited
pricing-table-minutes = { $minutes ->
        [one] 1 minute
       *[other] { $minutes } minutes
    }
pricing-table-trial-only = Your first { $days } days
pricing-table-unlimited-price = { $monthly } a month or { $yearly } a year
pricing-row-motes = Motes you can make
pricing-row-length = Longest recording
pricing-row-share = Share page with link, QR code and transcript
pricing-row-create = Text to audio and audio upload
pricing-row-sidebar = Mote Sidebar reading and writing tools
pricing-row-classes = Classes and teacher controls
pricing-row-loops = Loops (voice conversations with students)
pricing-row-analytics = Usage analytics
pricing-row-sso = Sign-in with your school's identity provider
pricing-row-dpa = Data-processing agreement
pricing-row-price = Price
pricing-table-footnote = Transcripts are made automatically, except for students under 18: their recordings are never transcribed.

pricing-rationing-heading = How the Free plan works
pricing-rationing-count = The Free plan gives you { $count } motes every { $days } days. Every recording, text-to-audio clip and audio upload you save counts as one mote. Playing, sharing and embedding motes never count.
pricing-rationing-reset = Your { $days } days start with the first mote you make; when they are over, your count starts again with your next mote. When you reach the limit, the motes you have already made stay, and their share pages keep working; you can make new ones once the count starts again, or straight away on a paid plan.
pricing-rationing-length = On the Free plan each recording can be up to { $short ->
        [one] one minute
       *[other] { $short } minutes
    } long. On Unlimited, on a school plan and during your trial, it can be up to { $long } minutes.
pricing-rationing-trial = Every new account starts with a { $days }-day trial of every Mote Sidebar tool, read aloud included. You don't need a card, and when the trial ends your account moves to the Free plan by itself.

pricing-faq-heading = Questions about plans
pricing-faq-checkout-question = Can I pay online?
pricing-faq-checkout-answer = Not yet: online checkout is not open. Until it is, "Start your free trial" creates your account and starts your { $days }-day trial, and schools and districts get a quote from us by email. We'll say so on this page when you can pay online.
pricing-faq-trial-end-question = What happens when my trial ends?
pricing-faq-trial-end-answer = Your account moves to the Free plan. Everything you made stays, share links keep working, and new recordings can be up to { $minutes ->
        [one] one minute
       *[other] { $minutes } minutes
    } long.
pricing-faq-count-question = What counts as a mote?
pricing-faq-count-answer = Each voice recording, each clip made from text and each audio file you upload and save counts as one mote. Listening to, sharing and embedding motes never count.
pricing-faq-listeners-question = Do my students need an account to listen?
pricing-faq-listeners-answer = No. Anyone with the link or the QR code can play a mote and read its transcript on any device, without signing in or installing anything.
pricing-faq-schools-question = How is a school or district priced?
pricing-faq-schools-answer = Per school, by the number of staff and students, with one agreement that can cover every school in a district. Tell us your school's name and size and we'll reply with a quote.
pricing-faq-schools-link = Contact us for a quote
pricing-faq-privacy-question = What happens to student data?
pricing-faq-privacy-answer = It is never sold and never used for advertising. For students under 18 we switch off transcription and tracking identifiers, and hide their names on share pages.
pricing-faq-privacy-link = Visit the Privacy Centre

pricing-cta-heading = Try every tool free for { $days } days
pricing-cta-body = No card needed. Your account keeps the Free plan when the trial ends.
pricing-cta-trial = Start your free trial
pricing-cta-quote = Request a school quote
