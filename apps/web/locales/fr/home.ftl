# La page d'accueil marketing, / (spec §2 « Anonymous visitors »).

home-page-title = Notes vocales et aide à la lecture pour les enseignants et les élèves
home-page-description = Enregistrez de courtes notes vocales, transformez du texte en parole et partagez chacune par lien ou QR code. La Mote Sidebar lit à voix haute n'importe quelle page web, la traduit et aide les élèves à écrire.

# §2 : le texte exact de l'appel à l'action ; il mène à /signup.
home-start-trial = Commencez votre essai gratuit dès maintenant
home-sign-up-free = S'inscrire gratuitement

## Bannière principale

home-hero-eyebrow = Pour les enseignants et les élèves
home-hero-title = Notes vocales et aide à la lecture pour toutes les classes
home-hero-lede = Enregistrez une courte note vocale, transformez du texte en parole, et partagez chacune par un lien ou un QR code. La Mote Sidebar lit à voix haute n'importe quelle page web, la traduit et aide les élèves à écrire.
home-hero-see-how = Voir comment ça marche
home-hero-video-title = Premiers pas avec Motes : une visite guidée pour les nouveaux utilisateurs

## Les trois modes de la barre latérale

home-modes-heading = Une barre latérale, trois modes
home-modes-intro = La Mote Sidebar s'ouvre à côté de n'importe quelle page web dans Chrome et les autres navigateurs basés sur Chromium. Choisissez un mode pour découvrir ses outils.
home-modes-tablist = Modes de la barre latérale
home-modes-reading = Lecture
home-modes-writing = Écriture
home-modes-creating = Création
home-modes-reading-summary = Des outils qui aident chaque élève à lire la page qu'il a sous les yeux.
home-modes-writing-summary = Des outils qui aident les élèves à mettre leurs idées par écrit et à les vérifier.
home-modes-creating-summary = Des outils pour créer des notes vocales (motes) : de courts messages audio que vous pouvez partager avec n'importe qui.
home-modes-reading-art = La Mote Sidebar en mode Lecture à côté d'une page web, avec un mot surligné au moment où il est lu à voix haute et une règle de lecture sur sa ligne.
home-modes-writing-art = La Mote Sidebar en mode Écriture à côté d'une zone de texte, proposant des suggestions de mots et un micro pour la saisie vocale.
home-modes-creating-art = La Mote Sidebar en mode Création, avec un bouton d'enregistrement, une onde sonore et une liste de motes enregistrés.

home-tool-read-aloud = Lecture à voix haute
home-tool-read-aloud-body = Écoutez la page ou une sélection lue à voix haute, chaque mot surligné au fil de la lecture, avec la voix et la vitesse de votre choix.
home-tool-select-area = Sélectionner une zone à lire
home-tool-select-area-body = Tracez un cadre autour de n'importe quel texte, même dans une image, et écoutez-le.
home-tool-translation = Traduction
home-tool-translation-body = Traduisez un mot ou une sélection dans une soixantaine de langues.
home-tool-dictionary = Dictionnaire
home-tool-dictionary-body = Cherchez le sens d'un mot sans quitter la page.
home-tool-highlighters = Surligneurs
home-tool-highlighters-body = Surlignez du texte en cinq couleurs, dont un bleu fixe, Vocabulaire, qui rassemble les nouveaux mots.
home-tool-screen-mask = Masque d'écran
home-tool-screen-mask-body = Ne perdez pas le fil grâce à un masque, une règle ou un soulignement.
home-tool-focus-view = Vue épurée
home-tool-focus-view-body = Réduisez une page chargée à son texte principal.
home-tool-listen-back = Réécoute
home-tool-listen-back-body = Écoutez ce que vous avez écrit lu à voix haute, et repérez ce qu'il faut corriger.
home-tool-prediction = Prédiction de texte
home-tool-prediction-body = Voyez des suggestions pour le mot suivant pendant que vous tapez.
home-tool-voice-typing = Saisie vocale
home-tool-voice-typing-body = Parlez, et regardez vos mots s'afficher.
home-tool-record = Enregistrer
home-tool-record-body = Enregistrez une note vocale en un clic, sur n'importe quelle page.
home-tool-generate = Générer de l'audio
home-tool-generate-body = Transformez en parole le texte que vous tapez ou collez.
home-tool-upload = Importer
home-tool-upload-body = Transformez un fichier audio existant en mote à partager.
home-tool-my-content = Mon contenu
home-tool-my-content-body = Retrouvez tous les motes que vous avez créés, prêts à être partagés de nouveau.

