# /about : mission, convictions sur la voix dans l'apprentissage, façon de travailler, et #contact.

about-page-title = À propos
about-page-description = Pourquoi nous créons Motes, ce que nous pensons de la voix dans l'apprentissage, notre façon de travailler, et comment nous joindre pour les établissements, la presse, les recrutements et vos avis sur le produit.
about-eyebrow = À propos de Motes
about-title = Nous créons pour chaque voix de la classe
about-lede = Motes conçoit des outils de voix et de lecture pour les enseignants et les élèves. Nous pensons qu'entendre et être entendu est au cœur de l'apprentissage, et que les outils pour y parvenir doivent être simples, bienveillants et sûrs.

about-mission-heading = Notre mission
about-mission-body-1 = Notre mission est d'aider chaque élève à entendre et à être entendu : offrir aux enseignants un moyen plus rapide et plus chaleureux de répondre aux travaux des élèves, et donner aux élèves un accès à n'importe quel texte, quels que soient leur niveau de lecture ou la langue parlée à la maison.
about-mission-body-2 = Nous le faisons avec de petits outils fiables. Une note vocale que tout le monde peut écouter depuis un lien. Une barre latérale qui lit une page à voix haute et traduit un mot. Ensuite, et pas encore disponible : une classe où un élève peut répondre avec sa propre voix.

about-beliefs-heading = Ce que nous pensons de la voix dans l'apprentissage
about-belief-warmth-title = Une voix transmet ce que le texte ne peut pas
about-belief-warmth-body = Le ton, l'encouragement et l'attention passent en quelques secondes de parole. Les élèves entendent que leur enseignant a lu leur travail, et entendent comment l'améliorer.
about-belief-access-title = Écouter ouvre une porte
about-belief-access-body = Un élève pour qui le décodage est difficile peut tout de même réfléchir en profondeur aux idées. Entendre un texte lu à voix haute lui permet de participer au même cours que tous les autres.
about-belief-speaking-title = Parler, ça s'entraîne
about-belief-speaking-body = Les apprenants en langues et les élèves discrets ont besoin d'occasions de parler et de se réécouter, à l'abri de la pression de toute la classe.
about-belief-languages-title = Chaque langue de la maison a sa place
about-belief-languages-body = La traduction et la lecture à voix haute dans une soixantaine de langues aident les élèves nouvellement arrivés à suivre le cours, et les familles à suivre les apprentissages de leurs enfants.

about-work-heading = Notre façon de travailler
about-work-privacy-title = La vie privée des élèves d'abord
about-work-privacy-body = Nous ne vendons jamais de données et n'affichons jamais de publicité. Les élèves de moins de 18 ans n'ont ni transcription ni identifiant de suivi, et leur nom est masqué sur les pages de partage.
about-work-teachers-title = Les enseignants orientent ce que nous créons
about-work-teachers-body = Nous partons de tâches réelles de la classe, comme corriger les copies de toute une classe ou accompagner un élève nouvellement arrivé, et changeons de cap lorsqu'un outil gêne le cours.
about-work-accessible-title = Accessible par défaut
about-work-accessible-body = Nous visons le niveau WCAG 2.2 AA sur chaque page, testons au clavier et avec des vérifications automatisées, et respectons les réglages d'animations réduites et d'écriture de droite à gauche.
about-work-honest-title = Honnêtes sur ce qui est prêt
about-work-honest-body = Quand quelque chose n'est pas prêt, comme le paiement en ligne, nous le disons sur la page au lieu de le cacher derrière un bouton.
about-work-small-title = De petites choses, bien faites
about-work-small-body = Un mote est court à dessein. Nous préférons rendre une seule chose rapide et fiable plutôt qu'ajouter une fonctionnalité que personne n'a le temps d'apprendre.
about-work-open-title = Vos données vous appartiennent
about-work-open-body = Vous pouvez exporter vos données ou supprimer votre compte depuis la page de votre compte, et nous respectons les droits que vous confère la loi sur la protection des données.

about-contact-heading = Nous contacter
about-contact-intro = Une seule adresse pour joindre toute notre équipe. Nous lisons chaque message et nous efforçons de répondre sous deux jours ouvrés.
about-contact-schools-label = Établissements et académies
about-contact-schools-link = Demander un devis
about-contact-schools-subject = Devis pour notre établissement
about-contact-press-label = Presse
about-contact-press-link = Envoyer une demande presse
about-contact-press-subject = Demande presse
about-contact-careers-label = Recrutement
about-contact-careers-link = Nous écrire pour travailler avec nous
about-contact-careers-subject = Recrutement
about-contact-feedback-label = Avis sur le produit
about-contact-feedback-link = Dites-nous ce qu'il faut améliorer
about-contact-feedback-subject = Avis sur le produit
about-contact-expert = Une question sur l'enseignement avec Motes ?
about-contact-expert-link = Demander à un expert

about-cta-heading = Découvrez ce que votre voix peut apporter à vos élèves
about-cta-sign-up = Inscription gratuite
about-cta-impact = En savoir plus sur notre impact
