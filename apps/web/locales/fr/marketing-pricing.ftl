# /pricing : ce qui est gratuit aujourd'hui, les formules pas encore disponibles, le
# fonctionnement du compte gratuit et les questions. Rien ne peut être acheté dans cette version.

pricing-page-title = Tarifs
pricing-page-description = Motes est gratuit aujourd'hui : enregistrez sans compte ou créez un compte gratuit. Les formules payantes, l'essai gratuit et les formules pour les établissements ne sont pas encore disponibles.
pricing-eyebrow = Tarifs
pricing-title = Ce que coûte Motes aujourd'hui
pricing-lede = Tout ce que propose Motes aujourd'hui est gratuit. Les formules payantes, l'essai gratuit et le paiement en ligne ne sont pas encore disponibles : il n'y a donc rien à acheter.

pricing-plans-heading = Ce qui est gratuit aujourd'hui
pricing-checkout-note = Il n'y a rien à payer : le paiement en ligne et les formules payantes ne sont pas encore disponibles. Nous mettrons cette page à jour quand ils le seront.

pricing-anonymous-name = Sans compte
pricing-anonymous-audience = Pour essayer Motes tout de suite
pricing-anonymous-length = Des enregistrements de { $seconds } secondes ({ $minutes } minutes) maximum chacun
pricing-anonymous-create = Enregistrer, transformer un texte en audio ou importer un fichier audio
pricing-anonymous-action = Ouvrir l'enregistreur web

pricing-plan-free-name = Compte gratuit
pricing-plan-free-audience = Pour toute personne inscrite avec une adresse e-mail
pricing-plan-free-action = S'inscrire gratuitement
pricing-free-motes = { $count } motes tous les { $days } jours
pricing-free-length = Des enregistrements de { $seconds } secondes maximum chacun
pricing-free-share = Pages de partage avec lien, QR code et transcription
pricing-free-sidebar = Les outils de lecture, d'écriture et de création de la Mote Sidebar, dans l'extension du navigateur
pricing-free-listeners = Les auditeurs n'ont jamais besoin de compte

pricing-compare-heading = Sans compte ou avec un compte gratuit
pricing-table-caption = Ce que vous obtenez sans compte et avec un compte gratuit
pricing-table-feature = Fonctionnalité
pricing-table-yes = Inclus
pricing-table-no = Non inclus
pricing-table-not-counted = Non décompté
pricing-table-seconds = { $seconds } secondes
pricing-free = Gratuit
pricing-row-motes = Motes que vous pouvez créer
pricing-row-length = Enregistrement le plus long
pricing-row-share = Page de partage avec lien, QR code et transcription
pricing-row-create = Texte en audio et import audio
pricing-row-library = Vos motes listés sur chaque appareil où vous vous connectez
pricing-row-price = Prix
pricing-table-footnote = Les transcriptions sont générées automatiquement, sauf pour les élèves de moins de 18 ans : leurs enregistrements ne sont jamais transcrits.

pricing-planned-heading = Prévu, pas encore disponible
pricing-planned-intro = Ces formules ne sont pas encore dans Motes. Vous ne pouvez ni les acheter ni vous y inscrire aujourd'hui.
pricing-plan-unlimited-name = Formule Illimitée
pricing-plan-unlimited-audience = Pour les enseignants à titre individuel
pricing-unlimited-motes = Des motes sans limite de nombre
pricing-unlimited-length = Des enregistrements de { $minutes } minutes maximum
pricing-plan-trial-name = Essai gratuit
pricing-plan-trial-audience = Pour les nouveaux comptes
pricing-trial-what = Un essai d'enregistrements plus longs pour les nouveaux comptes. Aujourd'hui, un nouveau compte est un compte gratuit dès le départ.
pricing-plan-schools-name = Formule Établissements et académies
pricing-plan-schools-audience = Pour tout le personnel et tous les élèves d'un établissement
pricing-plan-schools-action = Parlez-nous de votre établissement
pricing-schools-classes = Des classes, avec des contrôles enseignants pour chaque outil de la barre latérale
pricing-schools-loops = Les boucles : des conversations vocales dans les deux sens avec les élèves
pricing-schools-analytics = Des statistiques d'utilisation pour la direction

pricing-rationing-heading = Comment fonctionne le compte gratuit
pricing-rationing-count = Un compte gratuit peut créer { $count } motes tous les { $days } jours. Chaque enregistrement, extrait généré à partir d'un texte et fichier audio importé que vous enregistrez compte pour un mote. Écouter, partager et intégrer des motes ne compte jamais.
pricing-rationing-reset = Vos { $days } jours commencent avec le premier mote que vous créez ; une fois écoulés, le décompte repart avec votre mote suivant. Quand vous atteignez la limite, les motes déjà créés restent et leurs pages de partage continuent de fonctionner ; vous pourrez en créer de nouveaux quand le décompte repartira.
pricing-rationing-length = Connecté avec un compte gratuit, chaque enregistrement peut durer jusqu'à { $limited } secondes. Sans connexion, un enregistrement peut durer jusqu'à { $standard } secondes ({ $standardMinutes } minutes).

pricing-faq-heading = Questions sur les formules
pricing-faq-checkout-question = Puis-je payer en ligne ?
pricing-faq-checkout-answer = Pas encore : Motes n'a ni formule payante ni paiement en ligne pour l'instant, donc personne n'est facturé. Tout ce que fait Motes aujourd'hui est gratuit.
pricing-faq-trial-question = Existe-t-il un essai gratuit ?
pricing-faq-trial-answer = Pas encore. Un nouveau compte est un compte gratuit dès le départ, avec des enregistrements de { $seconds } secondes maximum chacun.
pricing-faq-count-question = Qu'est-ce qui compte comme un mote ?
pricing-faq-count-answer = Chaque enregistrement vocal, chaque extrait généré à partir d'un texte et chaque fichier audio que vous importez et enregistrez compte pour un mote. Écouter, partager et intégrer des motes ne compte jamais.
pricing-faq-listeners-question = Mes élèves ont-ils besoin d'un compte pour écouter ?
pricing-faq-listeners-answer = Non. Toute personne disposant du lien ou du QR code peut écouter un mote et lire sa transcription sur n'importe quel appareil, sans se connecter ni rien installer.
pricing-faq-schools-question = Existe-t-il une formule pour les établissements ?
pricing-faq-schools-answer = Pas encore. Les comptes d'établissement, les classes et les statistiques d'utilisation sont prévus. D'ici là, chaque enseignant peut utiliser Motes avec un compte gratuit. Parlez-nous de votre établissement et nous vous préviendrons quand les formules pour les établissements seront prêtes.
pricing-faq-schools-link = Écrivez-nous
pricing-faq-privacy-question = Que deviennent les données des élèves ?
pricing-faq-privacy-answer = Elles ne sont jamais vendues ni utilisées à des fins publicitaires. Pour les élèves de moins de 18 ans, nous désactivons la transcription et les identifiants de suivi, et masquons leur nom sur les pages de partage.
pricing-faq-privacy-link = Consulter le Centre de confidentialité

pricing-cta-heading = Commencez avec un compte gratuit
pricing-cta-body = Aucune carte requise, et rien à payer.
