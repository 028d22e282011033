# Textes du design system (packages/ui). Les composants passent le texte anglais comme repli,
# pour fonctionner aussi sans fournisseur de localisation (tests de l'extension, guide de style).

ui-loading-wave = Un petit motement…

# Boutons de fermeture (§2 bannières d'alerte, §4 boîtes de dialogue)
ui-alert-dismiss = Ignorer
ui-alert-close = Fermer
ui-dialog-close = Fermer

# Notifications (§2, §4)
ui-toast-region = Notifications
ui-toast-dismiss = Fermer la notification

# Avatar de repli (§8 « The generic avatar label is 'Generic avatar' »)
ui-avatar-generic = Avatar générique

# Bouton du menu de navigation mobile
ui-hamburger-label = Menu

# Lecteur vidéo (§2, §8)
ui-video-play = Lire la vidéo
ui-video-unsupported = Votre navigateur ne prend pas en charge la balise vidéo.

# Raccourcis clavier (§2 Page behaviours) : le raccourci des notifications, tel qu'il figure dans l'aide
ui-toast-hotkey = Aller aux notifications

# Sélecteur de langue (§3 langues prises en charge) : le libellé, chaque option, et pourquoi une langue est indisponible
ui-language-select-label = Langue
ui-language-select-option = { $native } — { $english }
ui-language-select-unavailable = { $language } ({ $reason })
ui-language-unavailable-not-installed = non configuré sur ce serveur
ui-language-unavailable-language-not-supported = indisponible pour cette langue
ui-language-unavailable-disabled-for-language = désactivé pour cette langue
