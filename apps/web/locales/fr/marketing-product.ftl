# /product : la visite du produit. Ancres des sections : #motes, #share-pages, #sidebar, #classes, #extension.

product-page-title = Visite du produit
product-page-description = Une visite de Motes : de courtes notes vocales avec leur propre page de partage, et les outils de lecture, d'écriture et de création de la Mote Sidebar sur n'importe quelle page web. Les classes et les boucles sont prévues.
product-eyebrow = Visite du produit
product-title = Votre voix, sur chaque page que lisent vos élèves
product-lede = Motes transforme quelques secondes de parole en une note que tout le monde peut écouter. La Mote Sidebar apporte la lecture à voix haute, la traduction et l'enregistrement sur chaque page web.
product-sign-up = Inscription gratuite
product-get-extension = Obtenir l'extension de navigateur
product-video-title = L'extension de navigateur Motes : son bouton dans la barre d'outils, sa fenêtre contextuelle et l'ouverture du site web

product-motes-heading = Motes : de courtes notes vocales
product-motes-intro = Une note vocale (mote) est un court extrait audio qui a sa propre page. Il existe trois façons d'en créer un.
product-motes-record-title = Enregistrez votre voix
product-motes-record-body = Enregistrez dans l'enregistreur web ou depuis la barre latérale, sans autre logiciel. Connecté avec un compte gratuit, chaque enregistrement peut durer jusqu'à { $limited } secondes ; sans connexion, jusqu'à { $standard } secondes ({ $standardMinutes } minutes).
product-motes-generate-title = Transformez du texte en audio
product-motes-generate-body = Tapez ou collez un texte et Motes le lit avec la voix, la langue et la vitesse de votre choix, dans une soixantaine de langues. Pratique pour les consignes, le vocabulaire et tout ce que vous préférez ne pas enregistrer.
product-motes-upload-title = Importez un fichier audio existant
product-motes-upload-body = Importez un enregistrement depuis votre téléphone ou une autre application : il devient un mote comme les autres, avec une page de partage et une transcription.

product-share-heading = Une page pour chaque mote
product-share-intro = Chaque mote a sa propre page avec un lecteur : les personnes avec qui vous le partagez n'ont besoin de rien d'autre qu'un navigateur.
product-share-link-title = Un lien et un QR code
product-share-link-body = Collez le lien dans un commentaire, un e-mail ou une messagerie, ou imprimez le QR code sur une fiche d'exercices, une affiche ou un livre pour que les élèves le scannent.
product-share-transcript-title = Une transcription sous le lecteur
product-share-transcript-body = Les enregistrements sont transcrits automatiquement pour que les auditeurs puissent suivre en lisant. Les enregistrements des élèves de moins de 18 ans ne sont jamais transcrits.
product-share-no-account-title = Aucun compte pour écouter
product-share-no-account-body = Élèves, familles et collègues ouvrent la page et appuient sur lecture. Ils n'ont ni à s'inscrire ni à installer quoi que ce soit.
product-share-embed-title = Intégrez-le à vos cours
product-share-embed-body = Placez le lecteur dans une page de votre environnement numérique d'apprentissage ou dans une présentation grâce au code d'intégration, pour que l'audio soit juste à côté du travail.

product-sidebar-heading = La Mote Sidebar
product-sidebar-intro = L'extension de navigateur Motes ouvre une barre latérale à côté de n'importe quelle page web, document ou devoir. Elle propose trois modes, pour que les élèves ne voient que les outils dont ils ont besoin sur le moment.
product-sidebar-reading-title = Lecture
product-sidebar-reading-body = Lecture à voix haute avec chaque mot surligné, lecture du texte contenu dans les images, traduction d'une sélection, recherche de mots, surlignage en couleur et masquage du reste de l'écran.
product-sidebar-reading-link = Les outils de lecture
product-sidebar-writing-title = Écriture
product-sidebar-writing-body = Réécoutez ce que vous avez écrit, recevez des suggestions pour le mot suivant pendant que vous tapez, et dictez grâce à la saisie vocale.
product-sidebar-writing-link = Les outils d'écriture
product-sidebar-creating-title = Création
product-sidebar-creating-body = Enregistrez un mote, générez de l'audio à partir d'un texte ou importez un fichier sans quitter la page, et retrouvez tout ce que vous avez créé dans Mon contenu.
product-sidebar-creating-link = Les outils de création
product-sidebar-focus-title = Vue épurée
product-sidebar-focus-body = Réduisez une page chargée à son texte principal, sans publicités ni menus, pour une lecture plus sereine.

product-classes-heading = Classes, contrôles enseignants et boucles
product-classes-intro = Ces outils sont prévus mais pas encore dans Motes. Quand ils arriveront, l'enseignant choisira les outils activés, et les retours iront dans les deux sens.
product-classes-classes-title = Classes
product-classes-classes-body = Créez une classe et les élèves la rejoignent avec un lien ou un QR code. Vous voyez qui l'a rejointe et comment chacun utilise les outils.
product-classes-controls-title = Contrôles enseignants
product-classes-controls-body = Activez ou désactivez chaque outil de la barre latérale pour une classe ou pour un seul élève : coupez la traduction pendant une interrogation de vocabulaire, laissez la lecture à voix haute aux élèves qui en ont besoin.
product-classes-loops-title = Boucles
product-classes-loops-body = Un élève répond à votre mote par un message vocal, et vous lui répondez à votre tour. Le retour devient un échange que vous pouvez tous les deux réécouter.
product-classes-schools-title = Pour tout l'établissement
product-classes-schools-body = La direction de l'établissement ajoute le personnel et les élèves, les connecte avec le fournisseur d'identité de l'établissement, choisit les outils disponibles et voit dans quelle mesure ils sont utilisés.
product-classes-schools-link = À propos de la formule établissement

product-extension-heading = Installer la Mote Sidebar
product-extension-intro = La Mote Sidebar est une extension de navigateur. Elle fonctionne d'abord dans les navigateurs basés sur Chromium, comme Google Chrome et Microsoft Edge, y compris sur les Chromebooks ; une version pour Firefox est prévue.
product-extension-step-add-title = Ajoutez l'extension à votre navigateur
product-extension-step-add-body = Notre fiche dans la boutique d'extensions du navigateur n'est pas encore publiée. En attendant, écrivez-nous et nous vous aiderons, vous ou l'équipe informatique de votre établissement, à installer la Mote Sidebar.
product-extension-step-add-link = Demandez-nous l'extension
product-extension-step-pin-title = Épinglez-la à la barre d'outils
product-extension-step-pin-body = Ouvrez le menu des extensions de votre navigateur (le bouton en forme de pièce de puzzle) et épinglez Motes, pour que son bouton soit toujours à portée de clic.
product-extension-step-sign-in-title = Connectez-vous
product-extension-step-sign-in-body = Sélectionnez le bouton Motes et connectez-vous avec le compte que vous utilisez sur ce site. La barre latérale suit les limites de votre compte.
product-extension-step-open-title = Ouvrez-la sur n'importe quelle page
product-extension-step-open-body = Sur un article, un document ou un devoir, sélectionnez le bouton Motes pour ouvrir la barre latérale à côté de la page. Sélectionnez-le de nouveau pour la fermer.
product-extension-schools = Les équipes informatiques des établissements peuvent installer l'extension pour tous les élèves et enseignants en une fois depuis leur console de gestion des navigateurs. Écrivez-nous et nous vous donnerons les détails.

product-cta-heading = Entendez la différence que fait votre voix
product-cta-body = Commencez avec un compte gratuit. Aucune carte requise.
product-cta-pricing = Voir les formules
