# /compare : Motes face à des catégories d'outils. Ne jamais citer d'autres produits.

compare-page-title = Comparer
compare-page-description = Comment Motes se compare aux commentaires écrits tapés au clavier, aux enregistreurs d'écran généralistes et à la lecture à voix haute intégrée au navigateur, et quand l'un d'eux convient mieux.
compare-eyebrow = Comparer
compare-title = Motes face aux outils que vous utilisez déjà
compare-lede = Les enseignants font déjà des retours par écrit, enregistrent leur écran et utilisent la lecture à voix haute intégrée à leur navigateur. Voici ce qu'apporte Motes, et les cas où ces outils restent le meilleur choix.

compare-table-heading = Côte à côte
compare-table-intro = Nous comparons des catégories d'outils, pas des produits précis. Chaque colonne décrit ce que fait généralement ce type d'outil ; chaque produit est différent, alors vérifiez ceux qu'utilise votre établissement.
compare-table-caption = Motes comparé à trois catégories d'outils
compare-table-what = Ce dont vous avez besoin
compare-column-motes = Motes
compare-column-typing = Commentaires écrits au clavier
compare-column-recorders = Enregistreurs d'écran généralistes
compare-column-read-aloud = Lecture à voix haute intégrée au navigateur
compare-cell-yes = Oui
compare-cell-no = Non
compare-cell-depends = Selon l'outil
compare-cell-not-applicable = Ce n'est pas sa vocation
compare-cell-varies-by-browser = Selon le navigateur

compare-row-voice = Des retours avec votre propre voix
compare-row-effort = Ce que demande un retour
compare-effort-motes = Parler une minute environ, puis partager le lien
compare-effort-typing = Rédiger chaque commentaire en entier
compare-effort-recorders = Une vidéo de votre écran, conçue pour des démonstrations plus longues
compare-row-share = Partage par lien et par QR code
compare-share-typing = Reste dans le document ou la plateforme
compare-row-transcript = Un texte à suivre pendant l'écoute
compare-transcript-motes = Transcription automatique, sauf pour les élèves de moins de 18 ans
compare-transcript-typing = C'est déjà du texte
compare-row-no-account = Aucun compte nécessaire pour écouter
compare-row-read-aloud = Lecture à voix haute avec surlignage de chaque mot, sur n'importe quelle page
compare-row-translate = Traduction et dictionnaire à côté du texte
compare-row-reply = Les élèves peuvent répondre
compare-reply-typing = Par écrit
compare-reply-recorders = Chaque réponse est une vidéo distincte
compare-row-controls = Contrôles enseignants pour chaque outil, par classe
compare-row-minors = Protections pour les élèves de moins de 18 ans
compare-minors-motes = Ni transcription ni identifiants de suivi ; noms masqués sur les pages de partage

compare-fit-heading = Quand un autre outil convient mieux
compare-fit-intro = Motes n'est pas la réponse à tout. Voici les cas où nous choisirions autre chose, ou utiliserions les deux.
compare-fit-typing-title = Une correction rapide
compare-fit-typing-body = Pour corriger une faute d'orthographe ou changer un seul mot, un commentaire tapé dans la marge est plus rapide à écrire comme à parcourir.
compare-fit-recorders-title = Montrer quelque chose à l'écran
compare-fit-recorders-body = Pour expliquer un tableur, un site web ou un bout de code, un enregistreur d'écran montre ce que vous désignez. Une note vocale (mote) ne contient que du son.
compare-fit-read-aloud-title = Écouter une page de temps en temps
compare-fit-read-aloud-body = Si vous avez seulement besoin, de temps à autre, qu'on vous lise une page, le lecteur intégré à votre navigateur peut suffire. Motes s'adresse aux élèves qui en ont besoin tous les jours, avec les mêmes outils et les mêmes réglages sur chaque page.

compare-together-heading = Utilisez-les ensemble
compare-together-body = Motes ne vous demande de rien remplacer. Le lien d'un mote trouve sa place dans un commentaire écrit, un e-mail ou un devoir, et son lecteur peut s'intégrer à votre plateforme d'apprentissage ou à vos diapositives. Gardez les outils qui vous conviennent, et ajoutez votre voix là où elle est la plus utile.

compare-cta-heading = Essayez votre voix sur votre prochain paquet de copies
compare-cta-body = Un compte gratuit suffit pour savoir si les retours oraux vous conviennent.
compare-cta-sign-up = Inscrivez-vous gratuitement
compare-cta-features = Voir toutes les fonctionnalités
