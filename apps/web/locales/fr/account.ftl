# Mon compte (§2 /account) : profil, préférences, appareils connectés, données et suppression.

account-title = Votre compte
account-heading = Votre compte
account-sign-out = Se déconnecter
account-signed-in-as = Connecté en tant que { $email }
account-profile-missing = Votre profil n'a pas pu être chargé. Rechargez la page pour réessayer.

## Profil

account-profile-heading = Profil
account-avatar-alt = Votre photo de profil
account-shown-as = Affiché sous le nom { $name }
account-first-name = Prénom
account-last-name = Nom (facultatif)
account-avatar-url = Adresse de la photo de profil (facultatif)
account-avatar-url-hint = L'adresse https:// d'une photo carrée de vous.
account-avatar-url-invalid = Utilisez une adresse qui commence par https://, ou laissez le champ vide pour ne pas avoir de photo.
account-first-name-required = Saisissez votre prénom.
account-first-name-too-long = Votre prénom doit comporter { $max } caractères au maximum.
account-last-name-too-long = Votre nom doit comporter { $max } caractères au maximum.
account-profile-save = Enregistrer le profil
account-saving = Enregistrement…
account-profile-saved = Profil enregistré
account-profile-save-failed = Nous n'avons pas pu enregistrer votre profil. Veuillez réessayer.

## Préférences

account-preferences-heading = Préférences
account-speed-label = Vitesse de lecture à voix haute
account-speed = { $speed }×
account-speed-normal = { $speed }× (normale)
account-highlighters = Libellés des surligneurs
account-highlighters-hint = Nommez chaque couleur de surligneur selon l'usage que vous en faites.
account-highlighter = Surligneur { $colour }
account-highlighter-locked = Verrouillé : les surlignages bleus alimentent votre liste de vocabulaire.
account-highlighter-required = Saisissez un libellé pour ce surligneur.
account-highlighter-too-long = Utilisez { $max } caractères au maximum.
account-colour-blue = bleu
account-colour-yellow = jaune
account-colour-green = vert
account-colour-orange = orange
account-colour-purple = violet
account-transcripts-off = Ne pas transcrire mes enregistrements
account-transcripts-minor = Les transcriptions sont toujours désactivées pour les comptes des jeunes élèves.
account-settings-saving = Enregistrement…
account-settings-saved = Toutes les modifications sont enregistrées
account-settings-failed = Vos dernières modifications ne sont pas encore enregistrées. Vérifiez votre connexion et réessayez.
account-try-again = Réessayer

## Voix de lecture à voix haute

account-voice-heading = Voix de lecture à voix haute
account-voice-loading = Chargement des langues et des voix…
account-voice-languages-failed = Impossible de charger les langues que ce serveur peut lire à voix haute.
account-voice-not-installed = La lecture à voix haute n'est pas installée sur ce serveur : il n'y a donc aucune voix à choisir. Demandez à la personne qui gère Motes dans votre établissement de l'installer.
account-voice-intro = Choisissez la voix avec laquelle Motes lit chaque langue à voix haute. Écoutez d'abord un extrait : votre choix est enregistré pour cette langue.
account-voice-language-label = Langue
account-voice-language-hint = Les langues que ce serveur ne sait pas lire à voix haute figurent dans la liste, mais ne peuvent pas être choisies.
account-voice-voice-label = Voix
account-voice-default = Voix par défaut
account-voice-voices-failed = Impossible de charger les voix de cette langue.
account-voice-sample = Phrase d'exemple :
account-voice-listen = Écouter
account-voice-stop = Arrêter
account-voice-preparing = Préparation de l'extrait…
account-voice-playing = Lecture en cours…
account-voice-finished = Lecture terminée.
account-voice-stopped = Lecture arrêtée.
account-voice-listen-failed = Impossible de lire l'extrait. Veuillez réessayer.
account-voice-playback-failed = Votre navigateur n'a pas pu lire l'extrait. Vérifiez que le son est autorisé sur cette page, puis réessayez.
account-voice-not-for-language = La lecture à voix haute n'est pas disponible pour cette langue sur ce serveur.
account-voice-engine-unavailable = La lecture à voix haute n'est pas disponible pour le moment. Réessayez dans une minute.

## Appareils connectés

account-sessions-heading = Appareils connectés
account-sessions-loading = Chargement de vos appareils…
account-sessions-load-failed = Nous n'avons pas pu charger vos appareils.
account-session-this-device = Cet appareil
account-session-details = { $method } · Dernière activité : { $when }
account-session-method-otl = Connecté avec un lien envoyé par e-mail
account-session-method-oidc = Connecté avec un compte d'authentification unique
account-session-method-one-tap = Connecté avec Google One Tap
account-device = { $browser } sur { $system }
account-device-unknown = Navigateur inconnu
account-device-extension = Extension Motes ({ $device })
account-sessions-revoke = Se déconnecter des autres appareils
account-sessions-revoking = Déconnexion…
account-sessions-none = Vous n'êtes connecté nulle part ailleurs.
account-sessions-ended =
    { $count ->
        [0] Aucun autre appareil n'était connecté.
        [one] Déconnecté de { $count } autre appareil.
       *[other] Déconnecté de { $count } autres appareils.
    }
account-sessions-revoke-failed = Nous n'avons pas pu déconnecter vos autres appareils. Veuillez réessayer.

## Vos données

account-data-heading = Vos données
account-data-body = Téléchargez une copie de votre compte, de vos paramètres et de votre activité dans un fichier JSON que vous pouvez conserver ou emporter ailleurs.
account-data-download = Télécharger mes données
account-data-preparing = Préparation de vos données…
account-data-downloading = Vos données sont en cours de téléchargement dans le fichier { $fileName }.
account-data-failed = Nous n'avons pas pu préparer vos données. Veuillez réessayer.

## Supprimer votre compte

account-delete-heading = Supprimer votre compte
account-delete-body = Cette action supprime définitivement votre compte, vos motes et vos paramètres. Téléchargez d'abord vos données si vous souhaitez en garder une copie.
account-delete-button = Supprimer mon compte
account-delete-dialog-title = Supprimer votre compte ?
account-delete-confirm = Cette action est irréversible. Pour confirmer, saisissez { $email } ci-dessous.
account-delete-email-label = Votre adresse e-mail
account-delete-email-required = Saisissez votre adresse e-mail pour confirmer.
account-delete-deleting = Suppression…
account-delete-cancel = Annuler
account-delete-failed = Nous n'avons pas pu supprimer votre compte. Veuillez réessayer.
account-deleted = Votre compte a été supprimé. Merci d'avoir utilisé Motes.
