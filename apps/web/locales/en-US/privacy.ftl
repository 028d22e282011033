# /privacy, the Privacy Center: terms of service, GDPR, the student privacy pledge, security.
# Section ids follow apps/web/src/features/resources/privacy/policySections.ts.

privacy-page-title = Privacy Center
privacy-page-description = The terms of service, GDPR rights, our student privacy pledge and how Motes keeps accounts secure, in plain language.
privacy-eyebrow = Privacy Center
privacy-title = Privacy, terms and security
privacy-lede = The rules we work by, written to be read. The short version:
privacy-promise-ownership = You own the motes you make.
privacy-promise-no-selling = We never sell student data, and Motes has no ads.
privacy-promise-control = You can download or delete your data at any time.
privacy-tabs-label = Privacy Center
privacy-contents-label = Sections of { $heading }

privacy-link-pricing = Compare the plans
privacy-link-account = Go to your account page
privacy-link-contact = Contact us
privacy-link-privacy-email = Email { $privacyEmail }
privacy-link-security-email = Email { $securityEmail }

## Terms of service

privacy-terms-tab = Terms of service
privacy-terms-title = Terms of service
privacy-terms-intro = These terms cover the Motes website, the Mote Sidebar browser extension and everything you make with them. We have kept them short and plain; please read them before you use Motes.

privacy-terms-about-heading = Who these terms are between
privacy-terms-about-p1 = These terms are an agreement between you and Motes. By creating an account or using Motes, you agree to them.
privacy-terms-about-p2 = If you use Motes through a school or district, your school has its own agreement with us. Where that agreement and these terms differ, the school's agreement applies.

privacy-terms-accounts-heading = Your account
privacy-terms-accounts-p1 = You sign in with a link we email you, or with your school's sign-in. There is no password to lose, so keep your email account safe: anyone who can read your email can sign in as you.
privacy-terms-accounts-p2 = You are responsible for what happens in your account. You can see every device that is signed in, and sign any of them out, on your account page.
privacy-terms-accounts-p3 = If you are too young to agree to terms like these where you live, use Motes only through your school, or with the permission of a parent or guardian.

privacy-terms-plans-heading = Plans and limits
privacy-terms-plans-p1 = Motes is free today:
privacy-terms-plans-item-1 = Without an account, each recording can be up to { $standardSeconds } seconds ({ $standardMinutes } minutes) long.
privacy-terms-plans-item-2 = With a free account, you can make { $freeMotes } motes every { $freeMotePeriodDays } days, and each recording can be up to { $limitedSeconds } seconds long.
privacy-terms-plans-item-3 = Paid plans, a free trial and plans for schools and districts are not available yet.
privacy-terms-plans-after-p1 = There is no online checkout, so nobody is charged. When paid plans arrive, we will tell you the price before you choose one, and your account changes only if you choose it.

privacy-terms-content-heading = Your content belongs to you
privacy-terms-content-p1 = You own the motes you record, generate or upload, their transcripts, and any text you bring into Motes. We claim no ownership of any of it.
privacy-terms-content-p2 = You give us permission to store, copy and process your content only as far as we need to run Motes for you: for example to turn text into audio, to make a transcript, or to play a mote to the people you share it with. That permission ends when you delete the content.
privacy-terms-content-p3 = We never sell your content, never use it for advertising, and never use it to train artificial-intelligence models.

privacy-terms-sharing-heading = Sharing
privacy-terms-sharing-p1 = Each mote has a share page. Anyone with its link or QR code can listen, without an account. Share links are long random addresses that cannot be guessed, but the people you give one to can pass it on, so share only what you are happy for them to share.
privacy-terms-sharing-p2 = Delete a mote to stop sharing it: its link stops working straight away.

privacy-terms-acceptable-use-heading = Acceptable use
privacy-terms-acceptable-use-p1 = Motes is for learning and teaching. When you use it, please do not:
privacy-terms-acceptable-use-item-1 = break the law, or infringe anyone else's rights, including copyright;
privacy-terms-acceptable-use-item-2 = record people without their knowledge where the law or your school requires their consent;
privacy-terms-acceptable-use-item-3 = harass, bully, threaten or demean anyone, or share hateful content;
privacy-terms-acceptable-use-item-4 = share sexual content, or anything that exploits or endangers children;
privacy-terms-acceptable-use-item-5 = pretend to be someone else;
privacy-terms-acceptable-use-item-6 = try to get into accounts or data that are not yours, or disrupt the service (security research is welcome under the rules on the Security tab);
privacy-terms-acceptable-use-item-7 = get around plan limits, or resell Motes without our agreement.
privacy-terms-acceptable-use-after-p1 = We may remove content that breaks these rules, and suspend an account that breaks them seriously or repeatedly.

