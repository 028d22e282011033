# Le guide de style vivant, à /style-guide (hors production uniquement).

style-guide-page-title = Guide de style
style-guide-heading = Guide de style du design system
style-guide-lede = Chaque élément partagé de l'interface de Motes, en direct, avec les valeurs sur lesquelles il repose. Le site web et la Mote Sidebar utilisent les mêmes éléments. Cette page n'existe qu'en dehors de la production.
style-guide-contents = Sur cette page

## Couleurs

style-guide-colours-heading = Couleurs
style-guide-colours-intro = Une palette violette et rose. Un test unitaire vérifie que chaque paire du tableau respecte le contraste WCAG 2.2 AA : 4,5:1 pour le texte, 3:1 pour les anneaux de focus et les bords des champs.
style-guide-colour-text = Texte courant et titres
style-guide-colour-text-muted = Texte secondaire et légendes
style-guide-colour-text-on-primary = Texte sur les aplats violets, roses et rouges
style-guide-colour-surface = Fond de la page et des cartes
style-guide-colour-surface-raised = Panneaux surélevés
style-guide-colour-border = Séparateurs et bords des cartes
style-guide-colour-border-strong = Bords des champs de formulaire
style-guide-colour-primary = Boutons principaux et liens
style-guide-colour-primary-strong = Boutons principaux au survol
style-guide-colour-primary-soft = Fonds teintés de violet
style-guide-colour-accent = Mises en valeur et dégradé de la marque
style-guide-colour-accent-strong = Accent au survol
style-guide-colour-accent-soft = Fonds teintés de rose
style-guide-colour-danger = Actions destructrices et erreurs
style-guide-colour-danger-strong = Actions destructrices au survol
style-guide-colour-focus-ring = Contour du focus clavier
style-guide-contrast-caption = Contraste des paires de couleurs utilisées par les composants
style-guide-contrast-foreground = Texte ou trait
style-guide-contrast-background = Fond
style-guide-contrast-ratio = Contraste
style-guide-contrast-minimum = Minimum AA
style-guide-contrast-value = { $ratio }:1

## Typographie

style-guide-type-heading-section = Typographie
style-guide-type-intro = Inter est fournie avec l'application sous forme de police variable (graisses de 100 à 900, latin et latin étendu) : rien n'est chargé depuis un service de polices. Le texte en arabe et en chinois utilise les polices du système.
style-guide-type-family = Pile de polices :
style-guide-type-display = Affichage
style-guide-type-heading = Titre
style-guide-type-body = Corps de texte
style-guide-type-small = Petit
style-guide-type-sample = Enregistrez une note vocale, partagez-la avec un lien et lisez la transcription.
style-guide-type-weight = Graisse { $weight }

## Mise en page

style-guide-layout-heading = Mise en page
style-guide-layout-intro = Couches, points de rupture et largeurs de conteneur, issus des constantes partagées.
style-guide-layers-caption = Couches (z-index)
style-guide-breakpoints-caption = Points de rupture
style-guide-containers-caption = Conteneurs et barre de navigation
style-guide-containers-demo = Largeurs de conteneur, à l'échelle
style-guide-column-name = Nom
style-guide-column-z-index = z-index
style-guide-column-min-width = Largeur
style-guide-column-size = Taille
style-guide-px = { $value } px

## Boutons

style-guide-buttons-heading = Boutons
style-guide-buttons-intro = Quatre variantes en quatre hauteurs. Un bouton en chargement affiche un indicateur de progression et, s'il est fourni, un texte de chargement ; il est désactivé, sauf s'il doit rester focalisable. Un bouton visuellement désactivé reste focalisable pour que la raison puisse être lue.
style-guide-button-primary = Principal
style-guide-button-secondary = Secondaire
style-guide-button-ghost = Fantôme
style-guide-button-danger = Danger
style-guide-button-size = { $size } · { $px } px
style-guide-buttons-states = États
style-guide-button-record = Enregistrer
style-guide-button-save = Sauvegarder
style-guide-button-saving = Sauvegarde…
style-guide-button-disabled = Désactivé
style-guide-button-share = Partager
style-guide-button-share-reason = Pour partager, il faut d'abord un enregistrement.

## Alertes

style-guide-alerts-heading = Alertes
style-guide-alerts-intro = Des bannières d'alerte de six types ; le type erreur est celui par défaut. Chacune a le rôle alert, pour que les lecteurs d'écran l'annoncent.
style-guide-alert-error = La note vocale n'a pas pu être enregistrée.
style-guide-alert-warn = L'enregistrement s'arrête lorsque la durée maximale est atteinte.
style-guide-alert-success = Votre note vocale est prête à être partagée.
style-guide-alert-info = La transcription apparaît peu après la fin de l'enregistrement.
style-guide-alert-loading = Envoi de votre audio…
style-guide-alert-primary = Les enseignants peuvent activer ou désactiver les outils de lecture pour leurs classes.
style-guide-alerts-interactive = Avec une action, et refermable
style-guide-alert-action-title = Envoi interrompu
style-guide-alert-action-message = La connexion a été perdue pendant l'envoi de votre audio.
style-guide-alert-retry = Réessayer
style-guide-alert-dismissible = Sans action, un bouton de fermeture fait disparaître l'alerte.
style-guide-alert-show-again = Réafficher les alertes fermées

## Notifications (toasts)

