# Les articles d'études de cas (/learning-zone/case-studies/{slug}) et leurs cartes. Les articles
# eux-mêmes sont des contenus en anglais (packages/shared/src/website/caseStudies.ts), pas du
# texte d'interface : seuls les textes qui les entourent figurent ici.

case-study-key-figure = Chiffre clé :
case-study-breadcrumbs-label = Fil d'Ariane
case-study-breadcrumb-home = Accueil
case-study-breadcrumb-learning-zone = Espace d'apprentissage
case-study-breadcrumb-case-studies = Études de cas
case-study-figures-heading = En bref
case-study-contents-heading = Dans cet article
case-study-back = Retour à l'Espace d'apprentissage
case-study-related-heading = Études de cas associées
case-study-cta-heading = Faites entrer la voix dans votre établissement
case-study-cta-body = Commencez gratuitement en tant qu'enseignant, ou parlez-nous d'une formule pour tout votre établissement ou votre académie.
case-study-cta-signup = Inscrivez-vous gratuitement
case-study-cta-contact = Parlez-nous de votre établissement
