# /events/fetc: the page of a 2023 education-technology conference, kept as a past event.

events-fetc-page-title = FETC 2023
events-fetc-page-description = What Motes presented at FETC 2023: voice feedback and read-aloud sessions, with the guides and case studies behind them.
events-fetc-eyebrow = Past event · 2023
events-fetc-title = Motes at FETC 2023
events-fetc-lede = At FETC 2023, an education-technology conference, we showed teachers how a short recording can make feedback faster and reading more accessible. Here is what we presented, and where to find it now.
events-fetc-status = This event has ended.

events-fetc-sessions-heading = What we presented
events-fetc-sessions-intro = Our sessions covered two topics: spoken feedback and reading support.
events-fetc-session-feedback-title = Voice feedback students act on
events-fetc-session-feedback-body = Recording feedback on student work in a minute or two and sharing it by link or QR code. Students answering by voice (loops) is not available in Motes yet.
events-fetc-session-feedback-action = Voice feedback with Motes
events-fetc-session-read-aloud-title = Read aloud for every learner
events-fetc-session-read-aloud-body = Reading any web page aloud with word highlighting, reading text inside images and translating a selection, in the Mote Sidebar. Teacher controls for choosing which tools each student can use are not available in Motes yet.
events-fetc-session-read-aloud-action = Support for diverse learners

events-fetc-materials-heading = Materials
events-fetc-materials-intro = The steps we demonstrated are written up as how-to guides, and the classroom stories we told are case studies in the Learning Zone.
events-fetc-materials-guides = How-to guides
events-fetc-materials-case-studies = Case studies

events-fetc-next-heading = See what's next
events-fetc-next-body = New guides and case studies appear in the Learning Zone first.
events-fetc-next-action = Visit the Learning Zone
events-fetc-signup = Sign up free
