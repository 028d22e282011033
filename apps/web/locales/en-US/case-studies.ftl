# The case-study articles (/learning-zone/case-studies/{slug}) and their cards. The articles
# themselves are English content records (packages/shared/src/website/caseStudies.ts), not
# interface text: only the words around them are here.

case-study-key-figure = Key figure:
case-study-breadcrumbs-label = Breadcrumb
case-study-breadcrumb-home = Home
case-study-breadcrumb-learning-zone = Learning Zone
case-study-breadcrumb-case-studies = Case studies
case-study-figures-heading = At a glance
case-study-contents-heading = In this article
case-study-back = Back to the Learning Zone
case-study-related-heading = Related case studies
case-study-cta-heading = Bring voice to your school
case-study-cta-body = Start free as a teacher, or talk to us about a plan for your whole school or district.
case-study-cta-signup = Sign up free
case-study-cta-contact = Talk to us about your school
