# Mon activité (§2 /activity, issue 6 point 9) : les motes de l'utilisateur, du plus récent au plus ancien.

activity-title = Mon activité
activity-lead = Tout ce que vous créez avec Motes, du plus récent au plus ancien.
activity-record = Enregistrer un mote
activity-search-label = Rechercher dans vos motes par titre ou transcription
activity-list-heading = Vos motes
activity-results-heading = Motes correspondant à « { $query } »
activity-results-count =
    { $more ->
        [yes] Plus de { $count } motes trouvés.
       *[no]
            { $count ->
                [one] { $count } mote trouvé.
               *[other] { $count } motes trouvés.
            }
    }
activity-loading = Chargement de vos motes ...
activity-load-failed = Impossible de charger vos motes. Veuillez réessayer dans un instant.
activity-try-again = Réessayer
activity-load-more = Afficher plus
activity-no-results = Aucun mote ne correspond à « { $query } ». Essayez un autre mot.
activity-empty-heading = Pas encore de motes
activity-empty-body = Les notes vocales que vous enregistrez, l'audio que vous créez à partir d'un texte et les enregistrements que vous importez apparaîtront ici, chacun avec son lien et le nombre d'écoutes.
activity-empty-record = Enregistrer votre premier mote

## Un mote

activity-kind-recording = Enregistrement
activity-kind-upload = Fichier importé
activity-kind-generated = Créé à partir d'un texte
activity-duration-label = Durée :
activity-plays =
    { $plays ->
        [one] { $plays } lecture
       *[other] { $plays } lectures
    } · { $heard ->
        [one] écouté par { $heard } personne
       *[other] écouté par { $heard } personnes
    }
activity-transcript-none = Pas de transcription pour cette langue
activity-transcript-pending = Transcription en cours
activity-transcript-done = Transcription prête
activity-transcript-failed = La transcription n'a pas pu être faite
activity-transcript-disabled = Pas de transcription
activity-open = Ouvrir
activity-copy-link = Copier le lien
activity-qr-code = Code QR
activity-qr-title = Code QR de « { $title } »
activity-qr-description = Scannez-le avec l’appareil photo d’un téléphone pour ouvrir ce mote, ou enregistrez-le pour l’imprimer.
activity-link-copied = Lien copié.
activity-link-copy-failed = Votre navigateur n'a pas permis de copier le lien. Le voici : { $url }
activity-rename = Renommer
activity-rename-label = Nouveau titre
activity-rename-hint = Appuyez sur Entrée pour enregistrer ou sur Échap pour annuler.
activity-rename-save = Enregistrer le titre
activity-rename-empty = Donnez un titre au mote.
activity-rename-too-long = Un titre peut compter jusqu'à { $max } caractères.
activity-cancel = Annuler
activity-close = Fermer
activity-save-failed = Impossible d'enregistrer votre modification. Veuillez réessayer.
activity-transcript = Transcription
activity-delete = Supprimer

## Suppression et annulation

activity-deleted = « { $title } » a été supprimé.
activity-undo = Annuler
activity-restored = « { $title } » est de retour.
activity-delete-failed = Impossible de supprimer « { $title } ». Veuillez réessayer.
activity-restore-failed = Impossible de rétablir « { $title } ». Veuillez réessayer.

## Transcription

activity-transcript-title = Transcription de « { $title } »
activity-transcript-label = Texte de la transcription
activity-transcript-timings-note = Quand vous enregistrez une transcription modifiée, le minutage des mots est supprimé : la page de partage affiche alors le texte sans surligner chaque mot pendant la lecture.
activity-transcript-plain-note = Corrigez ou écrivez la transcription. Elle s'affiche sur la page de partage du mote.
activity-transcript-pending-note = La transcription automatique est encore en cours. Si vous enregistrez votre propre texte maintenant, il la remplace.
activity-transcript-too-long = Une transcription peut compter jusqu'à { $max } caractères.
activity-transcript-save = Enregistrer la transcription

## Motes gratuits (issue 6 point 8), aussi affichés par l'enregistreur

free-motes-left =
    { $available ->
        [one] { $available } mote gratuit restant sur { $total }
       *[other] { $available } motes gratuits restants sur { $total }
    }
free-motes-resets = renouvelées le { $date }
free-motes-exhausted-title = Vous avez utilisé tous vos motes gratuits
free-motes-exhausted-body = Vous avez utilisé les { $total } motes gratuits de cette période : vous ne pouvez pas enregistrer de nouveau mote pour l'instant.
free-motes-exhausted-body-dated = Vous avez utilisé les { $total } motes gratuits de cette période : vous ne pourrez pas enregistrer de nouveau mote avant le { $date }.
free-motes-upgrade-link = Voir les formules pour des motes illimités
