# /pricing : les trois formules, le tableau comparatif, la formule gratuite et les questions.

pricing-page-title = Tarifs
pricing-page-description = Motes est gratuit pour commencer. La formule Illimitée s'adresse aux enseignants à titre individuel ; la formule Établissements et académies couvre tout le personnel et tous les élèves. Comparez les formules et découvrez le fonctionnement de la formule gratuite.
pricing-eyebrow = Tarifs
pricing-title = Des formules pour un enseignant ou pour toute une académie
pricing-lede = Commencez gratuitement, essayez tous les outils pendant { $days } jours, et embarquez tout votre établissement quand vous serez prêt.

pricing-plans-heading = Choisissez une formule
pricing-checkout-note = Le paiement en ligne n'est pas encore ouvert. D'ici là, le bouton de la formule Illimitée crée votre compte et démarre votre essai gratuit de { $days } jours, et les établissements et académies reçoivent un devis de notre part par e-mail. Nous mettrons cette page à jour lorsque vous pourrez payer en ligne.
pricing-currency-note = Les prix sont indiqués en dollars américains.

pricing-plan-free-name = Gratuite
pricing-plan-free-audience = Pour tous ceux qui veulent essayer les notes vocales
pricing-plan-free-price = Gratuit
pricing-plan-free-price-note = Sans carte bancaire, sans limite de durée
pricing-plan-free-action = Inscrivez-vous gratuitement
pricing-free-motes = { $count } motes tous les { $days } jours
pricing-free-length = Enregistrements jusqu'à { $minutes ->
        [1] une minute
        [one] { $minutes } minute
       *[other] { $minutes } minutes
    }
pricing-free-trial = Tous les outils de la Mote Sidebar pendant vos { $days } premiers jours
pricing-free-share = Pages de partage avec lien, QR code et transcription
pricing-free-listeners = Les auditeurs n'ont jamais besoin de compte

pricing-plan-unlimited-name = Illimitée
pricing-plan-unlimited-audience = Pour les enseignants à titre individuel
pricing-plan-unlimited-price = { $monthly } par mois
pricing-plan-unlimited-price-note = ou { $yearly } par an, soit deux mois offerts
pricing-plan-unlimited-action = Commencez votre essai gratuit
pricing-unlimited-motes = Motes illimités
pricing-unlimited-length = Enregistrements jusqu'à { $minutes } minutes
pricing-unlimited-tools = Tous les outils de la Mote Sidebar : lecture, écriture et création
pricing-unlimited-share = Pages de partage, QR codes, transcriptions et intégrations

pricing-plan-schools-name = Établissements et académies
pricing-plan-schools-audience = Pour tout le personnel et tous les élèves d'un établissement
pricing-plan-schools-price = Tarif par établissement
pricing-plan-schools-price-note = Un seul contrat peut couvrir tous les établissements d'une académie
pricing-plan-schools-action = Demander un devis
pricing-schools-everyone = Tout ce que comprend la formule Illimitée, pour tout le personnel et tous les élèves
pricing-schools-classes = Des classes, avec des contrôles enseignants pour chaque outil de la barre latérale
pricing-schools-loops = Les boucles : des conversations vocales dans les deux sens avec les élèves
pricing-schools-analytics = Des statistiques d'utilisation pour les équipes de direction
pricing-schools-sso = La connexion via le fournisseur d'identité de votre établissement
pricing-schools-dpa = Un accord de traitement des données

pricing-compare-heading = Comparez les formules
pricing-table-caption = Ce que comprend chaque formule
pricing-table-feature = Fonctionnalité
pricing-table-yes = Inclus
pricing-table-no = Non inclus
pricing-table-unlimited = Illimité
pricing-table-minutes = { $minutes ->
        [one] { $minutes } minute
       *[other] { $minutes } minutes
    }
pricing-table-trial-only = Vos { $days } premiers jours
pricing-table-unlimited-price = { $monthly } par mois ou { $yearly } par an
pricing-row-motes = Nombre de motes que vous pouvez créer
pricing-row-length = Durée maximale d'un enregistrement
pricing-row-share = Page de partage avec lien, QR code et transcription
pricing-row-create = Synthèse vocale à partir de texte et import de fichiers audio
pricing-row-sidebar = Outils de lecture et d'écriture de la Mote Sidebar
pricing-row-classes = Classes et contrôles enseignants
pricing-row-loops = Boucles (conversations vocales avec les élèves)
pricing-row-analytics = Statistiques d'utilisation
pricing-row-sso = Connexion via le fournisseur d'identité de votre établissement
pricing-row-dpa = Accord de traitement des données
pricing-row-price = Prix
pricing-table-footnote = Les transcriptions sont générées automatiquement, sauf pour les élèves de moins de 18 ans : leurs enregistrements ne sont jamais transcrits.

