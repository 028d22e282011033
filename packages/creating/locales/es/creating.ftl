# Las herramientas de creación (packages/creating, issue 6, issue 7 item 6): la grabadora, Desde texto,
# Subir y Mi contenido, en /record y en la barra lateral de la extensión.
# $unit es «minutes» o «seconds» y $count su número (el límite del §9).

recorder-limit-duration =
    { $unit ->
        [minutes]
            { $count ->
                [one] 1 minuto
               *[other] { $count } minutos
            }
       *[seconds]
            { $count ->
                [one] 1 segundo
               *[other] { $count } segundos
            }
    }

## Grabación

recorder-time-label = Tiempo grabado:
recorder-level-label = Nivel del micrófono
recorder-record = Grabar
recorder-requesting = Esperando al micrófono...
recorder-try-again = Reintentar
recorder-finish = Terminar
recorder-pause = Pausar
recorder-resume = Continuar
recorder-cancel = Cancelar
recorder-record-another = Grabar otro
recorder-limit-note = Las grabaciones pueden durar hasta { recorder-limit-duration }.
recorder-upgrade-link = Mejora tu plan para grabaciones más largas
recorder-countdown =
    { $seconds ->
        [one] Se detiene en 1 segundo
       *[other] Se detiene en { $seconds } segundos
    }
recorder-limit-reached-title = Límite de tiempo alcanzado
recorder-limit-reached = La grabación se detuvo porque llegó al límite de { recorder-limit-duration }. Lo que grabaste se conserva y se está guardando como tu mote.

recorder-status-preparing = Preparando...
recorder-status-ready = Listo para grabar.
recorder-status-requesting = Permite que Motes use tu micrófono cuando el navegador lo pida.
recorder-status-problem = El micrófono no está disponible.
recorder-status-recording = Grabando.
recorder-status-ending = Grabando. Quedan menos de 10 segundos: se detiene sola al llegar a { recorder-limit-duration }.
recorder-status-paused = En pausa.
recorder-status-finishing = Guardando tu grabación...
recorder-status-uploading = Subiendo tu grabación...
recorder-status-retrying = Se cortó la conexión. Volviendo a intentarlo...
recorder-status-failed = La subida no terminó. Tu grabación se conserva en este dispositivo.
recorder-status-done = Tu mote está listo para compartir.

## Problemas con el micrófono

recorder-mic-blocked-title = Motes no puede usar tu micrófono
recorder-mic-blocked-body = Tu navegador bloquea el micrófono en este sitio, así que no se puede grabar nada.
recorder-mic-blocked-how = Para permitirlo, selecciona el icono del micrófono o del candado en la barra de direcciones, elige Permitir para el micrófono y pulsa Reintentar. En un dispositivo del centro educativo, puede que tenga que permitirlo el administrador de informática.
recorder-mic-missing-title = No se encontró ningún micrófono
recorder-mic-missing-body = Conecta un micrófono o unos auriculares con micrófono y pulsa Reintentar.
recorder-mic-busy-title = No se pudo iniciar el micrófono
recorder-mic-busy-body = Puede que otra aplicación lo esté usando. Cierra las aplicaciones o pestañas que graben sonido y pulsa Reintentar.
recorder-unsupported-title = Este navegador no puede grabar aquí
recorder-unsupported-body = Para grabar hace falta una versión reciente de Chrome, Edge, Firefox o Safari, en una página segura (https).

## Conservar y subir

recorder-upload-progress-label = Progreso de la subida
recorder-stop-upload = Detener la subida
recorder-keep-failed = Este dispositivo no pudo guardar una copia de seguridad de la grabación. Quédate en esta página hasta que termine la subida.
recorder-failed-connection-title = Subida en pausa: sin conexión
recorder-failed-connection-body = Tu grabación se conserva en este dispositivo. La subida continúa sola cuando vuelvas a tener conexión, o pulsa Reintentar.
recorder-failed-refused-title = No pudimos crear tu mote
recorder-failed-stopped-title = Subida detenida
recorder-failed-kept = Tu grabación se conserva en este dispositivo.
recorder-upload-failed-generic = Algo salió mal por nuestra parte. Vuelve a intentarlo en un momento.
recorder-save-copy = Guardar una copia
recorder-discard-question = ¿Descartar esta grabación? No se podrá recuperar.
recorder-discard-confirm = Descartar
recorder-discard-keep = Conservarla

recorder-kept-title = Guardamos una grabación que no terminaste
recorder-kept-details = { $duration } grabados el { $recordedAt }.
recorder-kept-finish = Terminar la subida
recorder-kept-discard = Descartar

## Compartir

recorder-done-heading = Tu mote está listo
recorder-share-link-label = Enlace para compartir
recorder-share-copy = Copiar enlace
recorder-share-open = Abrir la página para compartir
recorder-share-copied = Enlace copiado.
recorder-share-copy-manually = El enlace está seleccionado: pulsa Ctrl+C (o ⌘+C) para copiarlo.

## Común a Desde texto, Subir y Mi contenido

create-retry = Reintentar
create-title-label = Título (opcional)
create-failed-title = No pudimos crear tu mote
create-error-connection = No pudimos conectar con Motes. Comprueba tu conexión a Internet y vuelve a intentarlo.

## Desde texto

create-text-label = Texto que convertir en audio
create-text-missing = Escribe un texto para convertirlo en audio.
create-text-language-label = Idioma
create-text-languages-failed = No se pudo cargar la lista de idiomas.
create-text-voice-label = Voz
create-text-voice-default = Tu voz habitual para este idioma
create-text-speed-label = Velocidad
create-text-speed-value = { $speed }×
create-text-title-hint = Sin título, el mote se llama como las primeras palabras del texto.
create-text-submit = Crear audio
create-text-making = Creando tu audio ...
create-text-kept = Tu texto y tus opciones siguen aquí. Cámbialos o vuelve a intentarlo.
create-text-done-heading = Tu mote de audio está listo
create-text-another = Crear otro desde texto

## Subir

create-upload-file-label = Archivo de audio
create-upload-file-hint = Elige un archivo o suéltalo aquí: MP3, M4A (AAC), WAV, Ogg (Opus o Vorbis), WebM o FLAC.
create-upload-file-missing = Primero elige un archivo de audio.
create-upload-chosen = { $name } ({ $size } MB)
create-upload-title-hint = Sin título, el mote se llama como el archivo.
create-upload-submit = Subir
create-upload-uploading = Subiendo tu archivo ...
create-upload-stopped = La subida se detuvo. Pulsa Reintentar para seguir donde se quedó.
create-upload-done-heading = Tu mote subido está listo
create-upload-another = Subir otro

## Mi contenido

create-content-loading = Cargando tus motes ...
create-content-failed = No se pudieron cargar tus motes
create-content-empty = Aún no tienes motes. Graba uno, crea uno desde texto o sube uno.
create-content-more = Mostrar más
create-content-untitled = Mote sin título
create-content-details = { $duration } · { $made }
create-content-show-qr = Mostrar código QR
create-content-hide-qr = Ocultar código QR
create-content-qr-label = Código QR del enlace a { $title }
create-content-copy-failed = Aquí no se pudo copiar. El enlace es { $url }