## Confiance : les chiffres de nos études de cas (§9)

home-trust-heading = Dans des classes aux États-Unis, en Angleterre et au Canada
home-trust-intro = Chiffres tirés de nos quatre études de cas clients.
home-trust-new-york-figure = 3 200+
home-trust-new-york-label = élèves dans cinq établissements utilisent Motes.
home-trust-new-york-source = Un district scolaire de New York
home-trust-england-figure = Environ 45 min
home-trust-england-label = de retours oraux pour toute une classe, soit environ 1,5 minute par enfant, au lieu d'au moins 2 heures de correction écrite.
home-trust-england-source = 9 écoles primaires d'un réseau d'écoles en Angleterre
home-trust-connecticut-figure = 40 000+
home-trust-connecticut-label = notes vocales en un an.
home-trust-connecticut-source = Un district scolaire du Connecticut
home-trust-nova-scotia-figure = 2 000+
home-trust-nova-scotia-label = enregistrements par mois en moyenne, pour environ 6 000 élèves répartis dans 22 établissements.
home-trust-nova-scotia-source = Un centre régional de Nouvelle-Écosse

## Témoignages clients (§2, section des témoignages)

home-stories-heading = Témoignages d'établissements
home-stories-intro = Comment quatre établissements et districts scolaires utilisent Motes. Choisissez un témoignage, ou laissez-les défiler toutes les quelques secondes.
home-stories-tablist = Témoignages clients
home-stories-pause = Mettre en pause les témoignages
home-stories-play = Lancer les témoignages
# La personne citée : une fonction dans un lieu, par exemple « Conseiller pédagogique, district de New York ».
home-story-attribution = { $role }, { $from }
home-story-learn-more = En savoir plus
    .label = En savoir plus sur { $story }
home-story-dialog-close = Fermer
home-story-case-study = Lire l'étude de cas complète

home-story-new-york-district-name = Un district scolaire de New York
home-story-new-york-district-text = Plus de 3 200 élèves dans cinq établissements utilisent Motes pour l'aide à la lecture et pour s'entraîner à l'oral en langues vivantes.
home-story-new-york-district-quote = Un seul outil répond à deux besoins : l'aide à la lecture pour les élèves ayant des troubles de l'apprentissage, et l'entraînement à l'oral dans nos cours de langues vivantes.
home-story-new-york-district-role = Conseiller pédagogique
home-story-new-york-district-from = District scolaire de New York
home-story-new-york-district-long =
    Dans cinq établissements, plus de 3 200 élèves utilisent Motes. Le district voulait un seul outil pour deux missions : accompagner les élèves ayant des troubles de l'apprentissage, et multiplier les occasions de parler en cours de langues vivantes.

    Pour la lecture, les élèves ouvrent la Mote Sidebar sur la page qu'ils ont sous les yeux. La lecture à voix haute surligne chaque mot au fil de la lecture, le masque d'écran les aide à ne pas perdre le fil, et le dictionnaire comme la traduction sont à une sélection près.

    Pour l'oral, les enseignants publient une consigne sous forme de note vocale. Les élèves répondent par un mote de leur cru et les enseignants leur répondent à voix haute : l'entraînement devient une conversation.

