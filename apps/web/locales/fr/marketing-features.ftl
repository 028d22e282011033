# /features : tous les outils, regroupés. Ancres : #reading, #writing, #creating, #teaching, #school-admin.

features-page-title = Fonctionnalités
features-page-description = Tous les outils de Motes dans une seule liste : l'aide à la lecture et à l'écriture de la Mote Sidebar et les notes vocales avec leurs pages de partage, disponibles aujourd'hui, et les outils pour la classe et l'établissement encore à venir, signalés comme pas encore disponibles.
features-eyebrow = Fonctionnalités
features-title = Tous les outils de Motes
features-lede = Voici tous les outils de Motes, regroupés selon ce que vous êtes en train de faire. Un outil marqué « Pas encore disponible » est prévu mais pas encore dans Motes ; un outil marqué « Dans l'extension du navigateur » fonctionne dans la Mote Sidebar.
features-page-nav-label = Groupes d'outils

features-reading-heading = Lecture
features-reading-intro = Les outils de la Mote Sidebar qui rendent n'importe quelle page web plus facile à lire, dans une soixantaine de langues.
features-read-aloud-title = Lecture à voix haute
features-read-aloud-body = Écoutez toute la page, ou seulement le texte sélectionné, avec chaque mot surligné au fil de la lecture ; choisissez la voix, la vitesse et la couleur de surlignage.
features-select-area-title = Sélectionner une zone à lire
features-select-area-body = Tracez un cadre sur n'importe quelle partie de l'écran, même sur du texte dans une image ou une page numérisée : Motes reconnaît les mots et les lit à voix haute.
features-translation-title = Traduction
features-translation-body = Traduisez un seul mot ou toute une sélection dans votre langue, et écoutez la traduction lue à voix haute.
features-dictionary-title = Dictionnaire
features-dictionary-body = Cherchez le sens d'un mot sans quitter la page que vous lisez.
features-highlighter-title = Surligneurs
features-highlighter-body = Surlignez du texte en cinq couleurs : Vocabulaire (un bleu fixe qui rassemble les mots de votre liste de vocabulaire), Idées principales, Preuves, Questions et Réactions ; les quatre dernières peuvent être renommées.
features-screen-mask-title = Masque d'écran, règle et soulignement
features-screen-mask-body = Assombrissez tout sauf une bande de texte, suivez la ligne avec une règle de lecture, ou soulignez la ligne sous votre pointeur pour ne pas perdre le fil.
features-focus-title = Vue épurée
features-focus-body = N'affichez que le texte principal d'une page, sans menus, publicités ni colonnes latérales, pour lire sans distraction.

features-writing-heading = Écriture
features-writing-intro = Les outils de la Mote Sidebar qui aident les élèves à mettre leurs idées par écrit et à les vérifier.
features-listen-back-title = Réécoute
features-listen-back-body = Écoutez ce que vous avez écrit lu à voix haute, pour repérer les mots manquants et les phrases qui sonnent mal.
features-prediction-title = Prédiction de texte
features-prediction-body = Voyez des suggestions pour le mot suivant pendant que vous tapez, et choisissez-en une d'un clic ou d'une touche.
features-voice-typing-title = Saisie vocale
features-voice-typing-body = Parlez au lieu de taper : vos mots s'affichent dans la zone de texte où vous travaillez.

features-creating-heading = Création
features-creating-intro = Des façons de créer des notes vocales (motes), puis de les retrouver et de les partager.
features-recording-title = Enregistrement vocal
features-recording-body = Enregistrez un mote dans l'enregistreur web ou dans la barre latérale, par-dessus la page que vous commentez.
features-generation-title = Du texte à l'audio
features-generation-body = Transformez un texte tapé ou collé en audio, avec la voix, la langue et la vitesse de votre choix.
features-upload-title = Import audio
features-upload-body = Importez un fichier audio existant : il devient un mote avec sa propre page.
features-my-content-title = Mon contenu
features-my-content-body = Retrouvez, écoutez et réutilisez tous les motes que vous avez créés, depuis le site web ou depuis la barre latérale.
features-share-page-title = Pages de partage
features-share-page-body = Chaque mote a une page avec un lecteur, une transcription, un lien et un QR code ; les auditeurs n'ont pas besoin de compte.
features-embed-title = Intégrations
features-embed-body = Placez le lecteur d'un mote dans une page de votre environnement numérique d'apprentissage ou dans une présentation grâce à son code d'intégration.

features-teaching-heading = Enseignement
features-teaching-intro = Des outils pour animer une classe et travailler le vocabulaire. Seule la liste de vocabulaire est disponible aujourd'hui ; les autres sont prévus.
features-classes-title = Classes
features-classes-body = Créez une classe que les élèves rejoignent avec un lien ou un QR code, et voyez comment chaque élève utilise les outils.
features-controls-title = Contrôles enseignants
features-controls-body = Activez ou désactivez chaque outil de la barre latérale pour toute une classe ou pour un seul élève, par exemple pendant une évaluation.
features-loops-title = Boucles
features-loops-body = Échangez à voix haute avec un élève : il répond à votre mote par un enregistrement, et vous lui répondez.
features-motebook-title = Motebook
features-motebook-body = Gardez les commentaires que vous faites souvent et renvoyez-les, au lieu de les réenregistrer.
features-vocabulary-title = Liste de vocabulaire
features-vocabulary-body = Les mots que vous surlignez avec la couleur Vocabulaire sont rassemblés dans une liste sur votre page Mes annotations.
features-flash-cards-title = Cartes mémoire
features-flash-cards-body = Révisez les mots d'une liste de vocabulaire une carte à la fois, le mot d'un côté et son sens de l'autre.
features-matching-title = Quiz d'association
features-matching-body = Associez chaque mot à son sens pour vérifier ce qui a été retenu.
features-multiple-choice-title = QCM
features-multiple-choice-body = Choisissez le bon sens de chaque mot parmi quelques propositions, avec la réponse affichée immédiatement.
features-mind-map-title = Carte mentale
features-mind-map-body = Organisez les mots d'un thème sous forme de carte d'idées reliées entre elles.

features-admin-heading = Administration de l'établissement
features-admin-intro = Des outils pour les personnes qui gèrent Motes dans un établissement ou un district. La connexion de l'établissement et les protections des élèves de moins de 18 ans fonctionnent déjà ; les autres sont prévus.
features-manage-users-title = Gérer les utilisateurs
features-manage-users-body = Ajoutez le personnel et les élèves par adresse e-mail ou en masse, et retirez-les lorsqu'ils partent.
features-feature-access-title = Accès aux fonctionnalités
features-feature-access-body = Décidez pour tout l'établissement quels outils sont activés, désactivés, ou désactivés jusqu'à ce qu'un enseignant les active.
features-insights-title = Statistiques d'utilisation
features-insights-body = Voyez combien de personnes utilisent Motes et quels outils elles utilisent, pour planifier les formations et rendre compte du déploiement.
features-school-sign-in-title = Connexion avec le compte de l'établissement
features-school-sign-in-body = Le personnel et les élèves se connectent avec les comptes que votre établissement leur fournit déjà.
features-minors-title = Protections pour les élèves de moins de 18 ans
features-minors-body = Les élèves de moins de 18 ans n'ont ni transcription ni identifiant de suivi, et leur nom est masqué sur les pages de partage.

features-cta-heading = Essayez les outils vous-même
features-cta-body = Un compte gratuit suffit pour commencer à créer des motes. Aucune carte requise.
features-cta-sign-up = Inscription gratuite
features-cta-tour = Faire la visite du produit
