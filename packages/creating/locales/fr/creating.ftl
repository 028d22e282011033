# Les outils de création (packages/creating, issue 6, issue 7 item 6) : l'enregistreur, À partir d'un texte,
# Envoyer un fichier et Mon contenu, sur /record et dans la barre latérale de l'extension.
# $unit vaut « minutes » ou « seconds » et $count leur nombre (la limite du §9).

recorder-limit-duration =
    { $unit ->
        [minutes]
            { $count ->
                [one] 1 minute
               *[other] { $count } minutes
            }
       *[seconds]
            { $count ->
                [one] 1 seconde
               *[other] { $count } secondes
            }
    }

## Enregistrement

recorder-time-label = Durée enregistrée :
recorder-level-label = Niveau du micro
recorder-record = Enregistrer
recorder-requesting = En attente du micro…
recorder-try-again = Réessayer
recorder-finish = Terminer
recorder-pause = Pause
recorder-resume = Reprendre
recorder-cancel = Annuler
recorder-record-another = Enregistrer un autre
recorder-limit-note = Les enregistrements peuvent durer jusqu'à { recorder-limit-duration }.
recorder-upgrade-link = Passez à l'offre supérieure pour des enregistrements plus longs
recorder-countdown =
    { $seconds ->
        [one] Arrêt dans 1 seconde
       *[other] Arrêt dans { $seconds } secondes
    }
recorder-limit-reached-title = Durée maximale atteinte
recorder-limit-reached = L'enregistrement s'est arrêté car il a atteint la limite de { recorder-limit-duration }. Ce que vous avez enregistré est conservé et devient votre mote.

recorder-status-preparing = Préparation…
recorder-status-ready = Prêt à enregistrer.
recorder-status-requesting = Autorisez Motes à utiliser votre micro quand votre navigateur le demande.
recorder-status-problem = Le micro n'est pas disponible.
recorder-status-recording = Enregistrement en cours.
recorder-status-ending = Enregistrement en cours. Moins de 10 secondes restantes : il s'arrête tout seul à { recorder-limit-duration }.
recorder-status-paused = En pause.
recorder-status-finishing = Enregistrement de votre message…
recorder-status-uploading = Envoi de votre enregistrement…
recorder-status-retrying = La connexion a été coupée. Nouvel essai…
recorder-status-failed = L'envoi n'est pas terminé. Votre enregistrement est conservé sur cet appareil.
recorder-status-done = Votre mote est prêt à être partagé.

## Problèmes de micro

recorder-mic-blocked-title = Motes ne peut pas utiliser votre micro
recorder-mic-blocked-body = Votre navigateur bloque le micro pour ce site : rien ne peut être enregistré.
recorder-mic-blocked-how = Pour l'autoriser, sélectionnez l'icône du micro ou du cadenas dans la barre d'adresse, choisissez Autoriser pour le micro, puis appuyez sur Réessayer. Sur un appareil de l'école, votre administrateur informatique devra peut-être l'autoriser.
recorder-mic-missing-title = Aucun micro trouvé
recorder-mic-missing-body = Branchez un micro ou un casque équipé d'un micro, puis appuyez sur Réessayer.
recorder-mic-busy-title = Le micro n'a pas pu démarrer
recorder-mic-busy-body = Une autre application l'utilise peut-être. Fermez les applications ou onglets qui enregistrent du son, puis appuyez sur Réessayer.
recorder-unsupported-title = Ce navigateur ne peut pas enregistrer ici
recorder-unsupported-body = L'enregistrement nécessite une version récente de Chrome, Edge, Firefox ou Safari, sur une page sécurisée (https).

## Conservation et envoi

