# Totes (§2 /t/{id}, issue 6 item 9) : une collection nommée de motes lus dans l’ordre.

tote-untitled = Tote sans titre
tote-load-failed-title = Le tote n’a pas pu être chargé
tote-count =
    { $count ->
        [one] 1 mote
       *[other] { $count } motes
    }
tote-empty = Il n’y a rien à écouter dans ce tote : ses motes ont été supprimés ou rendus privés.
tote-position = { $position } sur { $count } :
tote-list-heading = Dans ce tote
tote-now-playing = En lecture
tote-now-selected = Sélectionné
tote-link-label = Lien vers ce tote
tote-qr-label = Code QR du lien vers ce tote
tote-library-heading = Mes totes
tote-library-lead = Un tote réunit des motes sous un nom et un lien ; ils se lisent l’un après l’autre.
tote-library-empty = Vous n’avez pas encore de tote.
tote-load-failed = Vos totes n’ont pas pu être chargés.
tote-make = Créer un tote
tote-make-title = Créer un tote
tote-name-label = Nom
tote-name-missing = Donnez un nom au tote.
tote-make-pick = Motes de ce tote
tote-make-order-note = Ils se lisent dans l’ordre où vous les cochez (jusqu’à { $max }).
tote-make-no-motes = Vous n’avez pas encore de motes à mettre dans un tote.
tote-make-position = N° { $position }
tote-make-picked = Dans ce tote, dans l’ordre : { $titles }
tote-make-none-picked = Cochez au moins un mote.
tote-make-submit =
    { $count ->
        [0] Créer le tote
        [one] Créer le tote avec 1 mote
       *[other] Créer le tote avec { $count } motes
    }
tote-make-failed = Le tote n’a pas pu être créé.
tote-made = « { $title } » est prêt à être partagé.
tote-rename-title = Renommer « { $title } »
tote-rename-save = Enregistrer le nom
tote-rename-failed = Le tote n’a pas pu être renommé.
tote-deleted = « { $title } » supprimé. Ses motes restent dans votre bibliothèque.
tote-restored = « { $title } » est de retour.
tote-restore-failed = Impossible de rétablir « { $title } ». Veuillez réessayer.
tote-delete-failed = « { $title } » n’a pas pu être supprimé.
