# État du service : le panneau (page d'accueil, espace d'administration) et la page /status (§2 alias « status »).

service-status-heading = État du service
service-status-checking = Vérification du service…
service-status-checking-short = Vérification…
service-status-check-again = Vérifier de nouveau
service-status-working = Tous les systèmes fonctionnent
service-status-version = Version { $version }
service-status-failed-title = Motes est injoignable pour le moment
service-status-failed-body = La vérification de l'état a échoué : l'enregistrement et le partage risquent de ne pas fonctionner pour l'instant. Vérifiez votre connexion, puis réessayez dans une minute.
service-status-details = Détails : { $reason }
service-status-problem-unreadable = Le service a envoyé une réponse illisible.
service-status-problem-not-ok = Le service indique l'état « { $status } ».
service-status-problem-incomplete = Le service a envoyé une réponse incomplète.

service-status-page-title = État du service
service-status-page-heading = État du service Motes
service-status-page-lead = Indique si le service Motes répond en ce moment. Cette page interroge le serveur chaque fois que vous l'ouvrez ou que vous appuyez sur Vérifier de nouveau.
service-status-page-now = En ce moment
service-status-page-trouble-heading = Si quelque chose ne fonctionne pas
service-status-page-trouble-body = Si cette page indique que tous les systèmes fonctionnent mais que Motes ne se comporte toujours pas correctement chez vous, vérifiez votre connexion internet et rechargez la page. Si cette page ne parvient pas non plus à joindre le service, le problème vient de chez nous : patientez quelques minutes et vérifiez de nouveau.
service-status-page-home = Aller à la page d'accueil de Motes

## Outils linguistiques (issue 5)

service-status-tools-heading = Outils linguistiques
service-status-tools-lead = Ce que ce serveur sait faire dans chacune des { $total } langues que connaît Motes.
service-status-tools-loading = Chargement des outils linguistiques…
service-status-tools-failed = Impossible de charger la liste des outils linguistiques.
service-status-tools-try-again = Réessayer
service-status-tool-text-to-speech = Lecture à voix haute
service-status-tool-speech-to-text = Reconnaissance vocale
service-status-tool-translation = Traduction
service-status-tool-word-translation = Traduction de mots
service-status-tool-dictionary = Dictionnaire
service-status-tool-ocr = Texte des images (OCR)
service-status-tool-prediction = Prédiction de texte
service-status-tools-not-installed = Non installé sur ce serveur
service-status-tools-engines =
    { $count ->
        [one] Moteur : { $engines }
       *[other] Moteurs : { $engines }
    }
service-status-tools-serves =
    { $count ->
        [one] Disponible dans { $count } langue sur { $total }
       *[other] Disponible dans { $count } langues sur { $total }
    }
service-status-tools-list = Afficher les langues
