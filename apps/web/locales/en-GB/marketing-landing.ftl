# /landing: where people arrive from the browser extension or an advert.

landing-page-title = Welcome
landing-page-description = You're set up with Motes. Record your first voice note, open the Mote Sidebar on any page, and find everything you make on your dashboard.
landing-eyebrow = Welcome to Motes
landing-title = Your voice is ready to go
landing-lede = Every mote you record, generate from text or upload is kept on your dashboard, with its own page to share. The Mote Sidebar puts reading and recording tools on any web page you open.
landing-go-to-dashboard = Go to Dashboard
landing-take-tour = Take the product tour

landing-first-steps-heading = Three things to try first
landing-step-record-title = Record your first mote
landing-step-record-body = Press record, say what you want to say, and press stop. You can record in your browser or in the Mote Sidebar, or make a mote from typed text instead.
landing-step-record-link = Ways to make a mote
landing-step-sidebar-title = Open the sidebar on a page
landing-step-sidebar-body = On any article or assignment, open the Mote Sidebar to have the text read aloud, translate a word, or record a note about what you are reading.
landing-step-sidebar-link = Get the browser extension
landing-step-share-title = Share it with a link or QR code
landing-step-share-body = Each mote gets a page with a player and a transcript. Send the link, print the QR code or embed it in a lesson: listeners don't need an account.
landing-step-share-link = See how share pages work

landing-account-heading = What your account includes
landing-account-free = With a free account you can make { $count } motes every { $days } days, and each recording can be up to { $limited } seconds long. Your motes and their share pages stay yours.
landing-account-signed-out = Without signing in, a recording can be up to { $standard } seconds ({ $standardMinutes } minutes) long. A free trial and paid plans are not available yet.
landing-account-pricing-link = What is free today

landing-help-heading = Want a hand getting started?
landing-help-courses = Take a short self-paced course
landing-help-howto = Read the how-to guides in the Learning Zone
landing-help-expert = Ask our educator team a question

landing-cta-heading = Everything you make, in one place
landing-cta-body = Your dashboard lists your motes and their share links, newest first, so you can find and reuse them.
