# /expert (Demander à un expert) : ce sur quoi notre équipe pédagogique peut aider et comment la joindre.

expert-page-title = Demander à un expert
expert-page-description = Posez vos questions à l'équipe pédagogique de Motes sur les retours oraux, l'aide à la lecture, l'enseignement des langues, les classes ou le déploiement de Motes dans votre établissement. Voici comment nous joindre et quoi nous indiquer.
expert-eyebrow = Demander à un expert
expert-title = Posez votre question à notre équipe pédagogique
expert-lede = Notre équipe pédagogique aide les enseignants et les directions d'établissement à utiliser Motes dans de vrais cours : organiser les retours, accompagner les élèves qui en ont besoin et équiper tout un établissement. Envoyez-nous votre question et nous y répondrons en fonction de votre classe.
expert-email-action = Écrire à un expert
expert-mail-subject = Question pour un expert Motes

expert-help-heading = Ce sur quoi nous pouvons vous aider
expert-help-feedback-title = Retours oraux
expert-help-feedback-body = Comment faire des retours oraux dont les élèves se saisissent, et comment les intégrer à votre routine de correction.
expert-help-reading-title = Aide à la lecture
expert-help-reading-body = Quels outils de lecture conviennent à quels élèves, et comment les mettre en place comme aménagements.
expert-help-languages-title = Enseignement des langues
expert-help-languages-body = Entraînement à l'oral, activités d'écoute et accompagnement des élèves nouvellement arrivés dans la langue parlée à la maison.
expert-help-classes-title = Classes et boucles
expert-help-classes-body = Créer des classes, choisir les contrôles enseignants pour les évaluations et mener des échanges oraux avec les élèves.
expert-help-rollout-title = Déploiement dans l'établissement
expert-help-rollout-body = Planifier un déploiement, former le personnel, installer l'extension pour tout le monde et mesurer l'utilisation.
expert-help-privacy-title = Questions de confidentialité
expert-help-privacy-body = Ce que deviennent les données des élèves dans Motes, et ce qu'il faut dire aux familles et à votre référent protection des données.

expert-reach-heading = Comment nous joindre
expert-reach-intro = Envoyez votre question par e-mail à
expert-include-intro = Pour nous aider à vous répondre utilement, merci d'indiquer :
expert-include-role = votre fonction, et la tranche d'âge ou la matière que vous enseignez ;
expert-include-goal = ce que vous essayez de faire avec Motes ;
expert-include-tried = ce que vous avez déjà essayé, le cas échéant ;
expert-include-setup = pour les questions techniques, votre navigateur et votre appareil, et une capture d'écran si possible.
expert-include-no-student-data = Merci de ne pas indiquer le nom des élèves ni d'autres informations personnelles les concernant. Nous pouvons vous aider sans cela.
expert-reply-goal = Notre objectif est de répondre sous deux jours ouvrés. Aux périodes chargées de l'année scolaire, cela peut prendre un peu plus de temps.

expert-before-heading = Avant de nous écrire
expert-before-courses = Parcourez les cours à votre rythme
expert-before-howto = Lisez les guides pratiques de l'Espace d'apprentissage
expert-before-features = Cherchez un outil sur la page des fonctionnalités
expert-before-contact = Pour un devis, la presse ou vos avis, contactez-nous

expert-cta-heading = Une question sur l'enseignement avec Motes ?