home-story-england-primary-trust-name = Un réseau d'écoles primaires en Angleterre
home-story-england-primary-trust-text = Dans 9 écoles primaires, les enseignants font des retours oraux sur les écrits : environ 45 minutes pour toute une classe, au lieu d'au moins 2 heures de correction écrite.
home-story-england-primary-trust-quote = Environ une minute et demie d'enregistrement par enfant : les retours oraux pour toute une classe prennent environ 45 minutes, là où la correction écrite prenait au moins deux heures.
home-story-england-primary-trust-role = Chef d'établissement
home-story-england-primary-trust-from = Réseau d'écoles primaires en Angleterre
home-story-england-primary-trust-long =
    Neuf écoles primaires d'un réseau d'écoles en Angleterre utilisent Motes pour donner aux enfants des retours oraux personnalisés sur leurs écrits.

    L'enseignant lit un travail et enregistre environ une minute et demie de retour pour l'enfant concerné : ce qui a bien fonctionné, et une piste à essayer ensuite. Pour toute une classe, cela représente environ 45 minutes au total, là où la correction écrite prenait au moins deux heures.

    Les enfants ouvrent leur retour par lien ou QR code, sans avoir à se connecter à un compte, et l'écoutent aussi souvent que nécessaire.

home-story-connecticut-district-name = Un district scolaire du Connecticut
home-story-connecticut-district-text = Plus de 40 000 notes vocales en un an, avec des réponses orales dans l'évaluation formative.
home-story-connecticut-district-quote = Les enseignants posent une question dans un formulaire et les élèves y répondent à voix haute. Entendre les élèves expliquer leur raisonnement montre ce qu'ils ont compris.
home-story-connecticut-district-role = Conseiller pour le numérique éducatif
home-story-connecticut-district-from = District scolaire du Connecticut
home-story-connecticut-district-long =
    Dans un district scolaire du Connecticut, enseignants et élèves ont enregistré plus de 40 000 notes vocales en un an.

    L'étude de cas suit l'évaluation formative au moyen de formulaires. L'enseignant ajoute une question à un formulaire, les élèves enregistrent leur réponse sous forme de mote et en collent le lien, puis l'enseignant écoute chaque réponse. Entendre un élève expliquer son raisonnement montre ce qu'il a compris et là où il bloque.

    Chaque mote s'ouvre depuis son lien, sans compte, si bien qu'une réponse peut aussi être partagée avec la famille ou un enseignant spécialisé lorsque c'est utile.

home-story-nova-scotia-centre-name = Un centre régional de Nouvelle-Écosse
home-story-nova-scotia-centre-text = Environ 6 000 élèves répartis dans 22 établissements, et plus de deux mille enregistrements par mois en moyenne.
home-story-nova-scotia-centre-quote = Les élèves écoutent le français avant le cours, puis s'enregistrent à leur tour. Avec l'audio intégré à nos diapositives, le modèle oral n'est jamais qu'à un clic.
home-story-nova-scotia-centre-role = Enseignant de français langue seconde
home-story-nova-scotia-centre-from = Centre régional de Nouvelle-Écosse
home-story-nova-scotia-centre-long =
    Un centre régional de Nouvelle-Écosse accueille environ 6 000 élèves répartis dans 22 établissements. Ses enseignants et ses élèves réalisent en moyenne plus de deux mille enregistrements par mois.

    Les enseignants de français langue seconde utilisent Motes pour l'entraînement à l'oral : les élèves s'enregistrent et se réécoutent, et les enseignants répondent avec un modèle oral.

    Les enseignants pratiquent aussi la classe inversée grâce à de courtes notes vocales que les élèves écoutent avant le cours, et ajoutent des repères audio à leurs diapositives : un mote intégré, pour que le modèle oral soit là dès qu'un élève ouvre la présentation.

## Points forts

home-features-heading = Conçu pour la classe
home-features-intro = Tout ce qu'il faut à un mote pour atteindre chaque élève et, à venir, les contrôles que demandent les enseignants et les établissements.
home-feature-share = Une page de partage pour chaque mote
home-feature-share-body = Chaque mote a sa propre page, avec un lien, un QR code et une transcription. Les auditeurs n'ont pas besoin de compte.
home-feature-speech = Synthèse vocale dans une soixantaine de langues
home-feature-speech-body = Tapez ou collez un texte et écoutez-le lu à voix haute, avec la voix et la vitesse de votre choix.
home-feature-translation = Traduction
home-feature-translation-body = Traduisez un mot, un passage ou une transcription, pour que chaque élève et chaque famille puisse suivre.
home-feature-controls = Contrôles enseignants
home-feature-controls-body = Activez ou désactivez chaque outil de la barre latérale pour une classe ou pour un seul élève, par exemple pendant une évaluation.
home-feature-loops = Boucles
home-feature-loops-body = Les élèves répondent à voix haute à votre note vocale : le retour devient un véritable échange.
home-feature-minors = Confidentialité des mineurs
home-feature-minors-body = Les comptes des mineurs n'ont ni transcription automatique ni identifiant de suivi, et leur nom est masqué sur leurs pages de partage.