privacy-terms-schools-heading = Schools, teachers and students
privacy-terms-schools-p1 = When a school gives you an account, your teachers and your school's administrators can see the work you share with them, and decide which sidebar tools you can use in class.
privacy-terms-schools-p2 = Student accounts belong to the school's service. We handle their data on the school's instructions, under a data-processing agreement, and under the commitments of our student privacy pledge.

privacy-terms-ending-heading = Leaving Motes
privacy-terms-ending-p1 = You can download your data and delete your account at any time from your account page. Deleting it signs out every device and removes your personal details straight away.
privacy-terms-ending-p2 = We may suspend or close an account that seriously breaks these terms. Unless the law prevents us, we will tell you why.
privacy-terms-ending-p3 = If we ever stop offering Motes, we will give you notice and time to download your content first.

privacy-terms-changes-heading = Changes to these terms
privacy-terms-changes-p1 = When we change these terms, we will update this page before the change takes effect, and tell you by email when the change matters to how you use Motes.

privacy-terms-liability-heading = What we can promise
privacy-terms-liability-p1 = We work hard to keep Motes running and your content safe, but we cannot promise that the service will always be available or free of errors. Keep your own copy of anything you cannot afford to lose.
privacy-terms-liability-p2 = As far as the law allows, we are not responsible for indirect losses. Nothing in these terms takes away rights you have under consumer law.

privacy-terms-contact-heading = Questions
privacy-terms-contact-p1 = If something here is unclear, ask us. We would rather explain than have you guess.

## GDPR

privacy-gdpr-tab = GDPR
privacy-gdpr-title = Your data and your rights (GDPR)
privacy-gdpr-intro = The General Data Protection Regulation (GDPR) gives everyone in the UK and the European Union rights over their personal data. We extend the same rights to every Motes user, wherever they live. This tab explains what we hold, why, and how to use your rights.

privacy-gdpr-roles-heading = Who is responsible for your data
privacy-gdpr-roles-p1 = When you create an account yourself, Motes is the controller of your personal data: we decide how it is used, within this policy.
privacy-gdpr-roles-p2 = When your school gives you an account, the school is the controller and Motes is its processor: we handle your data only on the school's instructions. Send requests about a school account to your school first; we help the school answer them.

privacy-gdpr-data-heading = What we hold
privacy-gdpr-data-p1 = We keep only what Motes needs to work:
privacy-gdpr-data-item-1 = your account: email address, name, role, school, and your choices such as interface language, voice, reading speed and highlight colors;
privacy-gdpr-data-item-2 = your content: motes you record, generate or upload, their transcripts, and the text you turn into audio;
privacy-gdpr-data-item-3 = sign-in records: which devices are signed in and when, and the network address of sign-in requests, which we use to stop abuse;
privacy-gdpr-data-item-4 = usage events: which pages and tools are used, so that we can fix problems and improve Motes. For students who are minors we record no email address, email domain or network address;
privacy-gdpr-data-item-5 = your cookie choice, so that we do not ask again.

privacy-gdpr-purposes-heading = Why we use it
privacy-gdpr-purposes-p1 = Each use has a lawful basis under GDPR:
privacy-gdpr-purposes-item-1 = to provide Motes to you or your school (performance of a contract);
privacy-gdpr-purposes-item-2 = to keep accounts secure and prevent abuse, and to understand which tools are used so that we can improve them (legitimate interests);
privacy-gdpr-purposes-item-3 = to remember choices you make, such as cookies (consent, which you can withdraw);
privacy-gdpr-purposes-item-4 = to meet our legal obligations.

privacy-gdpr-rights-heading = Your rights
privacy-gdpr-rights-p1 = You have the right to:
privacy-gdpr-rights-item-1 = access: get a copy of the personal data we hold about you;
privacy-gdpr-rights-item-2 = rectification: have data that is wrong corrected;
privacy-gdpr-rights-item-3 = erasure: have your data deleted;
privacy-gdpr-rights-item-4 = restriction: ask us to limit how we use your data while a concern is sorted out;
privacy-gdpr-rights-item-5 = portability: take your data with you, in a format a computer can read;
privacy-gdpr-rights-item-6 = objection: object to uses based on our legitimate interests;
privacy-gdpr-rights-item-7 = complaint: complain to your data-protection authority, such as the Information Commissioner's Office in the UK.

