# /impact (ESSA & Impact): the evidence logic, case-study outcomes and the ESSA evidence tiers.

impact-page-title = ESSA & Impact
impact-page-description = How Motes is meant to help learning, what schools using it have reported, and an honest account of where its evidence stands on the ESSA tiers.
impact-eyebrow = ESSA & Impact
impact-title = How Motes helps learning, and how we know
impact-lede = We set out how we expect voice feedback and read aloud to help students, what schools using Motes have reported, and where our evidence stands today. We'd rather be clear about what we know than claim more than we can show.

impact-logic-heading = Our evidence logic
impact-logic-intro = Every claim we make about learning follows one chain of reasoning, from what teachers and students do in Motes to the results we hope to see. Our planned studies will test each link.
impact-logic-do-title = 1. What teachers and students do
impact-logic-do-body = Teachers give feedback as short voice notes. Students listen to texts with read aloud and translation, and answer back by voice.
impact-logic-soon-title = 2. What changes straight away
impact-logic-soon-body = Feedback reaches students sooner and in more detail. Students can get into texts above their reading level. Everyone speaks more.
impact-logic-next-title = 3. What we expect to follow
impact-logic-next-body = Students understand their feedback and act on it. More students take part in lessons built around reading. Spoken vocabulary grows.
impact-logic-later-title = 4. What we hope for in time
impact-logic-later-body = Stronger writing, reading comprehension and speaking, and teachers who spend less time on marking and more on teaching.

impact-why-heading = Why we expect voice to help
impact-why-feedback-title = Spoken feedback
impact-why-feedback-body = Most people speak several times faster than they write, so a minute of talking can say more than a page of comments, with encouragement in the tone. Students who find long written comments hard to read can simply listen, and listen again.
impact-why-read-aloud-title = Read aloud
impact-why-read-aloud-body = Reading asks students to decode words and to understand them at the same time. When a text is read aloud with each word highlighted, students who struggle to decode can spend their effort on the meaning, and take part in the same lesson as their classmates. Read aloud is already a common accommodation in schools; Motes makes it available on any page.
impact-why-speaking-title = Speaking practice
impact-why-speaking-body = Language learners need to speak and to hear themselves. Recording a mote, listening back and trying again is practice a student can do privately, at their own pace, and a teacher can hear later.

impact-outcomes-heading = What schools have reported
impact-outcomes-intro = These figures come from four schools and school groups that told their stories in our case studies. They describe how Motes was used; they are not controlled studies and do not show cause and effect on their own.
impact-outcome-new-york-title = A school district in New York
impact-outcome-new-york-figure = Over 3,200 students in five schools
impact-outcome-new-york-body = Five schools gave students the same reading and recording tools: support for students with learning differences, and more speaking time in world-language classes.
impact-outcome-new-york-link = Read the New York district case study
impact-outcome-england-title = A trust of nine primary schools in England
impact-outcome-england-figure = About 1.5 minutes of recording per child
impact-outcome-england-body = Across its 9 primary schools, spoken feedback on children's writing took about 45 minutes for a class set, against at least 2 hours of written marking.
impact-outcome-england-link = Read the England primary trust case study
impact-outcome-connecticut-title = A school district in Connecticut
impact-outcome-connecticut-figure = Over 40,000 voice notes in a year
impact-outcome-connecticut-body = Teachers added voice to the online forms they already used for quick checks of understanding.
impact-outcome-connecticut-link = Read the Connecticut district case study
impact-outcome-nova-scotia-title = An education centre in Nova Scotia
impact-outcome-nova-scotia-figure = About 6,000 students across 22 schools
impact-outcome-nova-scotia-body = Over two thousand recordings a month on average, for French speaking practice, lessons heard before class and audio anchors in slides.
impact-outcome-nova-scotia-link = Read the Nova Scotia education centre case study
impact-all-case-studies = Read all the case studies in the Learning Zone

impact-essa-heading = The ESSA evidence tiers, explained
impact-essa-intro = The Every Student Succeeds Act (ESSA), the United States' main school education law, sorts the evidence behind a programme or product into four tiers. Schools often need to know the tier before they spend certain federal funds.
impact-essa-caption = ESSA evidence tiers and where Motes stands
impact-essa-tier = Tier
impact-essa-requires = What the tier asks for
impact-essa-motes = Motes today
impact-essa-met = Meets this tier
impact-essa-not-met = Does not meet this tier
impact-essa-not-yet = Not yet
impact-essa-tier-1 = Tier I: strong evidence
impact-essa-tier-1-requires = At least one well-designed and well-carried-out experimental study (a randomised controlled trial) showing a significant positive effect on student outcomes.
impact-essa-tier-2 = Tier II: moderate evidence
impact-essa-tier-2-requires = At least one well-designed and well-carried-out quasi-experimental study, comparing users with a matched group, showing a significant positive effect.
impact-essa-tier-3 = Tier III: promising evidence
impact-essa-tier-3-requires = At least one well-designed and well-carried-out correlational study, with statistical controls for selection bias, showing a significant positive effect.
impact-essa-tier-4 = Tier IV: demonstrates a rationale
impact-essa-tier-4-requires = A well-defined logic model, informed by research, showing how the product is expected to improve outcomes, with efforts under way to study its effects.
impact-essa-tier-4-status = Our logic model is above; studies are being planned
impact-essa-standing = Today, the evidence for Motes meets Tier IV, "demonstrates a rationale". The case-study figures above show how schools use Motes, but they are not the kind of study Tiers I to III require, and we don't claim those tiers.
impact-essa-plans = We are planning studies to test our logic model, starting with spoken feedback on writing and read aloud for students who find decoding hard. We'll publish what they find here, whatever the results.

impact-cta-heading = Help us build the evidence
impact-cta-body = If your school would like to take part in a study, or you need our evidence for a funding application, get in touch.
impact-cta-contact = Contact us
impact-cta-case-studies = Read the case studies
