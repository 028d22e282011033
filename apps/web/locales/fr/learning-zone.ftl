# /learning-zone : études de cas (?tab=case) et guides pratiques (?tab=howto). Les identifiants des guides
# suivent apps/web/src/features/resources/learning-zone/howToGuides.ts.

learning-zone-page-title = Espace d'apprentissage
learning-zone-page-description = Des études de cas d'établissements qui utilisent Motes, et de courts guides pratiques : enregistrer une note vocale (mote), la partager avec un QR code, faire lire une page à voix haute, et plus encore.
learning-zone-eyebrow = Espace d'apprentissage
learning-zone-title = Inspirez-vous des établissements, puis essayez par vous-même
learning-zone-lede = Découvrez comment des établissements et des districts utilisent les notes vocales et les outils de lecture, puis suivez un court guide pour faire de même dans votre classe.
learning-zone-tabs-label = Espace d'apprentissage
learning-zone-case-tab = Études de cas
learning-zone-howto-tab = Guides pratiques

learning-zone-case-heading = Comment les établissements utilisent Motes
learning-zone-case-intro = Quatre établissements et districts, quatre façons d'utiliser la voix : des retours oraux sur les écrits, la vérification de la compréhension à l'oral, une aide à la lecture pour les élèves ayant des troubles des apprentissages, et l'entraînement à l'oral dans une nouvelle langue.

learning-zone-howto-heading = Guides pratiques
learning-zone-howto-intro = Quelques étapes pour ce que les enseignants font le plus souvent. Chaque guide se suit en quelques minutes.
learning-zone-howto-index-label = Guides de cette page

learning-zone-howto-record-title = Enregistrer un mote
learning-zone-howto-record-summary = Enregistrez une courte note vocale dans votre navigateur et partagez-la avec un lien.
learning-zone-howto-record-step-1 = Ouvrez l'enregistreur web, ou ouvrez la Mote Sidebar et choisissez Enregistrer dans les outils Création.
learning-zone-howto-record-step-2 = Appuyez sur Enregistrer, et autorisez votre navigateur à utiliser le micro lorsqu'il vous le demande.
learning-zone-howto-record-step-3 = Dites votre message. Connecté avec un compte gratuit, un enregistrement peut durer jusqu'à { $limitedSeconds } secondes ; sans connexion, jusqu'à { $standardSeconds } secondes ({ $standardMinutes } minutes).
learning-zone-howto-record-step-4 = Appuyez sur Arrêter et réécoutez. Si vous voulez une autre prise, enregistrez à nouveau.
learning-zone-howto-record-step-5 = Enregistrez le mote. Sa page de partage s'ouvre, avec un lien que vous pouvez copier et coller où vous voulez.
learning-zone-howto-record-action = Ouvrir l'enregistreur web

learning-zone-howto-share-qr-title = Partager un mote avec un QR code
learning-zone-howto-share-qr-summary = Placez un mote sur une feuille, une affiche ou une diapositive. Toute personne qui scanne le code l'entend, sans compte.
learning-zone-howto-share-qr-step-1 = Ouvrez la page de partage du mote, depuis Mon contenu ou juste après l'enregistrement.
learning-zone-howto-share-qr-step-2 = Choisissez Partager, puis QR code.
learning-zone-howto-share-qr-step-3 = Téléchargez le code ou affichez-le à l'écran. Imprimez-le sur une fiche, collez-le dans un cahier ou ajoutez-le à une diapositive.
learning-zone-howto-share-qr-step-4 = Les auditeurs scannent le code avec l'appareil photo d'un téléphone ou d'une tablette, et le mote se lit dans leur navigateur.

learning-zone-howto-read-aloud-title = Faire lire une page à voix haute
learning-zone-howto-read-aloud-summary = Écoutez n'importe quelle page web, en entier ou en partie, lue à voix haute avec chaque mot surligné au moment où il est prononcé.
learning-zone-howto-read-aloud-step-1 = Ajoutez la Mote Sidebar à votre navigateur, puis ouvrez-la sur la page que vous voulez écouter.
learning-zone-howto-read-aloud-step-2 = Dans les outils Lecture, appuyez sur Lire la page pour écouter la page lue à voix haute.
learning-zone-howto-read-aloud-step-3 = Pour n'écouter qu'une partie de la page, sélectionnez d'abord ce texte, puis appuyez sur lecture.
learning-zone-howto-read-aloud-step-4 = Pour le texte d'une image ou d'une page numérisée, choisissez Sélectionner une zone à lire et tracez un cadre autour du texte.
learning-zone-howto-read-aloud-step-5 = Changez la voix, la vitesse de lecture et la couleur de surlignage dans les paramètres de la barre latérale.