recorder-upload-progress-label = Progression de l'envoi
recorder-stop-upload = Arrêter l'envoi
recorder-keep-failed = Cet appareil n'a pas pu garder de copie de secours de l'enregistrement. Restez sur cette page jusqu'à la fin de l'envoi.
recorder-failed-connection-title = Envoi en pause : pas de connexion
recorder-failed-connection-body = Votre enregistrement est conservé sur cet appareil. L'envoi reprend tout seul dès que vous êtes de nouveau en ligne, ou appuyez sur Réessayer.
recorder-failed-refused-title = Nous n'avons pas pu créer votre mote
recorder-failed-stopped-title = Envoi arrêté
recorder-failed-kept = Votre enregistrement est conservé sur cet appareil.
recorder-upload-failed-generic = Un problème est survenu de notre côté. Veuillez réessayer dans un instant.
recorder-save-copy = Enregistrer une copie
recorder-discard-question = Supprimer cet enregistrement ? Il ne pourra pas être récupéré.
recorder-discard-confirm = Supprimer
recorder-discard-keep = Le garder

recorder-kept-title = Nous avons gardé un enregistrement que vous n'avez pas terminé
recorder-kept-details = { $duration } enregistrées le { $recordedAt }.
recorder-kept-finish = Terminer l'envoi
recorder-kept-discard = Supprimer

## Partage

recorder-done-heading = Votre mote est prêt
recorder-share-link-label = Lien de partage
recorder-share-copy = Copier le lien
recorder-share-open = Ouvrir la page de partage
recorder-share-copied = Lien copié.
recorder-share-copy-manually = Le lien est sélectionné : appuyez sur Ctrl+C (ou ⌘+C) pour le copier.

## Commun à À partir d'un texte, Envoyer un fichier et Mon contenu

create-retry = Réessayer
create-title-label = Titre (facultatif)
create-failed-title = Nous n'avons pas pu créer votre mote
create-error-connection = Impossible de joindre Motes. Vérifiez votre connexion Internet et réessayez.

## À partir d'un texte

create-text-label = Texte à transformer en audio
create-text-missing = Saisissez un texte à transformer en audio.
create-text-language-label = Langue
create-text-languages-failed = La liste des langues n'a pas pu être chargée.
create-text-voice-label = Voix
create-text-voice-default = Votre voix habituelle pour cette langue
create-text-speed-label = Vitesse
create-text-speed-value = { $speed }×
create-text-title-hint = Sans titre, le mote prend les premiers mots du texte comme nom.
create-text-submit = Créer l'audio
create-text-making = Création de votre audio ...
create-text-kept = Votre texte et vos choix sont conservés. Modifiez-les ou réessayez.
create-text-done-heading = Votre mote audio est prêt
create-text-another = En créer un autre à partir d'un texte

## Envoyer un fichier

create-upload-file-label = Fichier audio
create-upload-file-hint = Choisissez un fichier ou déposez-le ici : MP3, M4A (AAC), WAV, Ogg (Opus ou Vorbis), WebM ou FLAC.
create-upload-file-missing = Choisissez d'abord un fichier audio.
create-upload-chosen = { $name } ({ $size } Mo)
create-upload-title-hint = Sans titre, le mote prend le nom du fichier.
create-upload-submit = Envoyer
create-upload-uploading = Envoi de votre fichier ...
create-upload-stopped = L'envoi a été arrêté. Appuyez sur Réessayer pour reprendre là où il s'est arrêté.
create-upload-done-heading = Votre mote envoyé est prêt
create-upload-another = Envoyer un autre fichier

## Mon contenu

create-content-loading = Chargement de vos motes ...
create-content-failed = Vos motes n'ont pas pu être chargés
create-content-empty = Vous n'avez encore aucun mote. Enregistrez-en un, créez-en un à partir d'un texte ou envoyez un fichier.
create-content-more = Afficher plus
create-content-untitled = Mote sans titre
create-content-details = { $duration } · { $made }
create-content-show-qr = Afficher le code QR
create-content-hide-qr = Masquer le code QR
create-content-qr-label = Code QR du lien vers { $title }
create-content-copy-failed = La copie n'a pas fonctionné ici. Le lien est { $url }
