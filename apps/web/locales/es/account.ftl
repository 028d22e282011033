# Mi cuenta (§2 /account): perfil, preferencias, dispositivos con sesión iniciada, datos y eliminación.

account-title = Tu cuenta
account-heading = Tu cuenta
account-sign-out = Cerrar sesión
account-signed-in-as = Sesión iniciada como { $email }
account-profile-missing = No se pudo cargar tu perfil. Vuelve a cargar la página para intentarlo de nuevo.

## Perfil

account-profile-heading = Perfil
account-avatar-alt = Tu foto de perfil
account-shown-as = Se muestra como { $name }
account-first-name = Nombre
account-last-name = Apellido (opcional)
account-avatar-url = Dirección de la foto de perfil (opcional)
account-avatar-url-hint = La dirección https:// de una foto cuadrada tuya.
account-avatar-url-invalid = Usa una dirección que empiece por https://, o déjala vacía para no tener foto.
account-first-name-required = Escribe tu nombre.
account-first-name-too-long = Usa { $max } caracteres o menos para tu nombre.
account-last-name-too-long = Usa { $max } caracteres o menos para tu apellido.
account-profile-save = Guardar perfil
account-saving = Guardando...
account-profile-saved = Perfil guardado
account-profile-save-failed = No pudimos guardar tu perfil. Vuelve a intentarlo.

## Preferencias

account-preferences-heading = Preferencias
account-speed-label = Velocidad de lectura en voz alta
account-speed = { $speed }×
account-speed-normal = { $speed }× (normal)
account-highlighters = Etiquetas de los resaltadores
account-highlighters-hint = Ponle a cada color de resaltador el nombre de aquello para lo que lo usas.
account-highlighter = Resaltador { $colour }
account-highlighter-locked = Bloqueado: los resaltados azules forman tu lista de vocabulario.
account-highlighter-required = Escribe una etiqueta para este resaltador.
account-highlighter-too-long = Usa { $max } caracteres o menos.
account-colour-blue = Azul
account-colour-yellow = Amarillo
account-colour-green = Verde
account-colour-orange = Naranja
account-colour-purple = Morado
account-transcripts-off = No transcribir mis grabaciones
account-transcripts-minor = Las transcripciones están siempre desactivadas en las cuentas de estudiantes jóvenes.
account-settings-saving = Guardando...
account-settings-saved = Todos los cambios se guardaron
account-settings-failed = Tus últimos cambios todavía no se han guardado. Revisa tu conexión y vuelve a intentarlo.
account-try-again = Intentar de nuevo

## Voces de lectura en voz alta

account-voice-heading = Voces de lectura en voz alta
account-voice-loading = Cargando idiomas y voces...
account-voice-languages-failed = No pudimos cargar los idiomas que este servidor puede leer en voz alta.
account-voice-not-installed = La lectura en voz alta no está instalada en este servidor, así que no hay voces para elegir. Pide a quien administra Motes en tu centro que la instale.
account-voice-intro = Elige la voz con la que Motes lee en voz alta cada idioma. Escucha antes un ejemplo: tu elección se guarda para ese idioma.
account-voice-language-label = Idioma
account-voice-language-hint = Los idiomas que este servidor no puede leer en voz alta aparecen en la lista, pero no se pueden elegir.
account-voice-voice-label = Voz
account-voice-default = Voz predeterminada
account-voice-voices-failed = No pudimos cargar las voces de este idioma.
account-voice-sample = Frase de ejemplo:
account-voice-listen = Escuchar
account-voice-stop = Detener
account-voice-preparing = Preparando el ejemplo...
account-voice-playing = Reproduciendo...
account-voice-finished = Reproducción terminada.
account-voice-stopped = Reproducción detenida.
account-voice-listen-failed = No se pudo reproducir el ejemplo. Vuelve a intentarlo.
account-voice-playback-failed = Tu navegador no pudo reproducir el ejemplo. Comprueba que el sonido esté permitido en esta página y vuelve a intentarlo.
account-voice-not-for-language = La lectura en voz alta no está disponible para este idioma en este servidor.
account-voice-engine-unavailable = La lectura en voz alta no está disponible en este momento. Vuelve a intentarlo dentro de un minuto.

## Dispositivos con sesión iniciada

account-sessions-heading = Dispositivos con sesión iniciada
account-sessions-loading = Cargando tus dispositivos...
account-sessions-load-failed = No pudimos cargar tus dispositivos.
account-session-this-device = Este dispositivo
account-session-details = { $method } · Última actividad: { $when }
account-session-method-otl = Sesión iniciada con un enlace por correo electrónico
account-session-method-oidc = Sesión iniciada con una cuenta de inicio de sesión único
account-session-method-one-tap = Sesión iniciada con Google One Tap
account-device = { $browser } en { $system }
account-device-unknown = Navegador desconocido
account-device-extension = Extensión de Motes ({ $device })
account-sessions-revoke = Cerrar sesión en los demás dispositivos
account-sessions-revoking = Cerrando sesión...
account-sessions-none = No tienes la sesión iniciada en ningún otro lugar.
account-sessions-ended =
    { $count ->
        [0] No había ningún otro dispositivo con la sesión iniciada.
        [one] Se cerró la sesión en 1 dispositivo más.
       *[other] Se cerró la sesión en { $count } dispositivos más.
    }
account-sessions-revoke-failed = No pudimos cerrar la sesión en tus otros dispositivos. Vuelve a intentarlo.

## Tus datos

account-data-heading = Tus datos
account-data-body = Descarga una copia de tu cuenta, tu configuración y tu actividad en un archivo JSON que puedes conservar o llevarte a otro servicio.
account-data-download = Descargar mis datos
account-data-preparing = Preparando tus datos...
account-data-downloading = Tus datos se están descargando como { $fileName }.
account-data-failed = No pudimos preparar tus datos. Vuelve a intentarlo.

## Eliminar tu cuenta

account-delete-heading = Eliminar tu cuenta
account-delete-body = Esto elimina para siempre tu cuenta, tus motes y tu configuración. Si quieres conservar una copia, descarga antes tus datos.
account-delete-button = Eliminar mi cuenta
account-delete-dialog-title = ¿Eliminar tu cuenta?
account-delete-confirm = Esta acción no se puede deshacer. Para confirmar, escribe { $email } abajo.
account-delete-email-label = Tu correo electrónico
account-delete-email-required = Escribe tu correo electrónico para confirmar.
account-delete-deleting = Eliminando...
account-delete-cancel = Cancelar
account-delete-failed = No pudimos eliminar tu cuenta. Vuelve a intentarlo.
account-deleted = Se eliminó tu cuenta. Gracias por usar Motes.
