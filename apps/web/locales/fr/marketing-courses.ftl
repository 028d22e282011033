# /courses (Cours à votre rythme) : de courts cours de lecture construits à partir de nos propres pages.

courses-page-title = Cours à votre rythme
courses-page-description = De courts cours gratuits, à suivre à votre rythme, sur Motes : premiers pas, retours oraux, aide à la lecture, enseignement des langues et déploiement de Motes dans tout un établissement.
courses-eyebrow = Cours à votre rythme
courses-title = Apprenez Motes à votre rythme
courses-lede = Cinq cours courts, chacun composé de quelques leçons que vous pouvez lire pendant une heure de préparation. Chaque leçon est une page de ce site : vous pouvez commencer maintenant et revenir quand vous le souhaitez.
courses-list-heading = Les cours
courses-lesson-count = { $count ->
        [one] { $count } leçon
       *[other] { $count } leçons
    }

courses-getting-started-title = Premiers pas avec Motes
courses-getting-started-summary = Créez votre première note vocale (mote), partagez-la et ouvrez la Mote Sidebar. Commencez ici si vous découvrez Motes.
courses-getting-started-lesson-motes = Ce qu'est un mote, et trois façons d'en créer un
courses-getting-started-lesson-record = Enregistrement, du texte à l'audio et imports
courses-getting-started-lesson-share = Partager un mote par lien, QR code ou intégration
courses-getting-started-lesson-sidebar = Installer et ouvrir la Mote Sidebar
courses-getting-started-lesson-plans = Ce que comprend la formule Gratuite

courses-feedback-title = Faire des retours à l'oral
courses-feedback-summary = Remplacez certains commentaires écrits par de courts commentaires oraux, et faites du retour un échange.
courses-feedback-lesson-why = Pourquoi les retours oraux sont utiles
courses-feedback-lesson-plan = Utiliser Motes pour les retours
courses-feedback-lesson-class-set = Des retours oraux pour toute une classe
courses-feedback-lesson-loops = Des retours dans les deux sens avec les boucles
courses-feedback-lesson-case = Étude de cas : des retours oraux sur l'écrit dans neuf écoles primaires

courses-reading-title = Une aide à la lecture pour chaque élève
courses-reading-summary = Utilisez les outils de lecture pour que les élèves en difficulté face à l'écrit puissent participer au même cours.
courses-reading-lesson-tools = Les outils de lecture, un par un
courses-reading-lesson-diverse = Atteindre des élèves aux profils variés
courses-reading-lesson-accommodations = Des aménagements grâce aux contrôles enseignants
courses-reading-lesson-special-needs = Motes pour les élèves à besoins éducatifs particuliers
courses-reading-lesson-accessibility = Comment Motes fonctionne avec les technologies d'assistance

courses-languages-title = Enseigner les langues avec Motes
courses-languages-summary = Donnez à chaque élève plus de temps pour parler, se réécouter et être entendu, et accompagnez les élèves nouvellement arrivés dans la langue parlée à la maison.
courses-languages-lesson-overview = Motes pour l'apprentissage des langues
courses-languages-lesson-practice = Développer la compréhension et l'expression orales
courses-languages-lesson-assessing = Évaluer la compréhension et l'expression orales
courses-languages-lesson-translation = Voix et traduction pour les élèves allophones
courses-languages-lesson-case = Étude de cas : entraînement à l'oral en français dans 22 établissements

courses-rollout-title = Déployer Motes dans tout un établissement
courses-rollout-summary = Pour les directions d'établissement et les équipes informatiques : planifier le déploiement, configurer les utilisateurs et les outils, et prendre soin des données des élèves.
courses-rollout-lesson-leaders = Ce que Motes apporte aux directions d'établissement
courses-rollout-lesson-admin = Gérer les utilisateurs et l'accès aux outils
courses-rollout-lesson-privacy = Vie privée des élèves et protection des données
courses-rollout-lesson-extension = Installer l'extension pour tout le monde
courses-rollout-lesson-plans = La formule établissement et la demande de devis
courses-rollout-lesson-impact = Résultats et impact

courses-how-heading = Comment fonctionnent les cours
courses-how-self-paced = Les cours sont des lectures à suivre à votre rythme : pas de sessions en direct, pas d'échéances, pas de devoirs.
courses-how-no-account = Vous n'avez pas besoin de compte pour les lire ; il vous en faudra un pour essayer les choses au fur et à mesure.
courses-how-order = Suivez-les dans l'ordre que vous voulez, même si « Premiers pas » est utile si vous découvrez Motes.
courses-how-certificates = Nous ne délivrons ni certificats, ni crédits, ni badges pour ces cours. Si votre établissement suit la formation continue, notez vous-même le cours et la date.
courses-how-expert = Un point vous bloque ? Posez votre question à notre équipe pédagogique.

courses-cta-heading = Apprenez en pratiquant
courses-cta-body = Les cours sont plus parlants avec Motes ouvert dans un autre onglet.
courses-cta-sign-up = Inscription gratuite
