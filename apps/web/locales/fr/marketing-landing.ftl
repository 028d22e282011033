# /landing : la page d'arrivée depuis l'extension de navigateur ou une publicité.

landing-page-title = Bienvenue
landing-page-description = Votre compte Motes est prêt. Enregistrez votre première note vocale, ouvrez la Mote Sidebar sur n'importe quelle page, et retrouvez tout ce que vous créez sur votre tableau de bord.
landing-eyebrow = Bienvenue sur Motes
landing-title = Votre voix est prête à se faire entendre
landing-lede = Chaque note vocale (mote) que vous enregistrez, générez à partir d'un texte ou importez est conservée sur votre tableau de bord, avec sa propre page de partage. La Mote Sidebar ajoute des outils de lecture et d'enregistrement à chaque page web que vous ouvrez.
landing-go-to-dashboard = Aller au tableau de bord
landing-take-tour = Faire la visite guidée

landing-first-steps-heading = Trois choses à essayer en premier
landing-step-record-title = Enregistrez votre premier mote
landing-step-record-body = Appuyez sur Enregistrer, dites ce que vous avez à dire, puis appuyez sur Arrêter. Vous pouvez enregistrer dans votre navigateur ou dans la Mote Sidebar, ou bien créer un mote à partir d'un texte tapé.
landing-step-record-link = Les façons de créer un mote
landing-step-sidebar-title = Ouvrez la barre latérale sur une page
landing-step-sidebar-body = Sur n'importe quel article ou devoir, ouvrez la Mote Sidebar pour faire lire le texte à voix haute, traduire un mot, ou enregistrer une note sur ce que vous lisez.
landing-step-sidebar-link = Installer l'extension de navigateur
landing-step-share-title = Partagez-le avec un lien ou un QR code
landing-step-share-body = Chaque mote a une page avec un lecteur et une transcription. Envoyez le lien, imprimez le QR code ou intégrez-le à une leçon : les auditeurs n'ont pas besoin de compte.
landing-step-share-link = Découvrir le fonctionnement des pages de partage

landing-account-heading = Ce que comprend votre compte
landing-account-free = Avec un compte gratuit, vous pouvez créer { $count } motes tous les { $days } jours, et chaque enregistrement peut durer jusqu'à { $limited } secondes. Vos motes et leurs pages de partage restent à vous.
landing-account-signed-out = Sans connexion, un enregistrement peut durer jusqu'à { $standard } secondes ({ $standardMinutes } minutes). L'essai gratuit et les formules payantes ne sont pas encore disponibles.
landing-account-pricing-link = Ce qui est gratuit aujourd'hui

landing-help-heading = Besoin d'un coup de main pour démarrer ?
landing-help-courses = Suivre un court cours à votre rythme
landing-help-howto = Lire les guides pratiques de l'Espace d'apprentissage
landing-help-expert = Poser une question à notre équipe d'enseignants

landing-cta-heading = Tout ce que vous créez, au même endroit
landing-cta-body = Votre tableau de bord liste vos motes et leurs liens de partage, du plus récent au plus ancien, pour que vous puissiez les retrouver et les réutiliser.