learning-zone-howto-translate-title = Traduire une sélection
learning-zone-howto-translate-summary = Traduisez un mot ou tout un passage dans l'une d'une soixantaine de langues, sans quitter la page.
learning-zone-howto-translate-step-1 = Ouvrez la Mote Sidebar sur la page que vous lisez.
learning-zone-howto-translate-step-2 = Sélectionnez un mot, une phrase ou un passage.
learning-zone-howto-translate-step-3 = Choisissez Traduction dans les outils Lecture, puis la langue vers laquelle traduire.
learning-zone-howto-translate-step-4 = Lisez la traduction, ou appuyez sur lecture pour l'entendre prononcée dans cette langue.

learning-zone-howto-class-title = Créer une classe
learning-zone-howto-class-summary = Rassemblez vos élèves pour pouvoir partager des motes avec eux, échanger dans des boucles et choisir leurs outils.
learning-zone-howto-class-step-1 = Connectez-vous avec votre compte enseignant et allez dans Mes classes.
learning-zone-howto-class-step-2 = Créez une classe, et donnez-lui un nom que vos élèves reconnaîtront.
learning-zone-howto-class-step-3 = Partagez avec vos élèves le lien ou le QR code qui permet de rejoindre la classe.
learning-zone-howto-class-step-4 = Les élèves se connectent et rejoignent la classe. Ils apparaissent dans votre liste au fur et à mesure de leur arrivée.
learning-zone-howto-class-action = Aller dans Mes classes

learning-zone-howto-controls-title = Désactiver des outils pour les élèves
learning-zone-howto-controls-summary = Décidez quels outils de la Mote Sidebar vos élèves peuvent utiliser, pour toute une classe ou pour un seul élève.
learning-zone-howto-controls-step-1 = Allez dans Mes classes et ouvrez la classe.
learning-zone-howto-controls-step-2 = Ouvrez Contrôles enseignants.
learning-zone-howto-controls-step-3 = Activez ou désactivez chaque outil pour toute la classe, ou choisissez un élève pour ne modifier que ses outils.
learning-zone-howto-controls-step-4 = Les barres latérales des élèves suivent vos choix. Avant une évaluation, désactivez ce qui n'est pas autorisé, laissez actif ce qu'exige le plan d'accompagnement d'un élève, puis réactivez le reste ensuite.

learning-zone-howto-loop-title = Lancer une boucle
learning-zone-howto-loop-summary = Transformez un retour en conversation : vous parlez, et votre élève vous répond à l'oral.
learning-zone-howto-loop-step-1 = Allez dans Mes boucles et lancez une nouvelle boucle avec un élève.
learning-zone-howto-loop-step-2 = Enregistrez votre message : un retour, une question ou une consigne.
learning-zone-howto-loop-step-3 = Votre élève écoute et enregistre une réponse.
learning-zone-howto-loop-step-4 = Écoutez la réponse et répondez à votre tour. Toute la conversation reste réunie dans la boucle.
learning-zone-howto-loop-action = Aller dans Mes boucles

learning-zone-more-heading = D'autres façons d'apprendre
learning-zone-more-courses-title = Cours à votre rythme
learning-zone-more-courses-body = De courtes formations qui vous guident dans Motes à votre rythme, de votre premier enregistrement à la gestion d'une classe.
learning-zone-more-courses-action = Parcourir les cours
learning-zone-more-expert-title = Demander à un expert
learning-zone-more-expert-body = Bloqué, ou vous préparez quelque chose de nouveau ? Demandez à un enseignant de notre équipe comment d'autres enseignants s'y prennent.
learning-zone-more-expert-action = Poser une question
learning-zone-more-events-title = Événements
learning-zone-more-events-body = Découvrez ce que nous avons présenté au FETC 2023, avec les guides et les études de cas derrière chaque session.
learning-zone-more-events-action = FETC 2023

learning-zone-cta-heading = Essayez-le avec votre classe
learning-zone-cta-body = Inscrivez-vous gratuitement, ou enregistrez dès maintenant votre premier mote dans votre navigateur.
learning-zone-cta-signup = Inscrivez-vous gratuitement
learning-zone-cta-record = Enregistrer un mote
