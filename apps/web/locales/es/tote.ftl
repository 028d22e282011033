# Totes (§2 /t/{id}, issue 6 item 9): una colección de motes con nombre que se reproducen en orden.

tote-untitled = Tote sin título
tote-load-failed-title = No se pudo cargar el tote
tote-count =
    { $count ->
        [one] 1 mote
       *[other] { $count } motes
    }
tote-empty = No hay nada que reproducir en este tote: sus motes se eliminaron o son privados.
tote-position = { $position } de { $count }:
tote-list-heading = En este tote
tote-now-playing = Reproduciendo
tote-now-selected = Seleccionado
tote-link-label = Enlace a este tote
tote-qr-label = Código QR del enlace a este tote
tote-library-heading = Mis totes
tote-library-lead = Un tote reúne motes con un nombre y un enlace; se reproducen uno tras otro.
tote-library-empty = Todavía no tienes totes.
tote-load-failed = No se pudieron cargar tus totes.
tote-make = Crear un tote
tote-make-title = Crear un tote
tote-name-label = Nombre
tote-name-missing = Ponle un nombre al tote.
tote-make-pick = Motes de este tote
tote-make-order-note = Se reproducen en el orden en que los marques (hasta { $max }).
tote-make-no-motes = Todavía no tienes motes para poner en un tote.
tote-make-position = N.º { $position }
tote-make-picked = En este tote, en orden: { $titles }
tote-make-none-picked = Marca al menos un mote.
tote-make-submit =
    { $count ->
        [0] Crear tote
        [one] Crear tote con 1 mote
       *[other] Crear tote con { $count } motes
    }
tote-make-failed = No se pudo crear el tote.
tote-made = «{ $title }» está listo para compartir.
tote-rename-title = Cambiar el nombre de «{ $title }»
tote-rename-save = Guardar nombre
tote-rename-failed = No se pudo cambiar el nombre del tote.
tote-deleted = «{ $title }» eliminado. Sus motes siguen en tu biblioteca.
tote-restored = «{ $title }» ha vuelto.
tote-restore-failed = No pudimos recuperar «{ $title }». Vuelve a intentarlo.
tote-delete-failed = No se pudo eliminar «{ $title }».