privacy-gdpr-exercise-heading = How to use your rights in Motes
privacy-gdpr-exercise-p1 = Most of your rights are a button away on your account page:
privacy-gdpr-exercise-item-1 = Download your data: "Your data" gives you a copy of your account, settings and activity as a JSON file (access and portability).
privacy-gdpr-exercise-item-2 = Correct your details: change your name under "Profile" and your choices under "Preferences" (rectification).
privacy-gdpr-exercise-item-3 = Delete your account: "Delete your account" signs out every device and removes your personal details straight away (erasure).
privacy-gdpr-exercise-item-4 = Sign out devices: "Signed-in devices" lists every device signed in to your account, and signs out any of them.
privacy-gdpr-exercise-after-p1 = Students with a school account can ask their teacher or school, who can make the request for them.
privacy-gdpr-exercise-after-p2 = For anything else, or if you cannot sign in, email { $privacyEmail }. We answer within one month, as GDPR requires, and may ask you to confirm who you are first.

privacy-gdpr-retention-heading = How long we keep it
privacy-gdpr-retention-p1 = We keep your account and content for as long as you have an account. When you delete your account, your personal details are removed at once; sign-in links expire after { $linkMinutes } minutes and are deleted within a day.
privacy-gdpr-retention-p2 = Schools decide how long student accounts are kept, and can ask us to delete them at any time.

privacy-gdpr-transfers-heading = Where your data is kept
privacy-gdpr-transfers-p1 = Your data stays on the servers where your Motes service runs. If a provider listed below is in another country, the safeguards GDPR requires, such as standard contractual clauses, must be in place before it is used.

privacy-subprocessors-heading = Subprocessors
privacy-subprocessors-p1 = A subprocessor is another company that handles personal data on our behalf.
privacy-subprocessors-default = By default, a Motes deployment uses no subprocessors. The database, audio storage, text to speech, transcription, translation and mail all run on the deployment's own servers.
privacy-subprocessors-p2 = A deployment can be configured to use outside services instead. Each one below is used only when it is configured:
privacy-subprocessors-caption = Services a deployment may be configured to use
privacy-subprocessors-column-service = Service
privacy-subprocessors-column-purpose = What it handles
privacy-subprocessors-column-when = When it is used
privacy-subprocessors-mail-service = Email provider
privacy-subprocessors-mail-purpose = Delivers sign-in links and invitations: the recipient's address and the message.
privacy-subprocessors-mail-when = When the deployment sets an SMTP mail server.
privacy-subprocessors-storage-service = Storage provider
privacy-subprocessors-storage-purpose = Stores audio files and images of motes.
privacy-subprocessors-storage-when = When the deployment uses S3-compatible storage instead of its own disk.
privacy-subprocessors-sign-in-service = Sign-in provider
privacy-subprocessors-sign-in-purpose = Confirms who you are when you choose to sign in with Google or your school's account.
privacy-subprocessors-sign-in-when = When the deployment turns that sign-in on and you use it.
privacy-subprocessors-language-service = Language services
privacy-subprocessors-language-purpose = Turns text into speech, speech into text, or translates: the text or audio being processed.
privacy-subprocessors-language-when = When the deployment connects outside language engines instead of its built-in ones.
privacy-subprocessors-p3 = Schools can ask which providers their deployment is configured with, and are told before a new one is added.

## Student privacy pledge

privacy-pledge-tab = Student privacy pledge
privacy-pledge-title = Our student privacy pledge
privacy-pledge-intro = Students use Motes to read, write and speak. The data they create while learning is there to help them learn, and nothing else. These are our commitments to students, families and schools.

privacy-pledge-never-heading = What we will never do
privacy-pledge-never-p1 = With student data, we will never:
privacy-pledge-never-item-1 = sell it, or give it to anyone to sell;
privacy-pledge-never-item-2 = show advertising, or use it to target advertising anywhere;
privacy-pledge-never-item-3 = build a profile of a student for any purpose other than their learning;
privacy-pledge-never-item-4 = use students' recordings or writing to train artificial-intelligence models;
privacy-pledge-never-item-5 = keep it after the school or the student asks us to delete it.

privacy-pledge-minors-heading = Extra protection for minors
privacy-pledge-minors-p1 = When an account belongs to a minor, Motes does more:
privacy-pledge-minors-item-1 = no automatic transcription of their recordings;
privacy-pledge-minors-item-2 = no email address, email domain, network address or other tracking identifier in usage records;
privacy-pledge-minors-item-3 = their name is hidden on the share pages of their motes;
privacy-pledge-minors-item-4 = no marketing messages.