## Le carrousel de l'accueil : comment les enseignants utilisent Motes

home-ways-heading = Comment les enseignants utilisent Motes
home-ways-intro = Quelques façons dont une courte note vocale aide en classe et à la maison.
home-ways-carousel = carrousel
home-ways-slide = diapositive
home-ways-position = { $position } sur { $count }
home-ways-pause = Mettre en pause le diaporama
home-ways-play = Lancer le diaporama
home-ways-previous = Diapositive précédente
home-ways-next = Diapositive suivante
home-ways-feedback = Des retours oraux sur les travaux écrits
home-ways-feedback-body = Enregistrez une minute de retour pour chaque élève. Les élèves entendent votre ton et peuvent réécouter aussi souvent que nécessaire.
home-ways-language = S'entraîner à l'oral dans n'importe quelle langue
home-ways-language-body = Publiez une consigne sous forme de note vocale ; les élèves enregistrent leur réponse, se réécoutent et recommencent.
home-ways-access = Une aide à la lecture pour chaque élève
home-ways-access-body = La lecture à voix haute, le masque d'écran et le dictionnaire fonctionnent sur n'importe quelle page, pour les élèves qui en ont besoin.
home-ways-family = Des messages que les familles peuvent écouter
home-ways-family-body = Partagez une note vocale par lien ou QR code. Les familles n'ont pas besoin de compte, et le texte peut être transformé en parole dans une soixantaine de langues.

## Intégrations

home-integrations-heading = Fonctionne partout où l'on peut coller un lien
home-integrations-intro = Chaque mote a un lien et un QR code : il va là où se trouvent déjà vos élèves.
home-integration-web = N'importe quelle page web
home-integration-web-body = La Mote Sidebar fonctionne sur les pages que vous utilisez déjà : lisez à voix haute, traduisez et enregistrez sans les quitter.
home-integration-classroom = Google Classroom, Docs et Slides
home-integration-classroom-body = Collez le lien d'un mote dans un devoir, un document ou une diapositive ; les élèves l'ouvrent en un clic.
home-integration-lms = Environnements numériques d'apprentissage
home-integration-lms-body = Intégrez le lecteur d'un mote à une page de cours grâce à son code d'intégration iframe.
home-integration-messages = E-mail et messagerie instantanée
home-integration-messages-body = Envoyez le lien. Il s'ouvre dans n'importe quel navigateur, sans compte ni application à installer.

## Badges de conformité (des descriptions factuelles de ce que fait le produit)

home-badges-heading = Confidentialité et accessibilité intégrées
home-badges-intro = Ce que nous faisons, dit simplement.
home-badge-wcag = WCAG 2.2 AA
home-badge-wcag-body = Nous concevons chaque page selon le niveau AA des WCAG 2.2 : clavier, lecteurs d'écran, bon contraste et animations réduites, vérifiés par des tests automatisés.
home-badge-gdpr = Droits GDPR intégrés
home-badge-gdpr-body = Exportez vos données ou supprimez votre compte vous-même, depuis la page de votre compte.
home-badge-never-sold = Données des élèves jamais vendues
home-badge-never-sold-body = Nous ne vendons pas les données des élèves, ni celles de qui que ce soit.
home-badge-no-ads = Aucune publicité
home-badge-no-ads-body = Motes ne contient aucune publicité, et rien de ce que vous créez n'est utilisé pour cibler des annonces.
home-badges-privacy-link = Consulter le Centre de confidentialité
home-badges-accessibility-link = Lire notre déclaration d'accessibilité

## Appel à l'action

home-cta-heading = Essayez tous les outils gratuitement pendant { $days } jours
home-cta-free-heading = Commencez avec un compte gratuit
home-cta-body = Inscrivez-vous avec votre adresse e-mail. Aucune carte de paiement requise.
