# L'espace d'administration du personnel (§2 admin/*, §6 liste d'administration intégrée) et sa page « accès refusé ».

admin-title = Administration
admin-heading = Administration
admin-lead = Des outils pour le personnel qui gère ce service Motes. Vous les voyez parce que { $email } figure sur la liste du personnel du serveur.
admin-tools-heading = Outils du personnel
admin-tools-status = Page d'état du service
admin-tools-status-about = La page publique que tout le monde peut ouvrir pour vérifier que Motes répond.
admin-tools-account = Votre compte
admin-tools-account-about = Votre profil, vos préférences et vos appareils connectés.
admin-insights-heading = Statistiques d'administration
admin-insights-empty = Les chiffres de l'ensemble du service, comme les nouveaux comptes et les motes créés chaque semaine, apparaîtront ici quand le service les comptabilisera. Rien n'est encore comptabilisé : il n'y a donc aucun chiffre à afficher.
admin-support-heading = Assistance aux comptes
admin-support-empty = La recherche d'un compte pour aider son titulaire arrivera ici dans une prochaine mise à jour. D'ici là, la liste du personnel elle-même se définit sur le serveur, dans son paramètre STAFF_EMAILS.

admin-not-allowed-title = Accès refusé
admin-not-allowed-heading = Vous ne pouvez pas ouvrir l'espace d'administration
admin-not-allowed-body = L'espace d'administration est réservé au personnel qui gère Motes. Vous êtes connecté en tant que { $email }, qui ne figure pas sur la liste du personnel.
admin-not-allowed-body-no-email = L'espace d'administration est réservé au personnel qui gère Motes, et ce compte ne figure pas sur la liste du personnel.
admin-not-allowed-help = Si vous pensez devoir y avoir accès, demandez à la personne qui gère votre service Motes d'ajouter votre adresse e-mail à sa liste du personnel.
admin-not-allowed-home = Aller à la page d'accueil de Motes
admin-not-allowed-account = Accéder à votre compte
