# Mi actividad (§2 /activity, issue 6 punto 9): las motes del usuario, de la más reciente a la más antigua.

activity-title = Mi actividad
activity-lead = Todo lo que creas con Motes, de lo más reciente a lo más antiguo.
activity-record = Grabar un mote
activity-search-label = Busca en tus motes por título o transcripción
activity-list-heading = Tus motes
activity-results-heading = Motes que coinciden con «{ $query }»
activity-results-count =
    { $more ->
        [yes] Se encontraron más de { $count } motes.
       *[no]
            { $count ->
                [one] Se encontró { $count } mote.
               *[other] Se encontraron { $count } motes.
            }
    }
activity-loading = Cargando tus motes ...
activity-load-failed = No pudimos cargar tus motes. Vuelve a intentarlo en un momento.
activity-try-again = Reintentar
activity-load-more = Cargar más
activity-no-results = Ningun mote coincide con «{ $query }». Prueba con otra palabra.
activity-empty-heading = Todavía no hay motes
activity-empty-body = Aquí aparecerán las notas de voz que grabes, el audio que crees a partir de texto y las grabaciones que subas, cada una con su enlace y cuántas veces se ha escuchado.
activity-empty-record = Graba tu primer mote

## Un mote

activity-kind-recording = Grabación
activity-kind-upload = Archivo subido
activity-kind-generated = Creado a partir de texto
activity-duration-label = Duración:
activity-plays =
    { $plays ->
        [one] { $plays } reproducción
       *[other] { $plays } reproducciones
    } · { $heard ->
        [one] escuchado por { $heard } persona
       *[other] escuchado por { $heard } personas
    }
activity-transcript-none = No hay transcripción para este idioma
activity-transcript-pending = Transcripción en camino
activity-transcript-done = Transcripción lista
activity-transcript-failed = No se pudo hacer la transcripción
activity-transcript-disabled = Sin transcripción
activity-open = Abrir
activity-copy-link = Copiar enlace
activity-qr-code = Código QR
activity-qr-title = Código QR de «{ $title }»
activity-qr-description = Escanéalo con la cámara del móvil para abrir este mote, o guárdalo para imprimirlo.
activity-link-copied = Enlace copiado.
activity-link-copy-failed = Tu navegador no nos dejó copiar el enlace. Aquí lo tienes: { $url }
activity-rename = Cambiar nombre
activity-rename-label = Nuevo título
activity-rename-hint = Pulsa Intro para guardar o Esc para cancelar.
activity-rename-save = Guardar título
activity-rename-empty = Ponle un título al mote.
activity-rename-too-long = Un título puede tener hasta { $max } caracteres.
activity-cancel = Cancelar
activity-close = Cerrar
activity-save-failed = No pudimos guardar tu cambio. Vuelve a intentarlo.
activity-transcript = Transcripción
activity-delete = Eliminar

## Eliminar y deshacer

activity-deleted = Se eliminó «{ $title }».
activity-undo = Deshacer
activity-restored = «{ $title }» ha vuelto.
activity-delete-failed = No pudimos eliminar «{ $title }». Vuelve a intentarlo.
activity-restore-failed = No pudimos recuperar «{ $title }». Vuelve a intentarlo.

## Transcripción

activity-transcript-title = Transcripción de «{ $title }»
activity-transcript-label = Texto de la transcripción
activity-transcript-timings-note = Al guardar una transcripción editada se eliminan los tiempos de las palabras, así que la página para compartir muestra el texto sin resaltar cada palabra mientras suena.
activity-transcript-plain-note = Corrige o escribe la transcripción. Se muestra en la página para compartir del mote.
activity-transcript-pending-note = La transcripción automática aún se está haciendo. Si guardas tu propio texto ahora, ocupará su lugar.
activity-transcript-too-long = Una transcripción puede tener hasta { $max } caracteres.
activity-transcript-save = Guardar transcripción

## Motes gratis (issue 6 punto 8), también en la grabadora

free-motes-left =
    { $available ->
        [one] Te queda { $available } de { $total } motes gratis
       *[other] Te quedan { $available } de { $total } motes gratis
    }
free-motes-resets = se renuevan el { $date }
free-motes-exhausted-title = Has usado todos tus motes gratis
free-motes-exhausted-body = Has usado los { $total } motes gratis de este periodo, así que por ahora no puedes grabar un nuevo mote.
free-motes-exhausted-body-dated = Has usado los { $total } motes gratis de este periodo, así que no podrás grabar un nuevo mote hasta el { $date }.
free-motes-upgrade-link = Ver planes para tener motes ilimitados