privacy-pledge-purpose-heading = Only for learning
privacy-pledge-purpose-p1 = We collect only what Motes needs to work, and use it only to provide Motes to the student and their school.
privacy-pledge-purpose-p2 = We use usage records to keep Motes working and to improve its tools, never to market to students.

privacy-pledge-control-heading = Schools and families stay in control
privacy-pledge-control-p1 = Schools decide how student accounts are used:
privacy-pledge-control-item-1 = teachers switch each sidebar tool on or off for a class or for one student;
privacy-pledge-control-item-2 = a school can have its students' data exported or deleted at any time;
privacy-pledge-control-item-3 = families can ask the school, or us, to see or delete their child's data.

privacy-pledge-changes-heading = No surprises
privacy-pledge-changes-p1 = We will not change how we use student data without telling schools first, and we will ask for their agreement before any change that would use it in a new way.

privacy-pledge-laws-heading = The laws behind this pledge
privacy-pledge-laws-p1 = We wrote these commitments with school privacy law in mind: FERPA and COPPA in the United States, and GDPR in the UK and Europe.
privacy-pledge-laws-p2 = This pledge is our own promise. It is not a certification, and it does not replace a school's own obligations or its agreement with us.

## Security

privacy-security-tab = Security
privacy-security-title = How we keep accounts secure
privacy-security-intro = This is what Motes does today to protect accounts and data, and how to tell us if you find a problem. We describe only what the software actually does.

privacy-security-sign-in-heading = Signing in
privacy-security-sign-in-p1 = Motes has no passwords to steal or reuse:
privacy-security-sign-in-item-1 = sign-in links we email are single-use and expire after { $linkMinutes } minutes;
privacy-security-sign-in-item-2 = a link completes sign-in only on the device that asked for it;
privacy-security-sign-in-item-3 = sign-in requests are rate-limited: at most { $linkRequests } links for one email address every { $linkWindowMinutes } minutes, with further limits per network;
privacy-security-sign-in-item-4 = signing in with Google or your school uses OpenID Connect with PKCE, state and nonce checks, so a sign-in cannot be intercepted or replayed.

privacy-security-sessions-heading = Sessions and devices
privacy-security-sessions-p1 = Each signed-in device has its own session:
privacy-security-sessions-item-1 = session tokens are 256-bit random values, and we store only a hash of each one, so a copy of our database would not let anyone sign in;
privacy-security-sessions-item-2 = our service accepts a token only in a request header, never from a cookie, so other websites cannot act as you;
privacy-security-sessions-item-3 = your account page lists every signed-in device, and you can sign any of them out;
privacy-security-sessions-item-4 = deleting your account ends every session at once.

privacy-security-data-heading = Protecting your data
privacy-security-data-p1 = Inside Motes:
privacy-security-data-item-1 = every request is checked against the owner, class or school of what it asks for; someone else's item looks exactly like one that does not exist;
privacy-security-data-item-2 = share pages use long random addresses that cannot be guessed;
privacy-security-data-item-3 = usage records of minors carry no email or network address, and secrets never appear in logs;
privacy-security-data-item-4 = expired sign-in links are deleted every day.

privacy-security-transport-heading = Encryption and backups
privacy-security-transport-p1 = Motes is built to run behind HTTPS (TLS): in production its cookies are sent only over encrypted connections. Whoever runs a deployment provides its certificate.
privacy-security-transport-p2 = Backups of the database and audio storage are made by whoever runs the deployment. We recommend encrypted backups, kept apart from the server and tested by restoring them.

privacy-security-certifications-heading = Certifications
privacy-security-certifications-p1 = Motes does not hold a security certification today. When that changes, we will say so here, and not before.

privacy-security-report-heading = Report a vulnerability
privacy-security-report-p1 = If you think you have found a security problem, email { $securityEmail }. Please include:
privacy-security-report-item-1 = what you found, and where;
privacy-security-report-item-2 = the steps to reproduce it;
privacy-security-report-item-3 = what an attacker could do with it.
privacy-security-report-after-p1 = Please do not access other people's data, disrupt the service, or make the problem public before we have fixed it.
privacy-security-report-after-p2 = We will confirm we have your report, keep you informed while we fix it, and credit you if you would like. We will not take legal action against research done in good faith under these rules.