pricing-rationing-heading = Le fonctionnement de la formule Gratuite
pricing-rationing-count = La formule Gratuite vous donne droit à { $count } motes tous les { $days } jours. Chaque enregistrement, chaque extrait audio généré à partir d'un texte et chaque fichier audio importé que vous enregistrez compte pour un mote. Écouter, partager et intégrer des motes ne compte jamais.
pricing-rationing-reset = Votre période de { $days } jours commence avec le premier mote que vous créez ; une fois terminée, le compteur repart à zéro avec votre mote suivant. Lorsque vous atteignez la limite, les motes que vous avez déjà créés restent disponibles et leurs pages de partage continuent de fonctionner ; vous pourrez en créer de nouveaux dès que le compteur repartira à zéro, ou tout de suite avec une formule payante.
pricing-rationing-length = Avec la formule Gratuite, chaque enregistrement peut durer jusqu'à { $short ->
        [1] une minute
        [one] { $short } minute
       *[other] { $short } minutes
    }. Avec la formule Illimitée ou une formule établissement, ainsi que pendant votre essai, il peut durer jusqu'à { $long } minutes.
pricing-rationing-trial = Chaque nouveau compte commence par un essai de { $days } jours de tous les outils de la Mote Sidebar, lecture à voix haute comprise. Aucune carte bancaire n'est demandée, et à la fin de l'essai votre compte passe automatiquement à la formule Gratuite.

pricing-faq-heading = Questions sur les formules
pricing-faq-checkout-question = Puis-je payer en ligne ?
pricing-faq-checkout-answer = Pas encore : le paiement en ligne n'est pas ouvert. D'ici là, « Commencez votre essai gratuit » crée votre compte et démarre votre essai de { $days } jours, et les établissements et académies reçoivent un devis de notre part par e-mail. Nous l'indiquerons sur cette page lorsque vous pourrez payer en ligne.
pricing-faq-trial-end-question = Que se passe-t-il à la fin de mon essai ?
pricing-faq-trial-end-answer = Votre compte passe à la formule Gratuite. Tout ce que vous avez créé est conservé, les liens de partage continuent de fonctionner, et les nouveaux enregistrements peuvent durer jusqu'à { $minutes ->
        [1] une minute
        [one] { $minutes } minute
       *[other] { $minutes } minutes
    }.
pricing-faq-count-question = Qu'est-ce qui compte comme un mote ?
pricing-faq-count-answer = Chaque enregistrement vocal, chaque extrait généré à partir d'un texte et chaque fichier audio que vous importez et enregistrez compte pour un mote. Écouter, partager et intégrer des motes ne compte jamais.
pricing-faq-listeners-question = Mes élèves ont-ils besoin d'un compte pour écouter ?
pricing-faq-listeners-answer = Non. Toute personne disposant du lien ou du QR code peut écouter un mote et lire sa transcription sur n'importe quel appareil, sans se connecter ni rien installer.
pricing-faq-schools-question = Comment est fixé le tarif d'un établissement ou d'une académie ?
pricing-faq-schools-answer = Par établissement, selon le nombre de membres du personnel et d'élèves, avec un seul contrat qui peut couvrir tous les établissements d'une académie. Indiquez-nous le nom et la taille de votre établissement et nous vous répondrons avec un devis.
pricing-faq-schools-link = Contactez-nous pour un devis
pricing-faq-privacy-question = Que deviennent les données des élèves ?
pricing-faq-privacy-answer = Elles ne sont jamais vendues ni utilisées à des fins publicitaires. Pour les élèves de moins de 18 ans, nous désactivons la transcription et les identifiants de suivi, et masquons leur nom sur les pages de partage.
pricing-faq-privacy-link = Consulter le Centre de confidentialité

pricing-cta-heading = Essayez tous les outils gratuitement pendant { $days } jours
pricing-cta-body = Aucune carte bancaire n'est demandée. Votre compte conserve la formule Gratuite à la fin de l'essai.
pricing-cta-trial = Commencez votre essai gratuit
pricing-cta-quote = Demander un devis pour un établissement