style-guide-toasts-heading = Notifications
style-guide-toasts-intro = Les notifications restent affichées 4 secondes, 3 au maximum à la fois, et peuvent être balayées. Alt+T leur donne le focus.
style-guide-toast-button = Afficher une notification { $type }
style-guide-toast-success = Note vocale enregistrée.
style-guide-toast-error = La note vocale n'a pas pu être enregistrée. Réessayez.
style-guide-toast-info = Lien copié.
style-guide-toast-warning = L'enregistrement s'arrête à la durée maximale.
style-guide-toast-loading = Transcription de votre note vocale…
style-guide-toast-primary = Partagez une note vocale avec un lien ou un QR code.

## Onde de chargement

style-guide-wave-heading = Onde de chargement
style-guide-wave-intro = Une onde accompagnée d'un court texte, dans le flux, par-dessus une section ou par-dessus toute la page. Elle reste immobile pour les personnes qui demandent des animations réduites.
style-guide-wave-inline = Dans le flux
style-guide-wave-overlay = Par-dessus une carte
style-guide-wave-card-text = Le contenu de la carte reste sous la superposition jusqu'à la fin du chargement.
style-guide-wave-overlay-text = Chargement de la transcription…
style-guide-wave-fullscreen = Plein écran
style-guide-wave-fullscreen-button = Afficher l'onde en plein écran pendant 2 secondes

## Cartes

style-guide-cards-heading = Cartes
style-guide-cards-intro = Des conteneurs qui regroupent des contenus liés : à contour, surélevés ou plats.
style-guide-cards-variants = Variantes
style-guide-card-body = Une carte regroupe ce qui va ensemble, par exemple une note vocale et sa transcription.

## Boîte de dialogue

style-guide-dialog-heading = Boîte de dialogue
style-guide-dialog-intro = Une boîte de dialogue modale : la page en arrière-plan est inerte tant qu'elle est ouverte. Échap ou un clic sur le voile sombre ne ferme que la boîte de dialogue du dessus, et chaque fermeture en indique la raison.
style-guide-dialog-open = Ouvrir une boîte de dialogue
style-guide-dialog-last-reason = Dernière fermeture : { $reason }
style-guide-dialog-title = Partager une note vocale
style-guide-dialog-description = Choisissez qui peut l'écouter.
style-guide-dialog-body = Ouvrez la seconde boîte de dialogue, puis appuyez sur Échap : seule la seconde se ferme.
style-guide-dialog-cancel = Annuler
style-guide-dialog-open-nested = Choisir une classe
style-guide-dialog-nested-title = Choisir une classe
style-guide-dialog-nested-body = Cette boîte de dialogue se superpose à la première.
style-guide-dialog-done = Terminé

## Menus déroulants

style-guide-dropdowns-heading = Menus déroulants
style-guide-dropdowns-intro = Des menus de 215 px de large, en huit positions. Ils basculent de l'autre côté quand la fenêtre manque de place, et la gauche et la droite suivent le sens de lecture. Ils se ferment avec Échap, un clic à l'extérieur, Tab, la perte du focus ou le choix d'un élément.
style-guide-dropdowns-click = Ouverture au clic
style-guide-dropdowns-hover = Ouverture au survol ou au focus, après 100 ms
style-guide-dropdown-hover-label = Outils de création
style-guide-dropdown-record = Enregistrer
style-guide-dropdown-upload = Importer un fichier audio
style-guide-dropdown-generate = Générer à partir d'un texte
style-guide-dropdown-unavailable = Élément indisponible

## Infobulles

style-guide-tooltips-heading = Infobulles
style-guide-tooltips-intro = Les infobulles s'ouvrent 50 ms après le survol ou le focus et se ferment 25 ms après ; elles s'affichent en haut par défaut. Échap les masque.
style-guide-tooltip-content = Affichée du côté { $placement }

## Avatars

style-guide-avatars-heading = Avatars
style-guide-avatars-intro = Une photo, à défaut les initiales de la personne, à défaut une icône intitulée « Avatar générique ».
style-guide-avatars-sizes = Tailles
style-guide-avatar-size = { $size } · { $px } px
style-guide-avatars-kinds = Types
style-guide-avatar-image = Image
style-guide-avatar-initials = Initiales
style-guide-avatar-fallback = Icône de repli
style-guide-avatar-custom = Icône personnalisée
style-guide-avatar-custom-alt = Note audio
style-guide-avatar-bordered = Avec bordure

## Éléments de navigation

style-guide-navigation-heading = Menu hamburger et liens
style-guide-navigation-intro = Le bouton du menu mobile, et les liens : les chemins internes à l'application naviguent sans recharger la page, les adresses web sont des liens simples, un nouvel onglet ne reçoit ni opener ni referrer, et un lien désactivé est inerte.
style-guide-hamburger = Bouton hamburger ({ $size } px)
style-guide-hamburger-panel = Ce panneau s'ouvre et se ferme avec le bouton.
style-guide-links = Liens
style-guide-link-internal = Tarifs (lien interne)
style-guide-link-external = Présentation des WCAG 2.2 (lien externe)
style-guide-link-blank = Présentation des WCAG 2.2 (s'ouvre dans un nouvel onglet)
style-guide-link-disabled = Lien indisponible (désactivé)

## Vidéo

style-guide-video-heading = Lecteur vidéo
style-guide-video-intro = Un aperçu en 16/9 avec un bouton « Lire la vidéo » laisse place au lecteur du navigateur, avec sous-titres.
style-guide-video-title = La Mote Sidebar sur une page web
style-guide-video-captions = Anglais
