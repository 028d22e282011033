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
