# /about: mission, beliefs about voice in learning, how we work, and #contact.

about-page-title = About us
about-page-description = Why we build Motes, what we believe about voice in learning, how we work, and how to reach us for schools, press, careers and product feedback.
about-eyebrow = About Motes
about-title = We build for every voice in the classroom
about-lede = Motes makes voice and reading tools for teachers and learners. We think hearing and being heard is at the heart of learning, and that the tools for it should be simple, kind and safe.

about-mission-heading = Our mission
about-mission-body-1 = Our mission is to help every learner hear and be heard: to give teachers a faster, warmer way to respond to students' work, and to give students a way into any text, whatever their reading level or home language.
about-mission-body-2 = We do that with small, dependable tools. A voice note anyone can play from a link. A sidebar that reads a page aloud and translates a word. Next, and not available yet: a class where a student can answer back in their own voice.

about-beliefs-heading = What we believe about voice in learning
about-belief-warmth-title = A voice carries what text can't
about-belief-warmth-body = Tone, encouragement and care come through in a few seconds of speaking. Students hear that their teacher read their work, and hear how to make it better.
about-belief-access-title = Listening is a way in
about-belief-access-body = A student who finds decoding hard can still think hard about ideas. Hearing a text read aloud lets them take part in the same lesson as everyone else.
about-belief-speaking-title = Speaking is worth practicing
about-belief-speaking-body = Language learners and quiet students need chances to speak and to listen back to themselves, away from the pressure of the whole room.
about-belief-languages-title = Every home language belongs
about-belief-languages-body = Translation and read aloud in about 60 languages help newcomers follow the lesson and help families follow their children's learning.

about-work-heading = How we work
about-work-privacy-title = Student privacy comes first
about-work-privacy-body = We never sell data or show ads. Students under 18 get no transcription and no tracking identifiers, and their names are hidden on share pages.
about-work-teachers-title = Teachers shape what we build
about-work-teachers-body = We start from real classroom tasks, such as grading a class set or supporting a newcomer, and change course when a tool gets in the way of the lesson.
about-work-accessible-title = Accessible by default
about-work-accessible-body = We aim for WCAG 2.2 AA on every page, test with the keyboard and automated checks, and respect reduced-motion and right-to-left settings.
about-work-honest-title = Honest about what's ready
about-work-honest-body = When something isn't ready, such as online checkout, we say so on the page instead of hiding it behind a button.
about-work-small-title = Small things, done well
about-work-small-body = A mote is short on purpose. We would rather make one thing quick and reliable than add a feature nobody has time to learn.
about-work-open-title = Your data is yours
about-work-open-body = You can export your data or delete your account from your account page, and we honor the rights that data-protection law gives you.

about-contact-heading = Contact us
about-contact-intro = One address reaches our whole team. We read every message and aim to reply within two business days.
about-contact-schools-label = Schools and districts
about-contact-schools-link = Ask for a quote
about-contact-schools-subject = Quote for our school
about-contact-press-label = Press
about-contact-press-link = Send a press inquiry
about-contact-press-subject = Press inquiry
about-contact-careers-label = Careers
about-contact-careers-link = Ask about working with us
about-contact-careers-subject = Careers
about-contact-feedback-label = Product feedback
about-contact-feedback-link = Tell us what to improve
about-contact-feedback-subject = Product feedback
about-contact-expert = Have a question about teaching with Motes?
about-contact-expert-link = Ask an expert

about-cta-heading = See what your voice can do for your students
about-cta-sign-up = Sign up free
about-cta-impact = Read about our impact
