# The frame of every page: skip link, navigation bar (§2), footer (§2), locale switcher.

layout-skip-link = Skip to main content

layout-page-failed-title = This page could not be shown
layout-page-failed-body = Something went wrong while loading this page. Reloading it usually helps.
layout-page-failed-reload = Reload the page

## Navigation bar

nav-main-label = Main
nav-account-label = Account
nav-mobile-toggle = Menu

nav-link-product = Product
nav-link-pricing = Pricing
nav-menu-solutions = Solutions
nav-link-diverse-learners = Diverse Learners
nav-link-assessment = Assessment
nav-link-translation = Translation
nav-link-administration = Administration
nav-menu-resources = Resources
nav-link-learning-zone = Learning Zone
nav-link-courses = Self-Paced Courses
nav-link-support = Support
nav-link-impact = ESSA & Impact
nav-link-privacy = Privacy Center
nav-link-community = News and Discussion
nav-link-expert = Ask an Expert

nav-action-login = Login
nav-action-start-free-trial = Start Free Trial
nav-action-sign-in = Sign in
nav-action-sign-up-free = Sign up free
nav-action-go-to-dashboard = Go to Dashboard
nav-action-admin = Admin
nav-action-sign-out = Sign out

nav-account-my-account = My Account
nav-account-my-activity = My Activity
nav-account-my-annotations = My Annotations
nav-account-admin = Admin
nav-account-sign-out = Sign out

## Footer

footer-tagline = Voice notes, read-aloud and translation for every classroom.
footer-nav-label = Footer
footer-heading-customers = Customers
footer-heading-solutions = Solutions
footer-heading-company = Company
footer-heading-product = Product
footer-heading-use-cases = Use cases

footer-link-elementary-teachers = Elementary teachers
footer-link-middle-high-school-teachers = Middle and high school teachers
footer-link-language-teachers = Language teachers
footer-link-learners-with-special-needs = Learners with special needs
footer-link-emerging-bilingual-learners = Emerging bilingual learners
footer-link-schools = Schools
footer-link-professors-and-faculty = Professors and faculty
footer-link-content-creators = Content creators

footer-link-verbal-feedback = Verbal feedback
footer-link-developing-student-speaking-and-listening-skills = Speaking and listening skills
footer-link-accommodating-diverse-learners = Accommodating diverse learners
footer-link-assessing-student-speaking-and-listening-skills = Assessing speaking and listening
footer-link-dictation = Dictation
footer-link-voice-translation = Voice translation
footer-link-school-administrators = School administrators

footer-link-about = About
footer-link-impact = ESSA & Impact
footer-link-accessibility = Accessibility
footer-link-privacy = Privacy Center
footer-link-terms = Terms
footer-link-careers = Careers
footer-link-press = Press
footer-link-conference-2023 = Conference 2023
footer-link-status = Service status

footer-link-product = Product
footer-link-features = Features
footer-link-pricing = Pricing
footer-link-compare = Compare
footer-link-chrome = Chrome extension
footer-link-courses = Self-Paced Courses
footer-link-learning-zone = Learning Zone
footer-link-for-feedback = Feedback
footer-link-connect-with-all-learners = Connect with all learners
footer-link-diverse-learners = Diverse learners
footer-link-for-language-learning = Language learning

footer-social-label = { $brand } on social media
footer-social-instagram = { $brand } on Instagram (opens in a new tab)
footer-social-facebook = { $brand } on Facebook (opens in a new tab)
footer-social-twitter = { $brand } on Twitter (opens in a new tab)
footer-social-youtube = { $brand } on YouTube (opens in a new tab)
footer-social-tiktok = { $brand } on TikTok (opens in a new tab)

footer-language-label = Language
footer-copyright = © { $year } { $brand }
