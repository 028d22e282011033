# Le cadre de chaque page : lien d'évitement, barre de navigation (§2), pied de page (§2), sélecteur de langue.

layout-skip-link = Aller au contenu principal

layout-page-failed-title = Impossible d'afficher cette page
layout-page-failed-body = Un problème est survenu pendant le chargement de cette page. La recharger suffit généralement.
layout-page-failed-reload = Recharger la page

## Barre de navigation

nav-main-label = Principale
nav-account-label = Compte
nav-mobile-toggle = Menu

nav-link-product = Produit
nav-link-pricing = Tarifs
nav-menu-solutions = Solutions
nav-link-diverse-learners = Élèves aux besoins variés
nav-link-assessment = Évaluation
nav-link-translation = Traduction
nav-link-administration = Administration
nav-menu-resources = Ressources
nav-link-learning-zone = Espace d'apprentissage
nav-link-courses = Cours à votre rythme
nav-link-support = Assistance
nav-link-impact = ESSA et impact
nav-link-privacy = Centre de confidentialité
nav-link-community = Actualités et discussions
nav-link-expert = Demander à un expert

nav-action-login = Connexion
nav-action-start-free-trial = Commencer l'essai gratuit
nav-action-sign-in = Se connecter
nav-action-sign-up-free = Inscription gratuite
nav-action-go-to-dashboard = Accéder au tableau de bord
nav-action-admin = Administration
nav-action-sign-out = Se déconnecter

nav-account-my-account = Mon compte
nav-account-my-activity = Mon activité
nav-account-my-annotations = Mes annotations
nav-account-admin = Administration
nav-account-sign-out = Se déconnecter

## Pied de page

footer-tagline = Notes vocales, lecture à voix haute et traduction pour toutes les classes.
footer-nav-label = Pied de page
footer-heading-customers = Clients
footer-heading-solutions = Solutions
footer-heading-company = Entreprise
footer-heading-product = Produit
footer-heading-use-cases = Cas d'usage

footer-link-elementary-teachers = Enseignants du primaire
footer-link-middle-high-school-teachers = Enseignants du collège et du lycée
footer-link-language-teachers = Enseignants de langues
footer-link-learners-with-special-needs = Élèves à besoins éducatifs particuliers
footer-link-emerging-bilingual-learners = Élèves allophones
footer-link-schools = Établissements
footer-link-professors-and-faculty = Enseignants du supérieur
footer-link-content-creators = Créateurs de contenu

footer-link-verbal-feedback = Retours oraux
footer-link-developing-student-speaking-and-listening-skills = Compétences orales
footer-link-accommodating-diverse-learners = Aménagements pour des élèves aux besoins variés
footer-link-assessing-student-speaking-and-listening-skills = Évaluer l'oral
footer-link-dictation = Dictée vocale
footer-link-voice-translation = Traduction vocale
footer-link-school-administrators = Administrateurs scolaires

footer-link-about = À propos
footer-link-impact = ESSA et impact
footer-link-accessibility = Accessibilité
footer-link-privacy = Centre de confidentialité
footer-link-terms = Conditions
footer-link-careers = Recrutement
footer-link-press = Presse
footer-link-conference-2023 = Conférence 2023
footer-link-status = État du service

footer-link-product = Produit
footer-link-features = Fonctionnalités
footer-link-pricing = Tarifs
footer-link-compare = Comparer
footer-link-chrome = Extension Chrome
footer-link-courses = Cours à votre rythme
footer-link-learning-zone = Espace d'apprentissage
footer-link-for-feedback = Retours vocaux
footer-link-connect-with-all-learners = Toucher tous les élèves
footer-link-diverse-learners = Élèves aux besoins variés
footer-link-for-language-learning = Apprentissage des langues

footer-social-label = { $brand } sur les réseaux sociaux
footer-social-instagram = { $brand } sur Instagram (s'ouvre dans un nouvel onglet)
footer-social-facebook = { $brand } sur Facebook (s'ouvre dans un nouvel onglet)
footer-social-twitter = { $brand } sur Twitter (s'ouvre dans un nouvel onglet)
footer-social-youtube = { $brand } sur YouTube (s'ouvre dans un nouvel onglet)
footer-social-tiktok = { $brand } sur TikTok (s'ouvre dans un nouvel onglet)

footer-language-label = Langue
footer-copyright = © { $year } { $brand }
