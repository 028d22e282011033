# Estado del servicio: el panel (página principal, área de administración) y la página /status (§2 alias «status»).

service-status-heading = Estado del servicio
service-status-checking = Comprobando el servicio ...
service-status-checking-short = Comprobando ...
service-status-check-again = Comprobar de nuevo
service-status-working = Todos los sistemas funcionan
service-status-version = Versión { $version }
service-status-failed-title = No se puede conectar con Motes en este momento
service-status-failed-body = La comprobación de estado falló, así que es posible que la grabación y el uso compartido no funcionen ahora mismo. Revisa tu conexión y vuelve a intentarlo dentro de un minuto.
service-status-details = Detalles: { $reason }
service-status-problem-unreadable = El servicio envió una respuesta ilegible.
service-status-problem-not-ok = El servicio indica que su estado es «{ $status }».
service-status-problem-incomplete = El servicio envió una respuesta incompleta.

service-status-page-title = Estado del servicio
service-status-page-heading = Estado del servicio de Motes
service-status-page-lead = Si el servicio de Motes está respondiendo en este momento. Esta página consulta al servidor cada vez que la abres o pulsas Comprobar de nuevo.
service-status-page-now = Ahora mismo
service-status-page-trouble-heading = Si algo no funciona
service-status-page-trouble-body = Si esta página dice que todos los sistemas funcionan pero Motes sigue fallando, revisa tu conexión a internet y vuelve a cargar la página. Si esta página tampoco puede conectar con el servicio, el problema es nuestro: espera unos minutos y vuelve a comprobarlo.
service-status-page-home = Ir a la página principal de Motes

## Herramientas de idiomas (issue 5)

service-status-tools-heading = Herramientas de idiomas
service-status-tools-lead = Lo que este servidor puede hacer en cada uno de los { $total } idiomas que conoce Motes.
service-status-tools-loading = Cargando las herramientas de idiomas ...
service-status-tools-failed = No pudimos cargar la lista de herramientas de idiomas.
service-status-tools-try-again = Intentar de nuevo
service-status-tool-text-to-speech = Lectura en voz alta
service-status-tool-speech-to-text = Voz a texto
service-status-tool-translation = Traducción
service-status-tool-word-translation = Traducción de palabras
service-status-tool-dictionary = Diccionario
service-status-tool-ocr = Texto de imágenes (OCR)
service-status-tool-prediction = Predicción de texto
service-status-tools-not-installed = No instalado en este servidor
service-status-tools-engines =
    { $count ->
        [one] Motor: { $engines }
       *[other] Motores: { $engines }
    }
service-status-tools-serves = Disponible en { $count } de { $total } idiomas
service-status-tools-list = Mostrar los idiomas
